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
 * `#loader` replaces the loader the checkout draws until it says it has loaded.
 */
export function checkoutComponent(name: string, kind: CheckoutKind, ownPage?: OwnPageLocator) {
  return defineComponent(
    (_props: Record<string, unknown>, { attrs, emit, slots }) => {
      const heightChangeId = useHeightChangeId()
      const container = ref<HTMLDivElement>()
      const { read: given } = useGivenOptions<MountCheckoutOptions>(attrs, emit, CHECKOUT_EMITS)
      const options = () => {
        const { options: o } = given()
        return {
          ...o,
          kind,
          heightChangeId: o.heightChangeId ?? o.useHeightChange ?? heightChangeId,
          // A `#loader` slot replaces the loader the checkout draws.
          ...(slots.loader ? { loader: false } : {}),
        }
      }
      // `credentialless` must be set before the iframe's first navigation: changing it needs a new iframe.
      const { status } = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
        options,
        (o) => createCheckout(container.value as HTMLDivElement, o, ownPage),
        { remake: (o) => o.credentialless, update: (checkout, o) => checkout.update(o) },
      )
      return () => {
        const { options: o, element } = given()
        // The checkout draws its own loader and keeps its height while loading. The `#loader` slot shows
        // over it while busy: from the server's HTML (no status yet) until `loaded`, and not once it
        // failed to load (`@error` says why).
        const busy = status.value !== 'loaded' && status.value !== 'error'
        // The height is reserved here too, so that the server's HTML keeps it before the checkout exists.
        const minHeight = busy ? `${o.minHeight ?? 400}px` : undefined
        const style = [{ position: 'relative', minHeight }, element.style]
        return h('div', { ...element, style, 'aria-busy': busy }, [
          h('div', { ref: container }),
          busy && slots.loader
            ? h(
                'div',
                {
                  role: 'status',
                  'aria-label': o.loaderLabel ?? 'Loading checkout',
                  style: { position: 'absolute', inset: 0, zIndex: 10 },
                },
                slots.loader(),
              )
            : null,
        ])
      }
    },
    { name, inheritAttrs: false, emits: [...CHECKOUT_EMITS] },
  )
}
