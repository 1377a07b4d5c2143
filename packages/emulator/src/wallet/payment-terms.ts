import { formatTotal, type Total, totalOf } from '../query/total'
import type { PageSession } from '../sessions/sessions'
import { baseUnitsOf } from './amounts'
import { type MerchantWallets, merchantWallets } from './merchant-wallet'

/** What one wallet request asks the wallet to agree to: who pays whom, how much, under which request. */
export interface PaymentTerms {
  session: PageSession
  kind: 'purchase' | 'withdraw'
  /** The paying wallet (the page's `pubkey`). */
  payer: string
  merchant: MerchantWallets
  total?: Total
  /** The amount in the chain's base units; undefined when the merchant's transaction carries it. */
  amount?: bigint
  /** The request id, written into messages so a signature cannot be replayed for another request. */
  nonce: string
  /** e.g. `$19.99 to shop-1`. */
  label: string
}

/**
 * The terms of a page's wallet request. Fiat totals are converted at the emulator's fixed rates; token
 * amounts are taken as base units of the chain's native currency (the emulator settles in it).
 */
export function termsOf(session: PageSession, nonce: string, withdrawCents?: number): PaymentTerms {
  const kind = session.kind === 'withdraw' ? 'withdraw' : 'purchase'
  const total: Total | undefined =
    kind === 'withdraw' && withdrawCents !== undefined
      ? { cents: withdrawCents, currency: 'USD' }
      : totalOf(session.query)
  const amount = total ? baseUnitsOf(total, session.family) : undefined
  const verb = kind === 'withdraw' ? 'withdraw' : 'pay'
  return {
    session,
    kind,
    payer: session.query.pubkey ?? '',
    merchant: merchantWallets(session.merchantId),
    ...(total ? { total } : {}),
    ...(amount === undefined ? {} : { amount }),
    nonce,
    label: `${verb} ${formatTotal(total)} ${kind === 'withdraw' ? 'from' : 'to'} ${session.merchantId}`,
  }
}

/** The text a wallet signs to authorise payment terms with signMessage. */
export function termsMessage(terms: PaymentTerms): string {
  return `Portico checkout emulator\nI ${terms.label}.\nWallet: ${terms.payer}\nRequest: ${terms.nonce}`
}
