import {
  type BrandMark,
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
  type WalletOverlayFactory,
} from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { useBox } from './use-box'
import { useEmbed, useProvided } from './use-embed'

/**
 * What a `ref` on a payment button gives: its `status` (watch it with `subscribe`), `reload()` (e.g. after
 * a CheckoutLoadError), `update(options)` and `destroy()`, for the component's whole life.
 */
export type PaymentButtonRef = SurfaceHandle<PaymentButtonOptions, PaymentButtonStatus>

/**
 * Props every payment button takes: the purchase options and callbacks (env, hosts, merchantId, plugins,
 * nonce, onEvent and debug default to the provider's).
 */
export type PaymentButtonProps = Omit<
  PaymentButtonOptions,
  'method' | 'mark' | 'merchantId' | 'overlayId' | 'onApprove'
> & {
  /** @default the provider's merchantId */
  merchantId?: string | undefined
  /** Class of the element that holds the button. */
  className?: string | undefined
  /**
   * Style of that element (give it the button's height: the button fills it until its page sizes it). In
   * the server's HTML it is the element's `style` attribute, or under the provider's `nonce` a rule in a
   * `<style nonce>` element (a policy that allows styles by nonce refuses the attribute).
   */
  style?: CSSProperties | undefined
}

/** What the brand buttons pass to the shared one: which wallet, its mark, and PayPal's and Venmo's sheet. */
interface Brand {
  method: PaymentButtonMethod
  mark: BrandMark
  overlay?: WalletOverlayFactory | undefined
}

/**
 * A payment button of `method` drawn with `mark`, shared by the brand buttons. The button is made once after
 * commit; core decides what new props mean (a new subtotal is posted, never reloaded; callbacks are always
 * the latest), and the `ref` is the button's handle.
 */
export const PaymentButton = /* @__PURE__ */ forwardRef<
  PaymentButtonRef,
  PaymentButtonProps & Partial<PaymentButtonOptions> & Brand
>(function PaymentButton(props, ref) {
  const { className, style, mark, overlay, ...rest } = useProvided(props)
  const { handle, attach } = useEmbed<PaymentButtonOptions, PaymentButtonHandle, PaymentButtonStatus>(
    rest as PaymentButtonOptions,
    (o, element) => createPaymentButton(element as HTMLElement, o, mark, overlay),
  )
  useImperativeHandle(ref, () => handle, [handle])
  const box = useBox(style ?? {}, rest.nonce, className)
  return (
    <>
      {box.sheet}
      <div ref={attach} {...box.props} />
    </>
  )
})
