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
import { useBox } from './use-box'
import { useEmbed, useGivenOptions, useHeightChangeId } from './use-embed'

/** The height kept for a checkout until it loads, in px, when the merchant gives no `min-height`. */
const RESERVED = 400

/**
 * The one component behind every checkout page (bank link and payment intent pass their page's locator as
 * `ownPage`, so other pages ship none of it). The core checkout is made on mount (so never on a server)
 * and destroyed on unmount; core decides what new props mean. A template ref exposes the checkout's
 * handle (`status`, `subscribe`, `reload()`, `update()`, `destroy()`). `#loader` replaces the loader the
 * checkout draws until it says it has loaded.
 */
export function checkoutComponent(name: string, kind: CheckoutKind, ownPage?: OwnPageLocator) {
  return defineComponent(
    (_props: Record<string, unknown>, { attrs, emit, slots, expose }) => {
      const heightChangeId = useHeightChangeId()
      const container = ref<HTMLDivElement>()
      const reserveBox = useBox()
      const coverBox = useBox()
      const { read: given } = useGivenOptions<MountCheckoutOptions>(attrs, emit, CHECKOUT_EMITS)
      const options = () => {
        const { options: o } = given()
        return {
          ...o,
          kind,
          heightChangeId: o.heightChangeId ?? heightChangeId,
          // A `#loader` slot replaces the loader the checkout draws.
          ...(slots.loader ? { loader: false } : {}),
        }
      }
      const { status, handle } = useEmbed<MountCheckoutOptions, CheckoutHandle, CheckoutStatus>(
        options,
        (o) => createCheckout(container.value as HTMLDivElement, o, ownPage),
      )
      expose(handle)
      return () => {
        const { options: o, element } = given()
        // The checkout draws its own loader and keeps its height while loading. The `#loader` slot shows
        // over it while busy: from the server's HTML (no status yet) until `loaded`, and not once it
        // failed to load (`@error` says why). The height is reserved in the server's HTML too.
        const busy = status.value !== 'loaded' && status.value !== 'error'
        const minHeight = busy ? `${o.minHeight ?? RESERVED}px` : undefined
        const reserve = reserveBox({ position: 'relative', minHeight }, o.nonce)
        const cover = coverBox({ position: 'absolute', inset: 0, zIndex: 10 }, o.nonce)
        return h(
          'div',
          {
            ...element,
            // Only what is there: an empty `style` would still be an attribute a strict policy refuses.
            ...((element.class ?? reserve.attrs.class) !== undefined && {
              class: [element.class, reserve.attrs.class],
            }),
            ...((element.style ?? reserve.attrs.style) !== undefined && {
              style: [reserve.attrs.style, element.style],
            }),
            'aria-busy': busy,
          },
          [
            reserve.sheet,
            h('div', { ref: container }),
            busy && slots.loader
              ? h(
                  'div',
                  {
                    role: 'status',
                    'aria-label': o.loaderLabel ?? 'Loading checkout',
                    ...cover.attrs,
                  },
                  [cover.sheet, slots.loader()],
                )
              : null,
          ],
        )
      }
    },
    { name, inheritAttrs: false, emits: [...CHECKOUT_EMITS] },
  )
}
