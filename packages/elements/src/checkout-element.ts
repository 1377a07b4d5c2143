import {
  type CheckoutHandle,
  type CheckoutStatus,
  type MountCheckoutOptions,
  mountCheckout,
} from '@portico/core'
import { optionProperties, PorticoElement } from './portico-element'

/** The checkout's callbacks that are DOM events (`success`, `auth-declined`, `height-change`, …). */
export const CHECKOUT_EVENTS = [
  'onLoad',
  'onError',
  'onSuccess',
  'onAuthDeclined',
  'onHeightChange',
  'onInputError',
  'onInputValid',
  'onAccountLinked',
  'onAccountNotLinked',
  'onOverlay',
  'onEvent',
] as const

/**
 * `<portico-checkout kind="purchase" blockchain="user" merchant-id="…" cents="1999">`: every checkout page
 * (`kind`: purchase, withdraw, purchase-history, withdraw-history, bank-link, payment-intent). String
 * options are attributes; objects are properties (`wallet`, `transaction`, `plugins`, `hosts`, `theme`,
 * `subtotal`, `customerInfo`, …, or `options` for all); callbacks are DOM events with the callback's
 * argument as `detail` (`error` with the CheckoutLoadError when it does not load: call `reload()`). A
 * change of data goes to the checkout's `update()`, which reloads only for a new URL.
 */
export class PorticoCheckoutElement extends PorticoElement<
  MountCheckoutOptions,
  CheckoutHandle,
  CheckoutStatus
> {
  protected readonly spec = {
    numbers: ['cents', 'minHeight', 'maxHeight', 'walletTimeoutMs', 'loadTimeoutMs'],
    flags: [
      'debug',
      'credentialless',
      'loader',
      'lockAmount',
      'lockDefaultToken',
      'disableApplePay',
      'disableGooglePay',
      'authOnly',
      'usePermit',
      'partialUsdcChecked',
      'redemptionCheck',
      'useNativeSubtotal',
      'isZeroAuthorization',
      'bankLinkOnly',
    ],
    events: CHECKOUT_EVENTS,
  }

  /** The customer's wallet, as the blockchain's plugin takes it. */
  declare wallet: unknown
  /** Your transaction, as the blockchain's plugin takes it. */
  declare transaction: unknown
  /** The price as an object (`{ cents, currency }` or a token amount). */
  declare subtotal: unknown
  /** The chain plugins, e.g. `[Portico.user()]`. @default the page's `configure()` plugins */
  declare plugins: unknown
  /** Other checkout/API origins. @default the page's `configure()` hosts */
  declare hosts: unknown
  /** The checkout's theme object. */
  declare theme: unknown
  /** The customer's details object. */
  declare customerInfo: unknown
  /** Sees every sign/send request before the wallet; `false`, a throw or a rejection refuses it. */
  declare onBeforeRequest: unknown
  /** Called first for every redirect the checkout asks for; return `false` when you handled it. */
  declare onRedirect: unknown

  protected create(options: MountCheckoutOptions): CheckoutHandle {
    return mountCheckout(this, options)
  }
}

optionProperties(PorticoCheckoutElement, [
  'wallet',
  'transaction',
  'subtotal',
  'plugins',
  'hosts',
  'theme',
  'customerInfo',
  'onBeforeRequest',
  'onRedirect',
])
