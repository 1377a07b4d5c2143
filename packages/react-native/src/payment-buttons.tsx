import type { CheckoutInfo, PaymentButtonMethod } from '@portico/core'
import { NativePaymentButton, type NativePaymentButtonProps, type PaymentButtonProps } from './payment-button'
import type { NativeEmbedHandle } from './use-native-embed'
import { withFixedProps } from './with-fixed-props'

/** Props of `<ApplePayButton>`. */
export type ApplePayButtonProps = PaymentButtonProps
/** Props of `<GooglePayButton>`. */
export type GooglePayButtonProps = PaymentButtonProps
/** Props of `<PayPalButton>`: the customer approved and paid → `onApprove`, once per payment. */
export type PayPalButtonProps = Omit<PaymentButtonProps, 'onSuccess'> & {
  onApprove: (info: CheckoutInfo) => void
}
/** Props of `<VenmoButton>`. */
export type VenmoButtonProps = PayPalButtonProps

const brand = <P,>(method: PaymentButtonMethod, name: string) =>
  withFixedProps<P, NativeEmbedHandle, NativePaymentButtonProps>(NativePaymentButton, { method }, name)

/** An Apple Pay button in a WebView. Ref: `reload()`, `status`. */
export const ApplePayButton = brand<ApplePayButtonProps>('apple-pay', 'ApplePayButton')
/** A Google Pay button in a WebView. */
export const GooglePayButton = brand<GooglePayButtonProps>('google-pay', 'GooglePayButton')
/** A PayPal button in a WebView; it knows the customer by `email`, `phoneNumber` or `token`. */
export const PayPalButton = brand<PayPalButtonProps>('paypal', 'PayPalButton')
/** A Venmo button in a WebView. */
export const VenmoButton = brand<VenmoButtonProps>('venmo', 'VenmoButton')
