import {
  CardFormError,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from '@portico/core'
import { type CSSProperties, forwardRef, useImperativeHandle } from 'react'
import { useDataVersion, useEmbed, useProvided } from './use-embed'

/** What a `ref` on `<HostedCardForm>` gives. */
export interface HostedCardFormRef {
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
  /** Style of that element. */
  style?: CSSProperties | undefined
}

/**
 * The checkout's hosted card form (card number, expiry and CVV; `variant="card-number"` without the CVV;
 * `variant="cvv"` for a saved card's `token`), tokenized with `ref.current.tokenize()`. No vendor script
 * on your page. The form is made after commit and made again only when its options change in value;
 * callbacks always run in their latest version and never reload it.
 */
// Marked pure so a page that never renders a hosted card form drops it.
export const HostedCardForm = /* @__PURE__ */ forwardRef<HostedCardFormRef, HostedCardFormProps>(
  function HostedCardForm(props, ref) {
    const { className, style, ...options } = useProvided(props)
    // The form cannot change once made: new data makes a new one; new callbacks never do.
    const version = useDataVersion(options)
    const [form, status, attach] = useEmbed<
      HostedCardFormOptions,
      HostedCardFormHandle,
      HostedCardFormStatus
    >(options as HostedCardFormOptions, (o, element) => mountHostedCardForm(element as HTMLElement, o), {
      remake: [version],
    })
    useImperativeHandle(
      ref,
      () => ({
        tokenize: () => form?.tokenize() ?? Promise.reject(new CardFormError('not-loaded')),
        status: status ?? 'loading',
      }),
      [form, status],
    )
    return <div ref={attach} className={className} style={style} />
  },
)
