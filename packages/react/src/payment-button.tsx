import {
  type BrandMark,
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
} from '@portico/core'
import type { CSSProperties } from 'react'
import { useEmbed, useProvided } from './use-embed'

/**
 * Props every payment button takes: the purchase options and callbacks (env, hosts, merchantId, plugins,
 * nonce, onEvent and debug default to the provider's).
 */
export type PaymentButtonProps = Omit<
  PaymentButtonOptions,
  'method' | 'mark' | 'merchantId' | 'overlayId' | 'onApprove'
> & {
  /** @default the provider's merchantId */
  merchantId?: string | undefined
  /** Class of the element that holds the button. */
  className?: string | undefined
  /** Style of that element (give it the button's height: the button fills it until its page sizes it). */
  style?: CSSProperties | undefined
}

/** What the brand buttons pass to the shared one: which wallet, and its mark. */
interface Brand {
  method: PaymentButtonMethod
  mark: BrandMark
}

/**
 * A payment button of `method` drawn with `mark`, shared by the brand buttons. The button is made once after
 * commit; new data goes to `update()`, which posts a new subtotal instead of reloading, and callbacks are
 * always the latest, so inline props and amount changes never reload it.
 */
export function PaymentButton(props: PaymentButtonProps & Partial<PaymentButtonOptions> & Brand) {
  const { className, style, method, mark, ...rest } = useProvided(props)
  const options = { ...rest, method } as PaymentButtonOptions
  const [, , attach] = useEmbed<PaymentButtonOptions, PaymentButtonHandle, PaymentButtonStatus>(
    options,
    (o, element) => createPaymentButton(element as HTMLElement, o, mark),
    { remake: [method, mark], update: (button, o) => button.update(o) },
  )
  return <div ref={attach} className={className} style={style} />
}
