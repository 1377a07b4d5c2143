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
import { useCallback, useEffect, useRef } from 'react'
import { useCoreObject } from './use-core-object'
import { usePortico } from './use-portico'

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
  const portico = usePortico()
  const numberRef = useRef<HTMLDivElement>(null)
  const cvvRef = useRef<HTMLDivElement>(null)
  const latest = useRef(options)
  const { onReady, onChange, onError, onExpired, ...field } = options
  const mount = {
    ...field,
    // A `config` function is a callback like the others: its latest version runs, and a new one (inline)
    // does not make a new field.
    ...(typeof field.config === 'function' && {
      config: () => (latest.current.config as () => Promise<CardFieldConfig>)(),
    }),
    env: field.env ?? portico.env,
    merchantId: field.merchantId ?? portico.merchantId,
    hosts: field.hosts ?? portico.hosts,
  } as MountCardFieldOptions
  // The vendor's field cannot change once made, so a new one is made when the options change in value.
  const [card, status] = useCoreObject<CardFieldStatus, CardFieldHandle>(() => {
    const number = numberRef.current
    const cvv = cvvRef.current
    const main = mount.mode === 'cvv-only' ? (cvv ?? number) : (number ?? cvv)
    const made = mountCardField(main as HTMLDivElement, { ...mount, cvvContainer: cvv ?? undefined })
    made.on('ready', () => latest.current.onReady?.())
    made.on('change', (change) => latest.current.onChange?.(change))
    // Listening to errors turns off core's console fallback, so it is kept when there is no onError.
    made.on('error', (error) => (latest.current.onError ?? console.error)(error))
    made.on('expired', () => latest.current.onExpired?.())
    return made
  }, [JSON.stringify(mount), typeof mount.config])
  useEffect(() => {
    latest.current = options
  })
  const getToken = useCallback(() => card?.getToken() ?? Promise.reject(new TokenUnavailableError()), [card])
  const reset = useCallback(() => card?.reset(), [card])
  const focus = useCallback(() => card?.focus(), [card])
  const cvvFocus = useCallback(() => card?.cvvFocus(), [card])
  const refresh = useCallback(() => card?.refresh(), [card])
  return { status: status ?? 'loading', getToken, reset, focus, cvvFocus, refresh, numberRef, cvvRef }
}
