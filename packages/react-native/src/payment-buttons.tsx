import type { CheckoutInfo, PaymentButtonMethod } from '@portico/core'
import { forwardRef } from 'react'
import { NativePaymentButton, type PaymentButtonProps } from './payment-button'
import type { NativeEmbedHandle } from './use-native-embed'

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

const brand = <P,>(method: PaymentButtonMethod, name: string) => {
  const component = forwardRef<NativeEmbedHandle, P>((props, ref) => (
    <NativePaymentButton {...(props as PaymentButtonProps)} method={method} ref={ref} />
  ))
  component.displayName = name
  return component
}

/** An Apple Pay button in a WebView. Ref: `reload()`, `status`. */
export const ApplePayButton = brand<ApplePayButtonProps>('apple-pay', 'ApplePayButton')
/** A Google Pay button in a WebView. */
export const GooglePayButton = brand<GooglePayButtonProps>('google-pay', 'GooglePayButton')
/** A PayPal button in a WebView; it knows the customer by `email`, `phoneNumber` or `token`. */
export const PayPalButton = brand<PayPalButtonProps>('paypal', 'PayPalButton')
/** A Venmo button in a WebView. */
export const VenmoButton = brand<VenmoButtonProps>('venmo', 'VenmoButton')
