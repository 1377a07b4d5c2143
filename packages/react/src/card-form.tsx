import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { type CardFieldCommands, type UseCardFormOptions, useCardForm } from './use-card-form'

/**
 * What a `ref` on `<CardForm>` gives: `getToken()` (rejects with TokenUnavailableError until the field is
 * ready), `reset()`, `focus()`, `cvvFocus()` and `refresh()`.
 */
export type CardFormHandle = CardFieldCommands

/** Props of `<CardForm>`: the card field's options and callbacks, and its element's class and style. */
export type CardFormProps = UseCardFormOptions & {
  /** Class of the element that holds the card number and CVV. */
  className?: string | undefined
  /** Style of that element. */
  style?: CSSProperties | undefined
}

/**
 * The card tokenization field (card number and CVV, card only, or CVV only) in one element. Get the token
 * with `ref.current.getToken()`; for separate number and CVV boxes, use `useCardForm`.
 */
// Marked pure so a page that never renders a card form drops it, and the card field code with it.
export const CardForm = /* @__PURE__ */ forwardRef<CardFormHandle, CardFormProps>(function CardForm(
  { className, style, ...options },
  ref,
) {
  const { getToken, reset, focus, cvvFocus, refresh, numberRef } = useCardForm(options as UseCardFormOptions)
  useImperativeHandle(ref, () => ({ getToken, reset, focus, cvvFocus, refresh }), [
    getToken,
    reset,
    focus,
    cvvFocus,
    refresh,
  ])
  return <div ref={numberRef} className={className} style={style} />
})
