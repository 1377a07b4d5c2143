import { InvalidOptionError } from '../errors/checkout-errors'
import type { CheckoutParams } from './checkout-types'
import { type CheckoutLocation, checkoutBase } from './checkout-url'
import { appendParams, paramValues, priceOf } from './url-params'
import { validateCheckoutParams } from './validate'

/** What the payment-intent checkout takes: where it lives, the intent, and its seven parameters. */
export interface PaymentIntentUrlOptions
  extends Pick<CheckoutLocation, 'env' | 'hosts' | 'baseUrl'>,
    Pick<
      CheckoutParams,
      | 'origins'
      | 'deviceId'
      | 'merchantCss'
      | 'color'
      | 'loaderBackground'
      | 'heightChangeId'
      | 'useHeightChange'
      | 'theme'
    > {
  /** The payment intent your server created. */
  paymentIntentId: string
}

// The intent page's own parameters, in its own order (not the purchase page's).
const INTENT_PARAMS = [
  'origins:json',
  'deviceId',
  'merchantCss',
  'color',
  'loaderBackground',
  'useHeightChange',
  'theme:json',
]

/**
 * The checkout of a payment intent, `{base}/intents/checkout/{paymentIntentId}` (no blockchain segment, no
 * prefix), with only origins, deviceId, merchantCss, color, loaderBackground, useHeightChange and theme, in
 * that order. The amount and the payer live in the intent, so no price or pubkey is ever sent.
 */
export function buildPaymentIntentUrl(options: PaymentIntentUrlOptions): string {
  const { paymentIntentId } = options
  if (typeof paymentIntentId !== 'string' || paymentIntentId === '')
    throw new InvalidOptionError('paymentIntentId', `${paymentIntentId} (the id of your payment intent)`)
  const params: CheckoutParams = {
    origins: options.origins,
    deviceId: options.deviceId,
    merchantCss: options.merchantCss,
    color: options.color,
    loaderBackground: options.loaderBackground,
    heightChangeId: options.heightChangeId,
    useHeightChange: options.useHeightChange,
    theme: options.theme,
  }
  validateCheckoutParams(params, undefined, undefined)
  const url = new URL(`/intents/checkout/${encodeURIComponent(paymentIntentId)}`, checkoutBase(options))
  return appendParams(url, INTENT_PARAMS, paramValues(params, priceOf(params)))
}
