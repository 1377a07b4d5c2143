import {
  type CardFieldEvents,
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  type PorticoError,
  type PorticoEvent,
  TokenUnavailableError,
} from '@portico/core'
import {
  CARD_FIELD_PROVIDED_KEYS,
  type CardFieldCallbacks,
  mountHeldCardField,
  type SurfaceHandle,
} from '@portico/core/internal'
import { defineComponent, ref } from 'vue'
import type { PorticoComponent } from './component-types'
import { renderContainer, useEmbed, useGivenOptions } from './use-embed'

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * Props of `<CardForm>`: the card field's options (env, hosts and merchantId default to the provided ones),
 * and where the CVV goes for separate card number and CVV boxes.
 */
export type CardFormProps = Without<MountCardFieldOptions, 'cvvContainer' | 'onEvent'> & {
  /**
   * The element for the CVV (e.g. a template ref's element), or its `id`, for a CVV box apart from the
   * card number's; without it the CVV follows the card number. A template ref is set after the first
   * render, so the field is made again once it arrives; an `id` is found at once.
   */
  cvvContainer?: HTMLElement | string | undefined
}

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
 * field's handle (`status`, `subscribe`, `destroy()`…).
 */
export interface CardFormExposed
  extends Pick<CardFieldHandle, 'getToken' | 'reset' | 'focus' | 'cvvFocus' | 'refresh'>,
    SurfaceHandle<MountCardFieldOptions, CardFieldStatus> {
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
    const { read: given, listens } = useGivenOptions<CardFormProps>(
      attrs,
      emit,
      EMITS,
      CARD_FIELD_PROVIDED_KEYS,
    )
    // Listening to errors turns off core's console fallback, so it is kept when nobody listens.
    const onError = (error: PorticoError) => (listens('error') ? emit('error', error) : console.error(error))
    const { surface, handle } = useEmbed<
      CardFormProps & CardFieldCallbacks,
      CardFieldHandle,
      CardFieldStatus
    >(
      () => ({ ...given().options, onError }),
      (held) => {
        const { cvvContainer } = held
        const cvv = typeof cvvContainer === 'string' ? document.getElementById(cvvContainer) : cvvContainer
        return mountHeldCardField(container.value as HTMLDivElement, held as never, cvv ?? undefined)
      },
    )
    const getToken = () => surface.value?.getToken() ?? Promise.reject(new TokenUnavailableError())
    // The commands over the handle: its status getter stays live.
    const exposed: CardFormExposed = Object.assign(Object.create(handle), {
      getToken,
      tokenize: getToken,
      reset: () => surface.value?.reset(),
      focus: () => surface.value?.focus(),
      cvvFocus: () => surface.value?.cvvFocus(),
      refresh: () => surface.value?.refresh(),
    })
    expose(exposed)
    return renderContainer(given, container)
  },
  { name: 'CardForm', inheritAttrs: false, emits: [...EMITS] },
) as unknown as PorticoComponent<CardFormProps, CardFormEmits>
