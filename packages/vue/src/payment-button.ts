import {
  type BrandMark,
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
} from '@portico/core'
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
 * mount; new data goes to `update()`, which posts a new subtotal instead of reloading, and listeners are
 * always the latest, so amount changes never reload it.
 */
export function paymentButton(name: string, method: PaymentButtonMethod, mark: BrandMark) {
  return defineComponent(
    (_props: Record<string, unknown>, { attrs, emit }) => {
      const container = ref<HTMLDivElement>()
      const { read: given } = useGivenOptions<PaymentButtonOptions>(attrs, emit, EMITS)
      useEmbed<PaymentButtonOptions, PaymentButtonHandle, PaymentButtonStatus>(
        () => ({ ...given().options, method }),
        (o) => createPaymentButton(container.value as HTMLDivElement, o, mark),
        { remake: () => method, update: (button, o) => button.update(o) },
      )
      return renderContainer(given, container)
    },
    { name, inheritAttrs: false, emits: [...EMITS] },
  ) as unknown as PorticoComponent<PaymentButtonProps, PaymentButtonEmits>
}
