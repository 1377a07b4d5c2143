import { googlePayMark } from '@portico/core'
import { forwardRef } from 'react'
import { PaymentButton, type PaymentButtonProps, type PaymentButtonRef } from './payment-button'

/** Props of `<GooglePayButton>`: the purchase props, `color` (`white` or `black`), and the callbacks. */
export type GooglePayButtonProps = PaymentButtonProps

/**
 * A Google Pay button in your own layout. The first `subtotal` is in the button's URL; later ones are sent to
 * it without a reload. `onSuccess` fires once per payment, `onLoad` once per load, `onError` with a
 * PaymentButtonError.
 */
export const GooglePayButton = /* @__PURE__ */ forwardRef<PaymentButtonRef, GooglePayButtonProps>(
  function GooglePayButton(props, ref) {
    return <PaymentButton {...props} ref={ref} method="google-pay" mark={googlePayMark} />
  },
)
