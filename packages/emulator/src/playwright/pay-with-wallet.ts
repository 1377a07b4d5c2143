import type { Frame } from 'playwright-core'
import type { LedgerEntry } from '../ledger/ledger'
import { checkoutPage, shownError } from './checkout-page'
import { HelperError } from './helper-error'
import { paymentOf } from './ledger'
import { DEFAULT_TIMEOUT_MS, typedTimeouts, until } from './until'

/** The wallet requests an emulator checkout can make (its "Request" menu). */
export type WalletRequestMethod = 'sendTransaction' | 'signTransaction' | 'signMessage'

/** Options of `payWithWallet`. */
export interface PayWithWalletOptions {
  /** The request the checkout sends your page's wallet. @default the page's first: sendTransaction with a chain */
  method?: WalletRequestMethod
  /** On a withdraw page, the amount in US dollars to type, e.g. `'12.50'`. @default the page's amount */
  amount?: string
  /** @default 30000 */
  timeout?: number
}

/** A wallet payment (or withdrawal) the checkout completed. */
export interface WalletPayment {
  /** What the checkout sent the merchant page in `onSuccess`. */
  paymentId: string
  /** The transaction's hash or signature on the local chain, when it has one. */
  hash?: string
  /** The payment as the emulator recorded it (amount in base units, payer, top-ups). */
  payment: LedgerEntry
}

/**
 * Presses "Pay with wallet" (or "Withdraw with wallet", or "Pay with session key") in an emulator checkout:
 * the checkout asks the merchant page's wallet (a test wallet from `@portico/emulator/testing`, or any
 * other), checks the answer and shows the result. Resolves when the payment is recorded; rejects with
 * EMULATOR_CHECKOUT_FAILED carrying the checkout's own error (a wallet that refused, a wrong reply) or
 * EMULATOR_CHECKOUT_TIMEOUT.
 */
export function payWithWallet(checkout: Frame, options: PayWithWalletOptions = {}): Promise<WalletPayment> {
  return typedTimeouts('wallet payment result', () => pay(checkout, options))
}

async function pay(checkout: Frame, options: PayWithWalletOptions): Promise<WalletPayment> {
  const { method, amount, timeout = DEFAULT_TIMEOUT_MS } = options
  const page = await checkoutPage(checkout)
  if (page.kind !== 'purchase' && page.kind !== 'withdraw')
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `a ${page.kind} page takes no payment`)
  const problem = checkout.getByTestId('wallet-problem')
  if (await problem.count())
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', 'the checkout cannot ask a wallet', {
      details: ((await problem.textContent()) ?? '').trim(),
    })
  if (method) {
    const offered = await checkout
      .getByTestId('wallet-method')
      .evaluate((select) => Array.from((select as HTMLSelectElement).options, (o) => o.value))
    if (!offered.includes(method))
      throw new HelperError('EMULATOR_CHECKOUT_FAILED', `this checkout does not ask for ${method}`, {
        details: `it offers ${offered.join(', ')}`,
      })
    await checkout.getByTestId('wallet-method').selectOption(method, { timeout })
  }
  if (amount !== undefined && page.kind === 'withdraw')
    await checkout.getByTestId('withdraw-amount').fill(amount, { timeout })
  await checkout.getByTestId(page.kind === 'withdraw' ? 'withdraw-wallet' : 'pay-wallet').click({ timeout })
  const outcome = await until('payment result in the checkout', timeout, async (seen) => {
    const id = checkout.getByTestId('result-payment-id')
    if (await id.isVisible()) return { paymentId: ((await id.textContent()) ?? '').trim() }
    const error = await shownError(checkout)
    if (error) return { error }
    seen(((await checkout.getByTestId('status').textContent()) ?? '').trim() || 'no status')
    return undefined
  })
  if ('error' in outcome)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', 'the checkout refused the payment', {
      details: outcome.error,
    })
  const hash = checkout.getByTestId('result-hash')
  const payment = await paymentOf(page.origin, outcome.paymentId)
  return {
    paymentId: outcome.paymentId,
    ...((await hash.count()) ? { hash: ((await hash.textContent()) ?? '').trim() } : {}),
    payment,
  }
}
