import {
  type BrandMark,
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
} from '@portico/core'
import { type CSSProperties, useEffect, useLayoutEffect, useRef } from 'react'
import { useCoreObject } from './use-core-object'
import { usePortico } from './use-portico'

// useLayoutEffect warns when rendered on a server; there is nothing to update there anyway.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** Props every payment button takes: the purchase options and callbacks (env, hosts and merchantId default to the provider's). */
export type PaymentButtonProps = Omit<
  PaymentButtonOptions,
  'method' | 'mark' | 'merchantId' | 'overlayId' | 'onApprove'
> & {
  /** @default the provider's merchantId */
  merchantId?: string | undefined
  /** Class of the element that holds the button. */
  className?: string | undefined
  /** Style of that element. */
  style?: CSSProperties | undefined
}

/** What the brand buttons pass to the shared one: which wallet, and its mark. */
interface Brand {
  method: PaymentButtonMethod
  mark: BrandMark
}

/**
 * A payment button of `method` drawn with `mark`, shared by the brand buttons. The button is made once after commit; every later
 * render passes the new options to `update()`, which posts a new subtotal instead of reloading and keeps
 * callbacks current, so inline props and amount changes never reload it.
 */
export function PaymentButton(props: PaymentButtonProps & Partial<PaymentButtonOptions> & Brand) {
  const config = usePortico()
  const element = useRef<HTMLDivElement>(null)
  const { className, style, method, mark, ...rest } = props
  const options: PaymentButtonOptions = {
    ...rest,
    method,
    env: rest.env ?? config.env,
    hosts: rest.hosts ?? config.hosts,
    merchantId: rest.merchantId ?? config.merchantId,
  }
  const latest = useRef(options)
  const [button] = useCoreObject<PaymentButtonStatus, PaymentButtonHandle>(
    () => createPaymentButton(element.current as HTMLDivElement, latest.current, mark),
    [method, mark],
  )
  useClientLayoutEffect(() => {
    latest.current = options
    button?.update(options)
  })
  return <div ref={element} className={className} style={style} />
}
