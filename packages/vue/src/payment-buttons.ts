import { applePayMark, createWalletOverlay, googlePayMark, payPalMark, venmoMark } from '@portico/core'
import { paymentButton } from './payment-button'

/**
 * An Apple Pay button in your own layout. The first `subtotal` is in the button's URL; later ones are sent
 * to it without a reload. `@success` fires once per payment, `@load` once, `@error` with a PaymentButtonError.
 */
export const ApplePayButton = paymentButton('ApplePayButton', 'apple-pay', applePayMark)

/** A Google Pay button in your own layout; amount changes are posted, never reloaded. */
export const GooglePayButton = paymentButton('GooglePayButton', 'google-pay', googlePayMark)

/**
 * A PayPal button in your own layout. It can be pressed once it knows the customer (`email`, `phoneNumber`
 * or a saved account `token`), sent by message; its approval sheet covers the `overlay-id` element and
 * `@approve` fires once per payment.
 */
export const PayPalButton = paymentButton('PayPalButton', 'paypal', payPalMark, createWalletOverlay)

/** A Venmo button in your own layout, like `<PayPalButton>`: `overlay-id`, the customer, `@approve`. */
export const VenmoButton = paymentButton('VenmoButton', 'venmo', venmoMark, createWalletOverlay)
