import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** A Solana checkout was asked for but no Solana plugin is registered. */
export class SolanaRequiredError extends PorticoError {
  override name = 'SolanaRequiredError'
  constructor(options?: PorticoErrorOptions) {
    // What to pass, the package's peers and the usual causes are in the error's docs.
    super('SOLANA_REQUIRED', '@portico/solana is required for Solana', options)
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

/** An option given by the merchant is outside what the checkout accepts. */
export class InvalidOptionError extends PorticoError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, message: string, options?: PorticoErrorOptions) {
    super('INVALID_OPTION', `Invalid ${option}: ${message}`, options)
    this.option = option
  }
}
