import type { PorticoError } from '../errors/portico-error'
import { mountCardField } from './card-field'
import type { CardFieldConfig } from './card-field-config'
import type { CardFieldEvents, CardFieldHandle, MountCardFieldOptions } from './card-field-types'

/** The card field's events as callbacks, the way the bindings take them. */
export interface CardFieldCallbacks {
  /** The field can tokenize (350 ms after the vendor's field loaded). */
  onReady?: (() => void) | undefined
  /** The card number or CVV changed; validity and brand when the vendor tells them. */
  onChange?: ((change: CardFieldEvents['change']) => void) | undefined
  /** An input took the focus. */
  onFocus?: ((info: CardFieldEvents['focus']) => void) | undefined
  /** An input lost the focus. */
  onBlur?: ((info: CardFieldEvents['blur']) => void) | undefined
  /** Mounting failed, or the vendor reported an error outside `getToken()`. @default console.error */
  onError?: ((error: PorticoError) => void) | undefined
  /** The field expired (with `autoRefresh`, a fresh, empty field follows): ask for the card again. */
  onExpired?: (() => void) | undefined
}

const CALLBACKS = {
  ready: 'onReady',
  change: 'onChange',
  focus: 'onFocus',
  blur: 'onBlur',
  expired: 'onExpired',
} as const

/**
 * Mounts a card field in `container` for a binding that holds `options` and replaces its callbacks in
 * place: each callback (and a `config` function) is read from `options` when it is called, so the latest
 * one runs. An error goes to `onError`, or to the console when there is none (listening to errors turns
 * off the field's own console fallback). The callback keys are not passed to the field; `cvvContainer`
 * (a separate CVV box) is not part of the held options.
 */
export function mountHeldCardField(
  container: HTMLElement,
  options: MountCardFieldOptions & CardFieldCallbacks,
  cvvContainer?: HTMLElement | undefined,
): CardFieldHandle {
  const { onReady, onChange, onFocus, onBlur, onError, onExpired, ...field } = options
  const made = mountCardField(container, {
    ...field,
    ...(typeof field.config === 'function' && {
      config: () => (options.config as () => Promise<CardFieldConfig>)(),
    }),
    onEvent: (event) => options.onEvent?.(event),
    cvvContainer,
  } as MountCardFieldOptions)
  for (const [event, callback] of Object.entries(CALLBACKS))
    made.on(event as keyof typeof CALLBACKS, (data) =>
      (options[callback] as ((d: unknown) => void) | undefined)?.(data),
    )
  made.on('error', (error) => (options.onError ?? console.error)(error))
  return made
}
