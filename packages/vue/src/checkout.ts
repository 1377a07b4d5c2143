import {
  type CheckoutHandle,
  type CheckoutKind,
  type CheckoutStatus,
  createCheckout,
  type MountCheckoutOptions,
  type OwnPageLocator,
} from '@portico/core'
import { defineComponent, h, ref } from 'vue'
import { CHECKOUT_EMITS } from './checkout-props'
import { useEmbed, useGivenOptions, useHeightChangeId } from './use-embed'

/**
 * The one component behind every checkout page (bank link and payment intent pass their page's locator as
 * `ownPage`, so other pages ship none of it). The core checkout is made on mount (so never on a server)
 * and destroyed on unmount; new props reach it through `update()`, which reloads only for a new URL.
 * `#loader` replaces the skeleton shown until the checkout says it has loaded.
 */
export function checkoutComponent(name: string, kind: CheckoutKind, ownPage?: OwnPageLocator) {
  return defineComponent(
    (_props: Record<string, unknown>, { attrs, emit, slots }) => {
      const heightChangeId = useHeightChangeId()
      const container = ref<HTMLDivElement>()
      const { read: given } = useGivenOptions<MountCheckoutOptions>(attrs, emit, CHECKOUT_EMITS)
      const options = () => {
        const { options: o } = given()
        return { ...o, kind, heightChangeId: o.heightChangeId ?? o.useHeightChange ?? heightChangeId }
      }
      // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
      const { status } = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
        options,
        (o) => createCheckout(container.value as HTMLDivElement, o, ownPage),
        { remake: (o) => o.credentialless, update: (checkout, o) => checkout.update(o) },
      )
      return () => {
        const { options: o, element } = given()
        const loaded = status.value === 'loaded'
        // 400 px kept for a checkout that has not loaded yet when no `minHeight` is given.
        const minHeight = loaded ? undefined : `${o.minHeight ?? 400}px`
        return h(
          'div',
          {
            ...element,
            style: [{ position: 'relative', minHeight }, element.style],
            'aria-busy': !loaded,
          },
          [
            h('div', { ref: container }),
            loaded
              ? null
              : h(
                  'div',
                  {
                    style: {
                      position: 'absolute',
                      inset: 0,
                      background: slots.loader ? undefined : (o.loaderBackground ?? '#f2f2f2'),
                    },
                  },
                  slots.loader?.(),
                ),
          ],
        )
      }
    },
    { name, inheritAttrs: false, emits: [...CHECKOUT_EMITS] },
  )
}
