import { applePayMark } from '@portico/core'
import { forwardRef } from 'react'
import { PaymentButton, type PaymentButtonProps, type PaymentButtonRef } from './payment-button'

/** Props of `<ApplePayButton>`: the purchase props, `color` (`white` or `black`), and the callbacks. */
export type ApplePayButtonProps = PaymentButtonProps

/**
 * A Apple Pay button in your own layout. The first `subtotal` is in the button's URL; later ones are sent to
 * it without a reload. `onSuccess` fires once per payment, `onLoad` once per load, `onError` with a
 * PaymentButtonError.
 */
export const ApplePayButton = /* @__PURE__ */ forwardRef<PaymentButtonRef, ApplePayButtonProps>(
  function ApplePayButton(props, ref) {
    return <PaymentButton {...props} ref={ref} method="apple-pay" mark={applePayMark} />
  },
)
