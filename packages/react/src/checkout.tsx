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
  } as MountCheckoutOptions
  // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
  const [, status, attach] = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
    options,
    (o, element) => createCheckout(element as HTMLElement, o, ownPage),
    { remake: [options.credentialless], update: (checkout, o) => checkout.update(o) },
  )

  const loaded = status === 'loaded'
  // A checkout that did not load (status `error`) stops its loader: `onError` says what happened.
  const waiting = !loaded && status !== 'error'
  // Styled through the CSSOM, not `style` attributes: server-rendered HTML then passes a strict policy.
  const box = useCssomStyle({
    position: 'relative',
    // 400 px kept for a checkout that has not loaded yet when no `minHeight` is given.
    minHeight: loaded ? undefined : (rest.minHeight ?? 400),
    ...style,
  })
  const skeleton = useCssomStyle({
    position: 'absolute',
    inset: 0,
    background: loader === undefined ? (rest.loaderBackground ?? '#f2f2f2') : undefined,
  })
  return (
    <div ref={box} className={className} aria-busy={waiting}>
      <div ref={attach} />
      {waiting && <div ref={skeleton}>{loader}</div>}
    </div>
  )
}
