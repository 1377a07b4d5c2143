import {
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  TokenUnavailableError,
} from '@portico/core'
import {
  CARD_FIELD_PROVIDED_KEYS,
  type CardFieldCallbacks,
  mountHeldCardField,
  type SurfaceHandle,
} from '@portico/core/internal'
import { useCallback, useRef } from 'react'
import { useEmbed, useProvided } from './use-embed'

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Options of `useCardForm` (and props of `<CardForm>`): the card field's options and its callbacks. */
export type UseCardFormOptions = Without<MountCardFieldOptions, 'cvvContainer'> & CardFieldCallbacks

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
  /** The field's handle for the component's whole life (`status`, `subscribe`, `destroy()`…). */
  handle: SurfaceHandle<MountCardFieldOptions, CardFieldStatus>
}

/**
 * The card tokenization field for custom layouts: attach `numberRef` (and `cvvRef` for a separate CVV box)
 * to empty elements. The field is made after commit and made again only when its options change in value
 * (inline `styles` objects are fine); callbacks always run in their latest version.
 */
export function useCardForm(options: UseCardFormOptions = {}): UseCardFormResult {
  const numberRef = useRef<HTMLDivElement>(null)
  const cvvRef = useRef<HTMLDivElement>(null)
  const mount = useProvided(options, CARD_FIELD_PROVIDED_KEYS) as UseCardFormOptions
  const { surface, status, handle } = useEmbed<UseCardFormOptions, CardFieldHandle, CardFieldStatus>(
    mount,
    (held) => {
      const number = numberRef.current
      const cvv = cvvRef.current
      const main = held.mode === 'cvv-only' ? (cvv ?? number) : (number ?? cvv)
      // The held options: its callbacks are replaced in place, and each is read when it is called.
      return mountHeldCardField(main as HTMLDivElement, held, cvv ?? undefined)
    },
    true,
  )
  const getToken = useCallback(
    () => surface?.getToken() ?? Promise.reject(new TokenUnavailableError()),
    [surface],
  )
  const reset = useCallback(() => surface?.reset(), [surface])
  const focus = useCallback(() => surface?.focus(), [surface])
  const cvvFocus = useCallback(() => surface?.cvvFocus(), [surface])
  const refresh = useCallback(() => surface?.refresh(), [surface])
  return {
    status: status ?? 'loading',
    getToken,
    reset,
    focus,
    cvvFocus,
    refresh,
    numberRef,
    cvvRef,
    handle,
  }
}
