import type { CheckoutEventCallbacks } from '../embed/dispatch'
import type { EmbedOptions } from '../embed/events'
import type { EmbedStatus } from '../embed/framed-embed'
import type { LoadWatchOptions } from '../embed/load-watch'
import type { CheckoutInfo } from '../embed/message'
import type { PaymentButtonError } from '../errors/button-errors'
import type { CheckoutLoadError } from '../errors/load-errors'
import type { BrandMark } from './marks/svg'
import type { PaymentButtonUrlOptions } from './payment-button-url'

/** A phone number as PayPal and Venmo take it. */
export interface PhoneNumber {
  countryCode: string
  nationalNumber: string
}

/**
 * Options of `mountPaymentButton`: the purchase options, the method and colour, and the callbacks. The
 * options that are also checkout options (`token`, `heightChangeId`) keep their type there, so this still
 * extends it under `exactOptionalPropertyTypes`.
 */
export interface PaymentButtonOptions
  extends PaymentButtonUrlOptions,
    EmbedOptions,
    Omit<LoadWatchOptions, 'onError'>,
    Omit<CheckoutEventCallbacks, 'onInputError' | 'onInputValid'> {
  /**
   * The customer's wallet as the blockchain's plugin (in `plugins`) takes it: its address goes in the
   * button's URL as `pubkey`, as a checkout's does, or the account it answers when it can only be asked
   * (a bare EIP-1193 provider: the button loads once it answered, or after the wait). Buttons sign nothing.
   */
  wallet?: unknown
  /** The brand's mark for the loading strip (e.g. `applePayMark`). @default the method's own mark */
  mark?: BrandMark | undefined
  /** Accessible title of the iframe. @default the method's name, e.g. 'Apple Pay' */
  title?: string | undefined
  /** Id that tags this button's `heightChange` messages. @default a random id */
  heightChangeId?: string
  /** PayPal / Venmo: id of the element the approval sheet covers (e.g. your full-screen backdrop). */
  overlayId?: string | undefined
  /** PayPal / Venmo: the customer's phone number, sent by message, never in the URL. */
  phoneNumber?: PhoneNumber | undefined
  /**
   * PayPal / Venmo: a saved PayPal or Venmo account token, sent by message. (On these two buttons a token
   * subtotal goes in `subtotal: { token, amount }`.)
   */
  token?: string
  /** The button's page has loaded: once per load (mount, `reload()`, a new URL). */
  onLoad?: (() => void) | undefined
  /** Apple Pay / Google Pay: the payment went through (once per payment). */
  onSuccess?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** PayPal / Venmo: the customer approved and the payment went through (once per payment). */
  onApprove?: ((info: CheckoutInfo) => void) | undefined
  /** The payment was declined at authorization. */
  onAuthDeclined?: ((info: CheckoutInfo | undefined) => void) | undefined
  /**
   * The button's page reported an error, so the payment did not go through (PaymentButtonError), or the
   * button did not load (CheckoutLoadError: refused by the page's policy, or timed out; see `reload()`).
   */
  onError?: ((error: PaymentButtonError | CheckoutLoadError) => void) | undefined
  /** The iframe took this height, in px. */
  onHeightChange?: ((height: number) => void) | undefined
}

/**
 * `loading` until the button's page says `loaded` (again after a reload), `error` when it did not load
 * (see `onError`), `destroyed` after `destroy()`.
 */
export type PaymentButtonStatus = EmbedStatus

/** A mounted payment button. */
export interface PaymentButtonHandle {
  /** The button's iframe (detached after `destroy()`). */
  readonly iframe: HTMLIFrameElement
  readonly status: PaymentButtonStatus
  /**
   * Replaces all options. A new subtotal is posted to the page (`updateSubtotal:`) and never reloads it;
   * callbacks apply at once; only other options that change the URL reload the button, from the new
   * origin when `env`, `hosts` or `baseUrl` moved it.
   */
  update(options: PaymentButtonOptions): void
  /** Loads the button again (a new navigation, a new `loadTimeoutMs`), e.g. after a CheckoutLoadError. */
  reload(): void
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: PaymentButtonStatus) => void): () => void
  /** Removes the button and every listener. Safe to call twice. */
  destroy(): void
}
