import type { Subtotal } from '../checkout/checkout-types'
import { resolvePlugin } from '../plugins/plugin'
import type { PaymentButtonOptions } from './payment-button-types'
import { type PaymentButtonMethod, paymentButtonUrl } from './payment-button-url'

/** Each method's name, as the iframe's title and the errors say it. */
export const BUTTON_NAMES: Record<PaymentButtonMethod, string> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
}
/** The button's URL for `o` pinned at `subtotal`, with the wallet's address as `pubkey`. */
export function pinnedButtonUrl(o: PaymentButtonOptions, subtotal: Subtotal | undefined, id: string): string {
  const wallet = o.method === 'paypal' || o.method === 'venmo'
  const pubkey =
    o.pubkey ??
    (o.wallet == null
      ? undefined
      : resolvePlugin(o.blockchain ?? 'solana', o.plugins).walletAddress(o.wallet))
  return paymentButtonUrl({
    ...o,
    subtotal,
    pubkey,
    heightChangeId: id,
    ...(wallet && { token: undefined, amount: undefined }),
  })
}
