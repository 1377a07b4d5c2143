import type { Frame, Response } from 'playwright-core'
import type { DeclineInfo } from '../card/outcome'
import type { LedgerEntry } from '../ledger/ledger'
import { checkoutPage } from './checkout-page'
import { HelperError } from './helper-error'
import { paymentOf } from './ledger'
import { DEFAULT_TIMEOUT_MS, typedTimeouts } from './until'

/** Options of `payByCard`: the card typed into the checkout and the answer to a 3-D Secure challenge. */
export interface PayByCardOptions {
  /** A test card of the emulator's README, spaces allowed. @default '4242 4242 4242 4242' (succeeds) */
  number?: string
  /** `MM/YY`. @default the page's prefilled 12/34 */
  expiry?: string
  /** @default the page's prefilled 123 */
  cvv?: string
  /** What to press when the card gets a 3-D Secure challenge. @default 'approve' */
  threeDs?: 'approve' | 'fail'
  /** @default 30000 */
  timeout?: number
}

/** How a card payment ended: paid, or declined (a value, as the merchant page gets it in `onAuthDeclined`). */
export type CardPaymentOutcome =
  | { status: 'paid'; paymentId: string; payment: LedgerEntry; challenged: boolean }
  | { status: 'declined'; info: DeclineInfo; challenged: boolean }

type CardAnswer =
  | { status: 'success'; info: { paymentId: string } }
  | { status: 'authDeclined'; info: DeclineInfo }
  | { status: 'challenge'; challengeId: string }

async function answerOf(response: Response): Promise<CardAnswer> {
  const body = (await response.json().catch(() => ({}))) as CardAnswer & { error?: string }
  if (!response.ok)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `the checkout refused the card (${response.status})`, {
      details: body.error ?? 'no reason given',
    })
  return body
}

/**
 * Types a card into an emulator purchase checkout and presses "Pay by card"; approves or fails the 3-D
 * Secure challenge when the card gets one. Resolves to the outcome (a decline is an outcome, not an
 * error); rejects with EMULATOR_CHECKOUT_FAILED when the checkout refuses the card itself (an invalid
 * number, a page already paid) and with EMULATOR_CHECKOUT_TIMEOUT when nothing answers.
 */
export function payByCard(checkout: Frame, options: PayByCardOptions = {}): Promise<CardPaymentOutcome> {
  return typedTimeouts('card payment outcome', () => charge(checkout, options))
}

async function charge(checkout: Frame, options: PayByCardOptions): Promise<CardPaymentOutcome> {
  const {
    number = '4242 4242 4242 4242',
    expiry,
    cvv,
    threeDs = 'approve',
    timeout = DEFAULT_TIMEOUT_MS,
  } = options
  const page = await checkoutPage(checkout)
  if (page.kind !== 'purchase')
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `a ${page.kind} page takes no card`)
  const tab = checkout.page()
  // The checkout's own calls say exactly how the card fared, where its error line would not tell a decline
  // from a failure.
  const answered = (path: string) =>
    tab.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url() === new URL(path, page.origin).href,
      { timeout },
    )
  await checkout.getByTestId('card-number').fill(number, { timeout })
  if (expiry !== undefined) await checkout.getByTestId('card-expiry').fill(expiry, { timeout })
  if (cvv !== undefined) await checkout.getByTestId('card-cvv').fill(cvv, { timeout })
  const charged = answered(`/emulator/sessions/${page.sessionId}/card`)
  await checkout.getByTestId('pay-card').click({ timeout })
  let answer = await answerOf(await charged)
  const challenged = answer.status === 'challenge'
  if (answer.status === 'challenge') {
    const decided = answered(`/emulator/card/challenges/${answer.challengeId}`)
    await checkout
      .getByTestId(threeDs === 'approve' ? 'three-ds-approve' : 'three-ds-fail')
      .click({ timeout })
    answer = await answerOf(await decided)
  }
  if (answer.status === 'authDeclined') return { status: 'declined', info: answer.info, challenged }
  if (answer.status !== 'success')
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `the checkout answered ${String(answer.status)}`)
  const { paymentId } = answer.info
  return { status: 'paid', paymentId, payment: await paymentOf(page.origin, paymentId), challenged }
}
