import {
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonOptions,
} from './create-payment-button'
import { applePayMark } from './marks/apple-pay'
import { googlePayMark } from './marks/google-pay'
import { payPalMark } from './marks/paypal'
import type { BrandMark } from './marks/svg'
import { venmoMark } from './marks/venmo'
import type { PaymentButtonMethod } from './payment-button-url'
import { createWalletOverlay } from './wallet-overlay'

// Every brand's mark, imported, not loaded with import(): with esbuild's --splitting, a module that an
// import() needs and that a page reaches through core's index (as every page does) goes to a chunk of its
// own that the page fetches before it runs, even a page without a button. The four marks loaded that way
// put five such chunks (~1 KB) in front of every checkout page: the EVM page took 1.22-1.27x its floor's
// time to the checkout's request at 4x CPU with them, 1.04-1.17x without (docs/performance.md). To ship
// one brand's mark only, use `createPaymentButton` with that mark.
const MARKS: Record<PaymentButtonMethod, BrandMark> = {
  'apple-pay': applePayMark,
  'google-pay': googlePayMark,
  paypal: payPalMark,
  venmo: venmoMark,
}

/**
 * Embeds a one-tap wallet button (Apple Pay, Google Pay, PayPal, Venmo) served by the checkout at
 * `{base}/form/{blockchain}/{method}/{merchantId}`. The first subtotal is pinned in the URL and later ones
 * are posted as `updateSubtotal:` once the page has loaded, so changing the amount never reloads the
 * button. Messages are taken only from this button's own frame at the checkout origin, and everything it
 * posts (subtotals, the PayPal/Venmo identifier with the customer's email) goes to that exact origin.
 * Throws InvalidOptionError for bad options and WindowNotDefinedError where there is no window.
 */
export function mountPaymentButton(
  container: HTMLElement,
  options: PaymentButtonOptions,
): PaymentButtonHandle {
  return createPaymentButton(container, options, MARKS[options.method], createWalletOverlay)
}
