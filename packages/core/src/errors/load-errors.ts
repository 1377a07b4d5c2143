import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** Why a checkout, payment button or hosted card form did not load. */
export type CheckoutLoadFailure = 'csp' | 'timeout'

/**
 * A checkout, payment button or hosted card form did not load: the page's Content-Security-Policy refused
 * its frame (`csp`, reported at once), or its page never said `loaded` within `loadTimeoutMs` (`timeout`).
 * `origin` is the frame's origin (not its URL, which may carry the customer's details); `reload()` on the
 * handle tries again.
 */
export class CheckoutLoadError extends PorticoError {
  override name = 'CheckoutLoadError'
  readonly reason: CheckoutLoadFailure
  readonly origin: string
  constructor(reason: CheckoutLoadFailure, origin: string, options?: PorticoErrorOptions) {
    // The message names the reason and the origin; docs/errors.md#checkout_load_failed says what each
    // reason means and what to do, so that every framed page does not ship those words.
    super('CHECKOUT_LOAD_FAILED', `${reason}: ${origin}`, options)
    this.reason = reason
    this.origin = origin
  }
}
