import type { LedgerEntry, LedgerFilter, TopUp } from '../ledger/ledger'
import { HelperError } from './helper-error'

/** What the emulator's ledger holds for this run. */
export interface Ledger {
  /** Purchases and withdrawals, oldest first. */
  payments: LedgerEntry[]
  /** Balances the emulator added on its local chains so that requests could be paid. */
  topUps: TopUp[]
}

/**
 * The payments and top-ups of an emulator run, read over HTTP from its checkout origin
 * (`GET {checkoutOrigin}/emulator/ledger`): for a test that does not hold the emulator's handle, e.g. one
 * against `npx portico-emulator`. With the handle, `emulator.payments()` and `emulator.topUps()` say the same.
 */
export async function readLedger(checkoutOrigin: string, filter: LedgerFilter = {}): Promise<Ledger> {
  const response = await askLedger(checkoutOrigin, filter, 'GET')
  const body = (await response.json().catch(() => ({}))) as Partial<Ledger> & { error?: string }
  if (!response.ok || !body.payments || !body.topUps)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `the emulator's ledger answered ${response.status}`, {
      details: body.error ?? 'no ledger in the answer',
    })
  return { payments: body.payments, topUps: body.topUps }
}

// `{method} {checkoutOrigin}/emulator/ledger?{filter}`; an emulator that does not answer is a HelperError.
async function askLedger(checkoutOrigin: string, filter: LedgerFilter, method: 'GET' | 'DELETE') {
  const url = new URL('/emulator/ledger', checkoutOrigin)
  if (filter.merchantId !== undefined) url.searchParams.set('merchantId', filter.merchantId)
  if (filter.kind !== undefined) url.searchParams.set('kind', filter.kind)
  try {
    return await fetch(url, { method })
  } catch (cause) {
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `the emulator at ${checkoutOrigin} does not answer`, {
      cause,
    })
  }
}

/** The ledger entry of one payment, read from the emulator at `checkoutOrigin`. */
export async function paymentOf(checkoutOrigin: string, paymentId: string): Promise<LedgerEntry> {
  const found = (await readLedger(checkoutOrigin)).payments.find((p) => p.paymentId === paymentId)
  if (!found)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `payment ${paymentId} is not in the emulator's ledger`)
  return found
}

/**
 * Forgets the payments and top-ups of the emulator at `checkoutOrigin` (only a merchant's, with
 * `merchantId`): `DELETE {checkoutOrigin}/emulator/ledger`, for tests sharing one running emulator.
 */
export async function resetLedger(
  checkoutOrigin: string,
  filter: { merchantId?: string } = {},
): Promise<void> {
  const response = await askLedger(checkoutOrigin, filter, 'DELETE')
  if (!response.ok)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `the emulator's ledger answered ${response.status}`)
}
