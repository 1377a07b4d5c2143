import {
  type CardFieldConfig,
  type CardFieldEvents,
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  mountCardField,
  type PorticoError,
  type PorticoEvent,
  TokenUnavailableError,
} from '@portico/core'
import { defineComponent, ref } from 'vue'
import type { PorticoComponent } from './component-types'
import type { PorticoConfig } from './portico-plugin'
import { renderContainer, useEmbed, useGivenOptions } from './use-embed'

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Props of `<CardForm>`: the card field's options (env, hosts and merchantId default to the provided ones). */
export type CardFormProps = Without<MountCardFieldOptions, 'cvvContainer' | 'onEvent'>

/** The emits of `<CardForm>`. */
export type CardFormEmits = {
  /** The field can tokenize (350 ms after the vendor's field loaded). */
  ready: () => void
  /** The card number or CVV changed; validity and brand when the vendor tells them. */
  change: (change: CardFieldEvents['change']) => void
  /** Mounting failed, or the vendor reported an error outside `getToken()`. Without a listener: console.error. */
  error: (error: PorticoError) => void
  /** The field expired (with `autoRefresh`, a fresh, empty field follows): ask for the card again. */
  expired: () => void
  /** Every event of the field, in order (nothing private in them). */
  event: (event: PorticoEvent) => void
}

const EMITS = ['ready', 'change', 'error', 'expired', 'event'] as const

/**
 * What a template ref on `<CardForm>` gives: `getToken()` (also as `tokenize()`; rejects with
 * TokenUnavailableError until the field is ready), `reset()`, `focus()`, `cvvFocus()`, `refresh()` and the
 * field's `status`.
 */
export interface CardFormExposed
  extends Pick<CardFieldHandle, 'getToken' | 'reset' | 'focus' | 'cvvFocus' | 'refresh'> {
  /** The same as `getToken()`, under the name the hosted card form uses. */
  tokenize(): Promise<CardToken>
  /** `loading`, then `ready` (or `error`, `expired`). */
  readonly status: CardFieldStatus
}

/**
 * The card tokenization field (card number and CVV, card only, or CVV only) in one element. Get the token
 * with `formRef.value.getToken()`. The field is made on mount and made again only when its options change
 * in value (inline `styles` objects are fine); listeners always run in their latest version.
 */
export const CardForm = defineComponent(
  (_props: Record<string, unknown>, { attrs, emit, expose }) => {
    const container = ref<HTMLDivElement>()
    const { read: given, listens } = useGivenOptions<MountCardFieldOptions>(attrs, emit, EMITS)
    // The provider's plugins, deviceId and baseUrl are not the card field's; the emits are this component's.
    const options = () => {
      const { plugins, deviceId, baseUrl, onReady, onChange, onError, onExpired, ...field } = given()
        .options as MountCardFieldOptions & PorticoConfig & Record<string, unknown>
      return field as MountCardFieldOptions
    }
    const { handle, status } = useEmbed<MountCardFieldOptions, CardFieldHandle, CardFieldStatus>(
      options,
      (held) => {
        const made = mountCardField(container.value as HTMLDivElement, {
          ...held,
          // A `config` function is a callback like the others: its latest version runs.
          ...(typeof held.config === 'function' && {
            config: () => (held.config as () => Promise<CardFieldConfig>)(),
          }),
        })
        made.on('ready', () => emit('ready'))
        made.on('change', (change) => emit('change', change))
        // Listening to errors turns off core's console fallback, so it is kept when nobody listens.
        made.on('error', (error) => (listens('error') ? emit('error', error) : console.error(error)))
        made.on('expired', () => emit('expired'))
        return made
      },
      {},
    )
    const getToken = () => handle.value?.getToken() ?? Promise.reject(new TokenUnavailableError())
    const exposed: CardFormExposed = {
      getToken,
      tokenize: getToken,
      reset: () => handle.value?.reset(),
      focus: () => handle.value?.focus(),
      cvvFocus: () => handle.value?.cvvFocus(),
      refresh: () => handle.value?.refresh(),
      get status() {
        return status.value ?? 'loading'
      },
    }
    expose(exposed)
    return renderContainer(given, container)
  },
  { name: 'CardForm', inheritAttrs: false, emits: [...EMITS] },
) as unknown as PorticoComponent<CardFormProps, CardFormEmits>
