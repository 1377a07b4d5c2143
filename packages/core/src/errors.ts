/** Options every Portico error accepts: the failure it wraps and extra detail for logs. */
export interface PorticoErrorOptions {
  cause?: unknown
  details?: string
}

const DOCS = 'https://portico.dev/errors#'

/**
 * The one base class of every error Portico throws or rejects with. `code` is stable across versions and
 * `docs` points at what to do about it; the failure it wraps is kept as `cause`.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: string
  readonly docs: string

  constructor(code: string, message: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${message}: ${options.details}` : message, { cause: options.cause })
    this.code = code
    this.docs = DOCS + code
  }
}

/** A Solana checkout was asked for but no Solana plugin (and so no @solana/web3.js) is registered. */
export class SolanaRequiredError extends PorticoError {
  override name = 'SolanaRequiredError'
  constructor(options?: PorticoErrorOptions) {
    super(
      'SOLANA_REQUIRED',
      '@portico/solana (with @solana/web3.js and bs58) is required for Solana: pass solana() in plugins',
      options,
    )
  }
}

/** The blockchain is neither a known one nor served by a registered plugin. */
export class BlockchainNotSupportedError extends PorticoError {
  override name = 'BlockchainNotSupportedError'
  readonly blockchain: string
  constructor(blockchain: string, options?: PorticoErrorOptions) {
    super('BLOCKCHAIN_NOT_SUPPORTED', `blockchain not supported: ${blockchain}`, options)
    this.blockchain = blockchain
  }
}

/** A message was to be sent to the checkout but there is no iframe (never mounted, or destroyed). */
export class IframeNotDefinedError extends PorticoError {
  override name = 'IframeNotDefinedError'
  constructor(options?: PorticoErrorOptions) {
    super('IFRAME_NOT_DEFINED', 'Iframe not defined', options)
  }
}

/** A browser-only function was called where there is no `window` (server rendering, Node). */
export class WindowNotDefinedError extends PorticoError {
  override name = 'WindowNotDefinedError'
  constructor(options?: PorticoErrorOptions) {
    super('WINDOW_NOT_DEFINED', 'Window not defined', options)
  }
}

/** A card token was asked for before the card field was ready, or after it was destroyed. */
export class TokenUnavailableError extends PorticoError {
  override name = 'TokenUnavailableError'
  constructor(options?: PorticoErrorOptions) {
    super('TOKEN_UNAVAILABLE', 'Unable to get token', options)
  }
}

/** An option given by the merchant is outside what the checkout accepts. */
export class InvalidOptionError extends PorticoError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, message: string, options?: PorticoErrorOptions) {
    super('INVALID_OPTION', `Invalid ${option}: ${message}`, options)
    this.option = option
  }
}

/** The checkout asked for something this wallet or plugin cannot do; the checkout gets an `ERROR` reply. */
export class UnsupportedRequestError extends PorticoError {
  override name = 'UnsupportedRequestError'
  readonly method: string
  constructor(method: string, reason: string, options?: PorticoErrorOptions) {
    super('UNSUPPORTED_REQUEST', `${method} is not supported: ${reason}`, options)
    this.method = method
  }
}

/** The checkout's request data could not be decoded (bad base58, bad JSON, wrong shape). */
export class InvalidRequestError extends PorticoError {
  override name = 'InvalidRequestError'
  readonly method: string
  constructor(method: string, reason: string, options?: PorticoErrorOptions) {
    super('INVALID_REQUEST', `${method} request is invalid: ${reason}`, options)
    this.method = method
  }
}

/** The wallet rejected or failed a request; its own error is kept as `cause`. */
export class WalletError extends PorticoError {
  override name = 'WalletError'
  readonly method: string
  constructor(method: string, options: PorticoErrorOptions = {}) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause ?? 'unknown')
    super('WALLET_ERROR', `the wallet failed ${method}`, { details: reason, ...options })
    this.method = method
  }
}

/** The merchant's `onBeforeRequest` refused a request before the wallet saw it. */
export class RequestRefusedError extends PorticoError {
  override name = 'RequestRefusedError'
  readonly method: string
  constructor(method: string, reason = 'refused by the page', options?: PorticoErrorOptions) {
    super('REQUEST_REFUSED', `${method} was refused: ${reason}`, options)
    this.method = method
  }
}

/** The wallet is on another chain than the checkout's blockchain needs, and could not be switched. */
export class ChainMismatchError extends PorticoError {
  override name = 'ChainMismatchError'
  readonly expectedChainId: number
  readonly walletChainId: number
  constructor(expectedChainId: number, walletChainId: number, options?: PorticoErrorOptions) {
    super(
      'CHAIN_MISMATCH',
      `the wallet is on chain ${walletChainId} but the checkout needs chain ${expectedChainId}: switch the wallet to chain ${expectedChainId}`,
      options,
    )
    this.expectedChainId = expectedChainId
    this.walletChainId = walletChainId
  }
}

/** The card vendor script did not load (404, blocked by CSP, offline, timeout); a later call retries it. */
export class CardScriptLoadError extends PorticoError {
  override name = 'CardScriptLoadError'
  readonly url: string
  constructor(url: string, reason: string, options?: PorticoErrorOptions) {
    super('CARD_SCRIPT_LOAD_FAILED', `The card vendor script did not load (${reason}): ${url}`, options)
    this.url = url
  }
}

/** A provider API call failed: network failure, a non-2xx answer (`status`) or a body that is not JSON. */
export class ApiRequestError extends PorticoError {
  override name = 'ApiRequestError'
  readonly url: string
  readonly status: number | undefined
  constructor(url: string, status: number | undefined, reason: string, options?: PorticoErrorOptions) {
    super('API_REQUEST_FAILED', `Provider API request failed (${reason}): ${url}`, options)
    this.url = url
    this.status = status
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
