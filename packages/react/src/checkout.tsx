import {
  type CheckoutHandle,
  type CheckoutKind,
  type CheckoutStatus,
  createCheckout,
  type MountCheckoutOptions,
  type OwnPageLocator,
} from '@portico/core'
import type { CheckoutBaseProps } from './checkout-props'
import { useCssomStyle } from './use-cssom-style'
import { useEmbed, useProvided } from './use-embed'
import { useHeightChangeId } from './use-height-change-id'

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
  const heightChangeId = useHeightChangeId()
  const { className, style, loader, ...rest } = useProvided(props)
  const options = {
    ...rest,
    kind,
    heightChangeId: rest.heightChangeId ?? rest.useHeightChange ?? heightChangeId,
    // A loader of the merchant's own (even `null`: none at all) replaces the one the checkout draws.
    ...(loader === undefined ? {} : { loader: false }),
  } as MountCheckoutOptions
  // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
  const [, status, attach] = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
    options,
    (o, element) => createCheckout(element as HTMLElement, o, ownPage),
    { remake: [options.credentialless], update: (checkout, o) => checkout.update(o) },
  )

  // The checkout draws its own loader and keeps its height while loading. A loader of the merchant's shows
  // over it while busy: from the server's HTML (no status yet) until `loaded`, and not once it failed to
  // load (`onError` says why).
  const busy = status !== 'loaded' && status !== 'error'
  // Styled through the CSSOM, not `style` attributes: server-rendered HTML then passes a strict policy.
  const box = useCssomStyle({ position: 'relative', ...style })
  const cover = useCssomStyle({ position: 'absolute', inset: 0, zIndex: 10 })
  return (
    <div ref={box} className={className} aria-busy={busy}>
      <div ref={attach} />
      {busy && loader != null && (
        <div ref={cover} role="status" aria-label={rest.loaderLabel ?? 'Loading checkout'}>
          {loader}
        </div>
      )}
    </div>
  )
}
