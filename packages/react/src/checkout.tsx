import {
  type CheckoutHandle,
  type CheckoutKind,
  type CheckoutStatus,
  createCheckout,
  type MountCheckoutOptions,
  type OwnPageLocator,
} from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { forwardRef, useImperativeHandle } from 'react'
import type { CheckoutBaseProps } from './checkout-props'
import { useBox } from './use-box'
import { useEmbed, useProvided } from './use-embed'
import { useHeightChangeId } from './use-height-change-id'

/**
 * What a `ref` on a checkout component gives: its `status` (watch it with `subscribe`), `reload()` (e.g.
 * after `onError`), `update(options)` and `destroy()`, for the component's whole life.
 */
export type CheckoutRef = SurfaceHandle<MountCheckoutOptions, CheckoutStatus>

/** The height kept for a checkout until it loads, in px, when the merchant gives no `minHeight`. */
const RESERVED = 400

/**
 * The one component behind Purchase, Withdraw, the histories, the bank link and the payment intent (those
 * two pass their page's locator as `ownPage`, so other pages ship none of it). The core checkout
 * is made after commit (so never on the server) and destroyed on unmount; core decides what new props mean.
 */
export const Checkout = /* @__PURE__ */ forwardRef<
  CheckoutRef,
  CheckoutBaseProps & { kind: CheckoutKind; ownPage?: OwnPageLocator | undefined }
>(function Checkout({ kind, ownPage, ...props }, ref) {
  const heightChangeId = useHeightChangeId()
  const { className, style, loader, ...rest } = useProvided(props)
  const options = {
    ...rest,
    kind,
    heightChangeId: rest.heightChangeId ?? heightChangeId,
    // A loader of the merchant's own (even `null`: none at all) replaces the one the checkout draws.
    ...(loader === undefined ? {} : { loader: false }),
  } as MountCheckoutOptions
  const { handle, status, attach } = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
    options,
    (o, element) => createCheckout(element as HTMLElement, o, ownPage),
  )
  useImperativeHandle(ref, () => handle, [handle])

  // The checkout draws its own loader and keeps its height while loading. A loader of the merchant's shows
  // over it while busy: from the server's HTML (no status yet) until `loaded`, and not once it failed to
  // load (`onError` says why). The height is reserved in the server's HTML too: no jump when it mounts.
  const busy = status !== 'loaded' && status !== 'error'
  const minHeight = busy ? (rest.minHeight ?? RESERVED) : undefined
  const box = useBox({ position: 'relative', minHeight, ...style }, rest.nonce, className)
  const cover = useBox({ position: 'absolute', inset: 0, zIndex: 10 }, rest.nonce)
  return (
    <div {...box.props} aria-busy={busy}>
      {box.sheet}
      <div ref={attach} />
      {busy && loader != null && (
        <div {...cover.props} role="status" aria-label={rest.loaderLabel ?? 'Loading checkout'}>
          {cover.sheet}
          {loader}
        </div>
      )}
    </div>
  )
})
