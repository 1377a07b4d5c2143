import {
  CardFormError,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from '@portico/core'
import { defineComponent, ref } from 'vue'
import type { EmitsOf, PorticoComponent, WithoutEmits } from './component-types'
import { renderContainer, useEmbed, useGivenOptions } from './use-embed'

const EMITS = ['load', 'inputError', 'inputValid', 'heightChange', 'event'] as const

/** The emits of `<HostedCardForm>`: `@load`, `@input-error`, `@input-valid`, `@height-change`, `@event`. */
export type HostedCardFormEmits = EmitsOf<HostedCardFormOptions, (typeof EMITS)[number]>

/** Props of `<HostedCardForm>`: the form's options (env, hosts and merchantId default to the provided ones). */
export type HostedCardFormProps = WithoutEmits<
  Omit<HostedCardFormOptions, 'merchantId'>,
  (typeof EMITS)[number]
> & {
  /** @default the provided merchantId */
  merchantId?: string | undefined
}

/** What a template ref on `<HostedCardForm>` gives. */
export interface HostedCardFormExposed {
  /** Tokenizes what the customer typed: `{ token, expMonth, expYear }`, or a CardFormError. */
  tokenize(): Promise<HostedCardToken>
  /** `loading` until the form has loaded (and while it is made), `destroyed` after unmount. */
  readonly status: HostedCardFormStatus
}

/**
 * The checkout's hosted card form (card number, expiry and CVV; `variant="card-number"` without the CVV;
 * `variant="cvv"` for a saved card's `token`), tokenized with `formRef.value.tokenize()`. No vendor script
 * on your page. Made on mount and made again only when its options change in value; listeners never reload it.
 */
export const HostedCardForm = defineComponent(
  (_props: Record<string, unknown>, { attrs, emit, expose }) => {
    const container = ref<HTMLDivElement>()
    const { read: given } = useGivenOptions<HostedCardFormOptions>(attrs, emit, EMITS)
    const { handle, status } = useEmbed<HostedCardFormOptions, HostedCardFormHandle, HostedCardFormStatus>(
      () => given().options,
      (o) => mountHostedCardForm(container.value as HTMLDivElement, o),
      {},
    )
    const exposed: HostedCardFormExposed = {
      tokenize: () => handle.value?.tokenize() ?? Promise.reject(new CardFormError('not-loaded')),
      get status() {
        return status.value ?? 'loading'
      },
    }
    expose(exposed)
    return renderContainer(given, container)
  },
  { name: 'HostedCardForm', inheritAttrs: false, emits: [...EMITS] },
) as unknown as PorticoComponent<HostedCardFormProps, HostedCardFormEmits>
