import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** The card vendor script did not load (404, blocked by CSP, offline, timeout); a later call retries it. */
export class CardScriptLoadError extends PorticoError {
  override name = 'CardScriptLoadError'
  readonly url: string
  constructor(url: string, reason: string, options?: PorticoErrorOptions) {
    super('CARD_SCRIPT_LOAD_FAILED', `The card vendor script did not load (${reason}): ${url}`, options)
    this.url = url
  }
}

/** A card token was asked for before the card field was ready, or after it was destroyed. */
export class TokenUnavailableError extends PorticoError {
  override name = 'TokenUnavailableError'
  constructor(options?: PorticoErrorOptions) {
    super('TOKEN_UNAVAILABLE', 'Unable to get token', options)
  }
}

/** Which part of the card field failed validation. */
export type CardFieldPart = 'card' | 'cvv'

/** The card number or the CVV failed validation, so no token was made; `fields` says which to fix. */
export class CardValidationError extends PorticoError {
  override name = 'CardValidationError'
  readonly fields: readonly CardFieldPart[]
  constructor(fields: readonly CardFieldPart[], options?: PorticoErrorOptions) {
    const words = fields.map((f) => (f === 'card' ? 'card number' : 'CVV')).join(' and ')
    super('CARD_INVALID', `Card details are invalid: check the ${words}`, options)
    this.fields = fields
  }
}

/** The card vendor reported an error (its words are in the message) while loading or tokenizing. */
export class CardVendorError extends PorticoError {
  override name = 'CardVendorError'
  constructor(reason: string, options?: PorticoErrorOptions) {
    super('CARD_VENDOR_ERROR', `The card vendor reported an error: ${reason}`, options)
  }
}

/**
 * The card field's signed configuration expired (the vendor allows `expiresInSeconds`, at most 20 minutes,
 * after load): a pending `getToken()` fails with this at once. `refresh()` (or the default `autoRefresh`)
 * makes a fresh field; the customer types the card again.
 */
export class CardFieldExpiredError extends PorticoError {
  override name = 'CardFieldExpiredError'
  constructor(options?: PorticoErrorOptions) {
    super('CARD_FIELD_EXPIRED', 'The card field expired; the card must be entered again', options)
  }
}
