import {
  CardFormError,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { useBox } from './use-box'
import { useEmbed, useProvided } from './use-embed'

/**
 * What a `ref` on `<HostedCardForm>` gives: `tokenize()`, and the form's handle (`status`, `subscribe`,
 * `reload()` e.g. after `onError`, `update(options)`, `destroy()`) for the component's whole life.
 */
export interface HostedCardFormRef extends SurfaceHandle<HostedCardFormOptions, HostedCardFormStatus> {
  /** Tokenizes what the customer typed: `{ token, expMonth, expYear }`, or a CardFormError. */
  tokenize(): Promise<HostedCardToken>
  /** `loading` until the form has loaded (and while it is made), `destroyed` after unmount. */
  readonly status: HostedCardFormStatus
}

/** Props of `<HostedCardForm>`: the form's options (env, hosts and merchantId default to the provider's). */
export type HostedCardFormProps = Omit<HostedCardFormOptions, 'merchantId'> & {
  /** @default the provider's merchantId */
  merchantId?: string | undefined
  /** Class of the element that holds the form. */
  className?: string | undefined
  /** Style of that element (a rule in a `<style nonce>` element under the provider's `nonce`). */
  style?: CSSProperties | undefined
}

/**
 * The checkout's hosted card form (card number, expiry and CVV; `variant="card-number"` without the CVV;
 * `variant="cvv"` for a saved card's `token`), tokenized with `ref.current.tokenize()`. No vendor script
 * on your page. The form is made after commit; core decides what new props mean, and callbacks always
 * run in their latest version and never reload it.
 */
// Marked pure so a page that never renders a hosted card form drops it.
export const HostedCardForm = /* @__PURE__ */ forwardRef<HostedCardFormRef, HostedCardFormProps>(
  function HostedCardForm(props, ref) {
    const { className, style, ...options } = useProvided(props)
    const { surface, handle, attach } = useEmbed<
      HostedCardFormOptions,
      HostedCardFormHandle,
      HostedCardFormStatus
    >(options as HostedCardFormOptions, (o, element) => mountHostedCardForm(element as HTMLElement, o))
    useImperativeHandle(
      ref,
      () =>
        Object.create(handle, {
          tokenize: {
            value: () => surface?.tokenize() ?? Promise.reject(new CardFormError('not-loaded')),
          },
        }),
      [handle, surface],
    )
    const box = useBox(style ?? {}, options.nonce, className)
    return (
      <>
        {box.sheet}
        <div ref={attach} {...box.props} />
      </>
    )
  },
)
