import {
  type CardFieldChange,
  type CardFieldConfig,
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  mountCardField,
  type PorticoError,
  TokenUnavailableError,
} from '@portico/core'
import { useCallback, useRef } from 'react'
import { useDataVersion, useEmbed, useProvided } from './use-embed'

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Options of `useCardForm` (and props of `<CardForm>`): the card field's options and its callbacks. */
export type UseCardFormOptions = Without<MountCardFieldOptions, 'cvvContainer'> & {
  /** The field can tokenize (350 ms after the vendor's field loaded). */
  onReady?: (() => void) | undefined
  /** The card number or CVV changed; validity and brand when the vendor tells them. */
  onChange?: ((change: CardFieldChange) => void) | undefined
  /** Mounting failed, or the vendor reported an error outside `getToken()`. @default console.error */
  onError?: ((error: PorticoError) => void) | undefined
  /** The field expired (with `autoRefresh`, a fresh, empty field follows): ask for the card again. */
  onExpired?: (() => void) | undefined
}

/**
 * A ref for `<div ref>`. React's `RefObject` is not written here: React 18's types refuse the React 19 shape
 * (`RefObject<HTMLDivElement | null>`) as a `<div>` ref, while this plain shape fits both.
 */
export interface DivRef {
  readonly current: HTMLDivElement | null
}

/** The card field's commands, as `useCardForm` and a `<CardForm>` ref give them. */
export type CardFieldCommands = Pick<CardFieldHandle, 'getToken' | 'reset' | 'focus' | 'cvvFocus' | 'refresh'>

/** What `useCardForm` gives: the field's status, its commands, and the elements to attach the inputs to. */
export interface UseCardFormResult extends CardFieldCommands {
  /** `loading`, then `ready` (or `error`, `expired`); the component re-renders on every change. */
  status: CardFieldStatus
  /** The card's token; rejects with TokenUnavailableError until the field is ready. */
  getToken(): Promise<CardToken>
  /** Attach to the element for the card number (for the CVV in `cvv-only` mode when `cvvRef` is not). */
  numberRef: DivRef
  /** Attach to the element for the CVV; without it the CVV follows the card number. */
  cvvRef: DivRef
}

/**
 * The card tokenization field for custom layouts: attach `numberRef` (and `cvvRef` for a separate CVV box)
 * to empty elements. The field is made after commit and made again only when its options change in value
 * (inline `styles` objects are fine); callbacks always run in their latest version.
 */
export function useCardForm(options: UseCardFormOptions = {}): UseCardFormResult {
  const numberRef = useRef<HTMLDivElement>(null)
  const cvvRef = useRef<HTMLDivElement>(null)
  const given = useProvided(options)
  // The provider's plugins and deviceId are not the card field's.
  const { plugins, deviceId, baseUrl, ...mount } = given
  // The vendor's field cannot change once made: new data (a new `config` function aside) makes a new one.
  const version = useDataVersion(mount)
  const [card, status] = useEmbed<typeof mount, CardFieldHandle, CardFieldStatus>(
    mount,
    (held) => {
      const number = numberRef.current
      const cvv = cvvRef.current
      const main = held.mode === 'cvv-only' ? (cvv ?? number) : (number ?? cvv)
      const { onReady, onChange, onError, onExpired, ...field } = held
      const made = mountCardField(main as HTMLDivElement, {
        ...(field as MountCardFieldOptions),
        // A `config` function is a callback like the others: its latest version runs.
        ...(typeof field.config === 'function' && {
          config: () => (held.config as () => Promise<CardFieldConfig>)(),
        }),
        onEvent: (event) => held.onEvent?.(event),
        cvvContainer: cvv ?? undefined,
      })
      // The held options take the latest callbacks in place: each is read when it is called.
      made.on('ready', () => held.onReady?.())
      made.on('change', (change) => held.onChange?.(change))
      // Listening to errors turns off core's console fallback, so it is kept when there is no onError.
      made.on('error', (error) => (held.onError ?? console.error)(error))
      made.on('expired', () => held.onExpired?.())
      return made
    },
    { remake: [version], inEffect: true },
  )
  const getToken = useCallback(() => card?.getToken() ?? Promise.reject(new TokenUnavailableError()), [card])
  const reset = useCallback(() => card?.reset(), [card])
  const focus = useCallback(() => card?.focus(), [card])
  const cvvFocus = useCallback(() => card?.cvvFocus(), [card])
  const refresh = useCallback(() => card?.refresh(), [card])
  return { status: status ?? 'loading', getToken, reset, focus, cvvFocus, refresh, numberRef, cvvRef }
}
