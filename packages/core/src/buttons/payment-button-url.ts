import type { CheckoutUrlOptions } from '../checkout/checkout-url'
import { buildCheckoutUrl } from '../checkout/checkout-url'
import { InvalidOptionError } from '../errors/checkout-errors'

/** The one-tap wallets the checkout serves as buttons. */
export type PaymentButtonMethod = 'apple-pay' | 'google-pay' | 'paypal' | 'venmo'

/** The button's colour: the brand's mark on white, or on black. */
export type PaymentButtonColor = 'white' | 'black'

const METHODS: readonly PaymentButtonMethod[] = ['apple-pay', 'google-pay', 'paypal', 'venmo']

/** What the button URL is made of: the purchase options, the method, the colour and the merchant. */
export interface PaymentButtonUrlOptions
  extends Omit<CheckoutUrlOptions, 'transaction' | 'route' | 'routePrefix'> {
  method: PaymentButtonMethod
  color: PaymentButtonColor
  merchantId: string
}

/**
 * The button page, `{base}/form/{blockchain}/{method}/{merchantId}`, with the purchase parameters and
 * `color`. A button never carries a `transaction`, and PayPal and Venmo take the customer's email by
 * message, not in the URL. Throws InvalidOptionError for an unknown method or colour.
 */
export function paymentButtonUrl(options: PaymentButtonUrlOptions): string {
  const { method, color, merchantId } = options
  if (!METHODS.includes(method)) throw new InvalidOptionError('method', method)
  if (color !== 'white' && color !== 'black') throw new InvalidOptionError('color', color)
  if (!merchantId) throw new InvalidOptionError('merchantId', 'required')
  const byMessage = method === 'paypal' || method === 'venmo'
  return buildCheckoutUrl({
    ...options,
    transaction: undefined,
    email: byMessage ? undefined : options.email,
    routePrefix: 'form',
    route: `/${method}/${encodeURIComponent(merchantId)}`,
  })
}
