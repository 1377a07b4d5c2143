import {
  CardFormError,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { defineComponent, ref } from 'vue'
import type { EmitsOf, PorticoComponent, WithoutEmits } from './component-types'
import { renderContainer, useEmbed, useGivenOptions } from './use-embed'

const EMITS = ['load', 'error', 'inputError', 'inputValid', 'heightChange', 'event'] as const

/** The emits of `<HostedCardForm>`: `@load`, `@error`, `@input-error`, `@input-valid`, `@height-change`, `@event`. */
export type HostedCardFormEmits = EmitsOf<HostedCardFormOptions, (typeof EMITS)[number]>

/** Props of `<HostedCardForm>`: the form's options (env, hosts and merchantId default to the provided ones). */
export type HostedCardFormProps = WithoutEmits<
  Omit<HostedCardFormOptions, 'merchantId'>,
  (typeof EMITS)[number]
> & {
  /** @default the provided merchantId */
  merchantId?: string | undefined
}

/**
 * What a template ref on `<HostedCardForm>` gives: `tokenize()`, and the form's handle (`status`,
 * `subscribe`, `reload()` e.g. after `@error`, `update(options)`, `destroy()`) for the component's life.
 */
export interface HostedCardFormExposed extends SurfaceHandle<HostedCardFormOptions, HostedCardFormStatus> {
  /** Tokenizes what the customer typed: `{ token, expMonth, expYear }`, or a CardFormError. */
  tokenize(): Promise<HostedCardToken>
  /** `loading` until the form has loaded (and while it is made), `destroyed` after unmount. */
  readonly status: HostedCardFormStatus
}

/**
 * The checkout's hosted card form (card number, expiry and CVV; `variant="card-number"` without the CVV;
 * `variant="cvv"` for a saved card's `token`), tokenized with `formRef.value.tokenize()`. No vendor script
 * on your page. Made on mount; core decides what new options mean, and listeners never reload it.
 */
export const HostedCardForm = defineComponent(
  (_props: Record<string, unknown>, { attrs, emit, expose }) => {
    const container = ref<HTMLDivElement>()
    const { read: given } = useGivenOptions<HostedCardFormOptions>(attrs, emit, EMITS)
    const { surface, handle } = useEmbed<HostedCardFormOptions, HostedCardFormHandle, HostedCardFormStatus>(
      () => given().options,
      (o) => mountHostedCardForm(container.value as HTMLDivElement, o),
    )
    // The handle with tokenize(): its status getter stays live.
    const exposed: HostedCardFormExposed = Object.create(handle, {
      tokenize: { value: () => surface.value?.tokenize() ?? Promise.reject(new CardFormError('not-loaded')) },
    })
    expose(exposed)
    return renderContainer(given, container)
  },
  { name: 'HostedCardForm', inheritAttrs: false, emits: [...EMITS] },
) as unknown as PorticoComponent<HostedCardFormProps, HostedCardFormEmits>
