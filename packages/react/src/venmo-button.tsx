import { type CheckoutInfo, createWalletOverlay, venmoMark } from '@portico/core'
import { forwardRef } from 'react'
import { PaymentButton, type PaymentButtonProps, type PaymentButtonRef } from './payment-button'

/** Props of `<VenmoButton>`: the purchase props, `color`, where its approval sheet opens, and who pays. */
export type VenmoButtonProps = Omit<PaymentButtonProps, 'onSuccess'> & {
  /** Id of the element the approval sheet covers while open (e.g. your full-screen backdrop). */
  overlayId: string
  /** The customer approved and the payment went through: once per payment. */
  onApprove: (info: CheckoutInfo) => void
}

/**
 * A Venmo button in your own layout. It can be pressed once it knows the customer (`email`,
 * `phoneNumber` or a saved account `token`), which it sends to the checkout by message, never in the URL.
 * The approval sheet covers the `overlayId` element and comes back; amount changes never reload it.
 */
export const VenmoButton = /* @__PURE__ */ forwardRef<PaymentButtonRef, VenmoButtonProps>(
  function VenmoButton(props, ref) {
    return (
      <PaymentButton {...props} ref={ref} method="venmo" mark={venmoMark} overlay={createWalletOverlay} />
    )
  },
)
