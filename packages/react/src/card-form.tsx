import type { CardFieldStatus, MountCardFieldOptions } from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { useBox } from './use-box'
import { type CardFieldCommands, type UseCardFormOptions, useCardForm } from './use-card-form'
import { usePortico } from './use-portico'

/**
 * What a `ref` on `<CardForm>` gives: `getToken()` (rejects with TokenUnavailableError until the field is
 * ready), `reset()`, `focus()`, `cvvFocus()`, `refresh()`, and the field's handle (`status`, `subscribe`,
 * `destroy()`…) for the component's whole life.
 */
export type CardFormHandle = CardFieldCommands & SurfaceHandle<MountCardFieldOptions, CardFieldStatus>

/** Props of `<CardForm>`: the card field's options and callbacks, and its element's class and style. */
export type CardFormProps = UseCardFormOptions & {
  /** Class of the element that holds the card number and CVV. */
  className?: string | undefined
  /** Style of that element (a rule in a `<style nonce>` element under the provider's `nonce`). */
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
  const { nonce } = usePortico()
  const { getToken, reset, focus, cvvFocus, refresh, numberRef, handle } = useCardForm(options)
  // The commands over the handle: its status getter stays live.
  useImperativeHandle(
    ref,
    () => Object.assign(Object.create(handle), { getToken, reset, focus, cvvFocus, refresh }),
    [handle, getToken, reset, focus, cvvFocus, refresh],
  )
  const box = useBox(style ?? {}, options.nonce ?? nonce, className)
  return (
    <>
      {box.sheet}
      <div ref={numberRef} {...box.props} />
    </>
  )
})
