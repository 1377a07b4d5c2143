import { InvalidOptionError } from '../errors/checkout-errors'
import type { CheckoutParams } from './checkout-types'
import { type CheckoutLocation, checkoutBase } from './checkout-url'
import { pickOptions } from './pick-options'
import { writeParams } from './url-params'

/** What the payment-intent checkout takes: where it lives, the intent, and its seven parameters. */
export interface PaymentIntentUrlOptions
  extends Pick<CheckoutLocation, 'env' | 'hosts' | 'baseUrl'>,
    Pick<
      CheckoutParams,
      'origins' | 'deviceId' | 'merchantCss' | 'color' | 'loaderBackground' | 'heightChangeId' | 'theme'
    > {
  /** The payment intent your server created. */
  paymentIntentId: string
}

// Its parameters in its own order, as the parameter table writes them.
const PARAMS = [
  'origins:json',
  'deviceId',
  'merchantCss',
  'color',
  'loaderBackground',
  'useHeightChange@heightChangeId',
  'theme:json',
]

// The options those parameters are written from: no other option is checked.
const OWN = [
  'origins',
  'deviceId',
  'merchantCss',
  'color',
  'loaderBackground',
  'heightChangeId',
  'theme',
] as const

/**
 * The checkout of a payment intent, `{base}/intents/checkout/{paymentIntentId}` (no blockchain segment, no
 * prefix), with only origins, deviceId, merchantCss, color, loaderBackground, useHeightChange (from
 * `heightChangeId`) and theme, in that order (its own, not the purchase page's). The amount and the payer
 * live in the intent.
 */
export function buildPaymentIntentUrl(options: PaymentIntentUrlOptions): string {
  const id = options.paymentIntentId
  if (typeof id !== 'string' || !id) throw new InvalidOptionError('paymentIntentId', `${id}`)
  const url = new URL(`/intents/checkout/${encodeURIComponent(id)}`, checkoutBase(options))
  return writeParams(url, PARAMS, pickOptions(options, OWN))
}
