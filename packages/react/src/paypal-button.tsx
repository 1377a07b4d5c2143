import { type CheckoutInfo, createWalletOverlay, payPalMark } from '@portico/core'
import { forwardRef } from 'react'
import { PaymentButton, type PaymentButtonProps, type PaymentButtonRef } from './payment-button'

/** Props of `<PayPalButton>`: the purchase props, `color`, where its approval sheet opens, and who pays. */
export type PayPalButtonProps = Omit<PaymentButtonProps, 'onSuccess'> & {
  /** Id of the element the approval sheet covers while open (e.g. your full-screen backdrop). */
  overlayId: string
  /** The customer approved and the payment went through: once per payment. */
  onApprove: (info: CheckoutInfo) => void
}

/**
 * A PayPal button in your own layout. It can be pressed once it knows the customer (`email`,
 * `phoneNumber` or a saved account `token`), which it sends to the checkout by message, never in the URL.
 * The approval sheet covers the `overlayId` element and comes back; amount changes never reload it.
 */
export const PayPalButton = /* @__PURE__ */ forwardRef<PaymentButtonRef, PayPalButtonProps>(
  function PayPalButton(props, ref) {
    return (
      <PaymentButton {...props} ref={ref} method="paypal" mark={payPalMark} overlay={createWalletOverlay} />
    )
  },
)
