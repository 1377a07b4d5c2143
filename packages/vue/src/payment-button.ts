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
import { defineComponent, ref } from 'vue'
import type { EmitsOf, PorticoComponent, WithoutEmits } from './component-types'
import { renderContainer, useEmbed, useGivenOptions } from './use-embed'

const EMITS = [
  'load',
  'success',
  'approve',
  'authDeclined',
  'error',
  'heightChange',
  'overlay',
  'event',
] as const

/**
 * What a template ref on a payment button exposes: its `status` (watch it with `subscribe`), `reload()`
 * (e.g. after a CheckoutLoadError), `update(options)` and `destroy()`, for the component's whole life.
 */
export type PaymentButtonExposed = SurfaceHandle<PaymentButtonOptions, PaymentButtonStatus>

/** The emits of a payment button: `@success` (`@approve` on PayPal and Venmo), `@load`, `@error`, …. */
export type PaymentButtonEmits = EmitsOf<PaymentButtonOptions, (typeof EMITS)[number]>

/**
 * Props every payment button takes: the purchase options (env, hosts, merchantId, plugins, nonce and debug
 * default to the provided ones).
 */
export type PaymentButtonProps = WithoutEmits<
  Omit<PaymentButtonOptions, 'method' | 'mark' | 'merchantId'>,
  (typeof EMITS)[number]
> & {
  /** @default the provided merchantId */
  merchantId?: string | undefined
}

/**
 * The payment button of `method` drawn with `mark`, behind the four brand buttons. It is made once on
 * mount; core decides what new props mean (a new subtotal is posted, never reloaded; listeners are always
 * the latest). A template ref exposes the button's handle (`status`, `reload()`, …).
 */
export function paymentButton(
  name: string,
  method: PaymentButtonMethod,
  mark: BrandMark,
  overlay?: WalletOverlayFactory,
) {
  return defineComponent(
    (_props: Record<string, unknown>, { attrs, emit, expose }) => {
      const container = ref<HTMLDivElement>()
      const { read: given } = useGivenOptions<PaymentButtonOptions>(attrs, emit, EMITS)
      const { handle } = useEmbed<PaymentButtonOptions, PaymentButtonHandle, PaymentButtonStatus>(
        () => ({ ...given().options, method }),
        (o) => createPaymentButton(container.value as HTMLDivElement, o, mark, overlay),
      )
      expose(handle)
      return renderContainer(given, container)
    },
    { name, inheritAttrs: false, emits: [...EMITS] },
  ) as unknown as PorticoComponent<PaymentButtonProps, PaymentButtonEmits>
}
