import {
  type CheckoutHandle,
  type CheckoutKind,
  type CheckoutStatus,
  createCheckout,
  type MountCheckoutOptions,
  type OwnPageLocator,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import type { CheckoutBaseProps } from './checkout-props'
import { sameData } from './same-data'
import { useCoreObjectIn } from './use-core-object'
import { useHeightChangeId } from './use-height-change-id'
import { usePortico } from './use-portico'

/**
 * The one component behind Purchase, Withdraw, the histories, the bank link and the payment intent (those
 * two pass their page's locator as `ownPage`, so other pages ship none of it). The core checkout
 * is made after commit (so never on the server) and destroyed on unmount; new props reach it without
 * rebinding anything, and the iframe reloads only when the URL really changes.
 */
export function Checkout({
  kind,
  ownPage,
  ...props
}: CheckoutBaseProps & { kind: CheckoutKind; ownPage?: OwnPageLocator }) {
  const config = usePortico()
  const heightChangeId = useHeightChangeId()
  const { className, style, loader, ...rest } = props
  const given: Record<string, unknown> = {
    ...rest,
    kind,
    heightChangeId: rest.heightChangeId ?? rest.useHeightChange ?? heightChangeId,
  }
  // The provider's env, merchantId, plugins and hosts where the props give none.
  for (const key in config) given[key] ??= config[key as keyof typeof config]
  const options = given as unknown as MountCheckoutOptions
  // The options object the core checkout holds: it keeps the very object it was given, and reads callbacks
  // and the wallet from it when the checkout calls.
  const held = useRef(options)
  // Inline props give new objects and callbacks on every render. While the data stays the same (callbacks
  // aside, the wallet by its data), the held object takes the new callbacks and wallet in place: no effect
  // runs and no URL is built (update() compresses structured values), so a parent re-rendering a thousand
  // times costs about what it costs with a bare iframe. Done while rendering, as an effect after every
  // commit would cost more than all the rest; a render React throws away can only leave callbacks of the
  // same data behind, and the next render puts the latest in. New data is a new object, which update()
  // gets after commit and reloads the iframe for when the URL changes.
  if (sameData(options, held.current)) Object.assign(held.current, options)
  else held.current = options
  // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
  const [checkout, status, attach] = useCoreObjectIn<CheckoutStatus, CheckoutHandle, HTMLDivElement>(
    (container) => createCheckout(container, held.current, ownPage),
    [options.credentialless],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object is new data
  useEffect(() => checkout?.update(held.current), [checkout, held.current])

  const loaded = status === 'loaded'
  return (
    <div
      className={className}
      aria-busy={!loaded}
      style={{
        position: 'relative',
        // 400 px kept for a checkout that has not loaded yet when no `minHeight` is given.
        minHeight: loaded ? undefined : (rest.minHeight ?? 400),
        ...style,
      }}
    >
      <div ref={attach} />
      {!loaded && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            background: loader === undefined ? (rest.loaderBackground ?? '#f2f2f2') : undefined,
          }}
        >
          {loader}
        </div>
      )}
    </div>
  )
}
