import { PorticoError, type PorticoErrorOptions } from './portico-error'

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

/** The wallet (with the page's `onBeforeRequest`) did not answer a request in time; the checkout may ask again. */
export class WalletTimeoutError extends PorticoError {
  override name = 'WalletTimeoutError'
  readonly method: string
  readonly timeoutMs: number
  constructor(method: string, timeoutMs: number, options?: PorticoErrorOptions) {
    super('WALLET_TIMEOUT', `the wallet did not answer ${method} within ${timeoutMs} ms`, options)
    this.method = method
    this.timeoutMs = timeoutMs
  }
}
