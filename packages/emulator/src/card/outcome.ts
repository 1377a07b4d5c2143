import { formatTotal, type Total } from '../query/total'

/**
 * The `authDeclined` info the checkout posts: what went wrong, what to do, and the total declined as the
 * customer reads it (a display string such as `$19.99`, as the anchor kit's `AuthDeclinedWalletCallInfo`).
 */
export interface DeclineInfo {
  title: string
  code: string
  action: string
  message: string
  total: string
}

const displayTotal = (total: Total | undefined) => (total ? formatTotal(total) : '')

/** The decline of a card the issuer refuses (test card 4000 0000 0000 0002). */
export function cardDeclined(total: Total | undefined): DeclineInfo {
  return {
    title: 'Card declined',
    code: 'card_declined',
    action: 'Try another card or another payment method.',
    message: 'Your card was declined by its issuer.',
    total: displayTotal(total),
  }
}

/** The decline of a payment whose 3-D Secure challenge failed. */
export function challengeFailed(total: Total | undefined): DeclineInfo {
  return {
    title: 'Authentication failed',
    code: 'three_ds_failed',
    action: 'Try again, or use another card.',
    message: 'Your bank could not confirm this payment (3-D Secure).',
    total: displayTotal(total),
  }
}
