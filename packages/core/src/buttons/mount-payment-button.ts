import {
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonOptions,
} from './create-payment-button'
import type { BrandMark } from './marks/svg'
import type { PaymentButtonMethod } from './payment-button-url'

// Each mark is its own module, loaded when its button is mounted (a code-splitting bundler makes each a
// chunk of its own). To ship one brand's mark only, pass it as `mark`, or use `createPaymentButton`.
const MARKS: Record<PaymentButtonMethod, () => Promise<BrandMark>> = {
  'apple-pay': () => import('./marks/apple-pay').then((m) => m.applePayMark),
  'google-pay': () => import('./marks/google-pay').then((m) => m.googlePayMark),
  paypal: () => import('./marks/paypal').then((m) => m.payPalMark),
  venmo: () => import('./marks/venmo').then((m) => m.venmoMark),
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
  return createPaymentButton(container, options, options.mark ?? MARKS[options.method]?.())
}
