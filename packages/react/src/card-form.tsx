import type { CardToken } from '@portico/core'
import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { type UseCardFormOptions, useCardForm } from './use-card-form'

/** What a `ref` on `<CardForm>` gives. */
export interface CardFormHandle {
  /** The card's token; rejects with TokenUnavailableError until the field is ready. */
  getToken(): Promise<CardToken>
}

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
  const { getToken, numberRef } = useCardForm(options as UseCardFormOptions)
  useImperativeHandle(ref, () => ({ getToken }), [getToken])
  return <div ref={numberRef} className={className} style={style} />
})
