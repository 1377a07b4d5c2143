import type { Ledger, LedgerEntry, TopUp } from '../ledger/ledger'
import type { PageSession } from '../sessions/sessions'
import type { BuiltRequest } from './verdict'

/**
 * Records the balance top-ups that building wallet request `requestId` made, at once: a top-up stays made
 * even when the request is never answered. Purchase pages and payment intent pages record them alike.
 */
export function recordTopUps(
  ledger: Ledger,
  requestId: string,
  session: PageSession,
  built: BuiltRequest,
): TopUp[] {
  return (built.topUps ?? []).map((made) =>
    ledger.recordTopUp({
      requestId,
      merchantId: session.merchantId,
      blockchain: session.blockchain,
      address: made.address,
      reason: made.reason,
      amount: made.amount.toString(),
    }),
  )
}

/** What a paid wallet request adds to its ledger entry: the amount its transfer moved and its top-ups. */
export const paidWith = (built: BuiltRequest, topUps: TopUp[]): Pick<LedgerEntry, 'amount' | 'topUps'> => ({
  ...(built.transfer === undefined ? {} : { amount: built.transfer.toString() }),
  ...(topUps.length ? { topUps } : {}),
})
