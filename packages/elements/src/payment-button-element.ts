import {
  mountPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
} from '@portico/core'
import { optionProperties, PorticoElement } from './portico-element'

/**
 * The `cents` and `currency` attributes as the button's `subtotal`, which it takes by message: a new amount
 * is posted to the button, where a new `cents` in its URL would reload it.
 */
function asSubtotal(options: PaymentButtonOptions): PaymentButtonOptions {
  const { cents, currency, ...rest } = options
  if (cents === undefined || rest.subtotal) return options
  return { ...rest, subtotal: { cents, ...(currency && { currency }) } } as PaymentButtonOptions
}

/**
 * `<portico-payment-button method="google-pay" color="black">`: the Apple Pay, Google Pay, PayPal or Venmo
 * button (`method`). A new `subtotal` (property) or `cents` (attribute) is posted to the button, never
 * reloaded; events `load`, `success` (`approve` on PayPal and Venmo), `auth-declined`, `error` (a
 * PaymentButtonError, or a CheckoutLoadError: call `reload()`).
 */
export class PorticoPaymentButtonElement extends PorticoElement<
  PaymentButtonOptions,
  PaymentButtonHandle,
  PaymentButtonStatus
> {
  protected readonly spec = {
    numbers: ['cents', 'loadTimeoutMs'],
    flags: ['debug'],
    events: [
      'onLoad',
      'onSuccess',
      'onApprove',
      'onAuthDeclined',
      'onError',
      'onHeightChange',
      'onOverlay',
      'onEvent',
    ],
  }

  /** The purchase amount as an object, e.g. `{ cents: 1999 }`. */
  declare subtotal: unknown
  /** The customer's wallet (its address goes in the button's URL); buttons sign nothing. */
  declare wallet: unknown
  /** The chain plugins. @default the page's `configure()` plugins */
  declare plugins: unknown
  /** Other checkout/API origins. @default the page's `configure()` hosts */
  declare hosts: unknown
  /** PayPal / Venmo: the customer's phone number `{ countryCode, nationalNumber }`, sent by message. */
  declare phoneNumber: unknown

  protected create(options: PaymentButtonOptions): PaymentButtonHandle {
    return mountPaymentButton(this, options)
  }

  protected override prepare(options: PaymentButtonOptions): PaymentButtonOptions {
    return asSubtotal(options)
  }
}

optionProperties(PorticoPaymentButtonElement, ['subtotal', 'wallet', 'plugins', 'hosts', 'phoneNumber'])
