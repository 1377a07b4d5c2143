import { PorticoError, type PorticoErrorOptions } from './portico-error'

/**
 * An error about one request of the checkout, named by its `method`. Internal: the public classes below
 * extend it, so each keeps its own name and code and is still a `PorticoError`.
 */
abstract class MethodRequestError extends PorticoError {
  readonly method: string
  constructor(method: string, code: string, message: string, options?: PorticoErrorOptions) {
    super(code, message, options)
    this.method = method
  }
}

/** The checkout asked for something this wallet or plugin cannot do; the checkout gets an `ERROR` reply. */
export class UnsupportedRequestError extends MethodRequestError {
  override name = 'UnsupportedRequestError'
  constructor(method: string, reason: string, options?: PorticoErrorOptions) {
    super(method, 'UNSUPPORTED_REQUEST', `${method} is not supported: ${reason}`, options)
  }
}

/** The checkout's request data could not be decoded (bad base58, bad JSON, wrong shape). */
export class InvalidRequestError extends MethodRequestError {
  override name = 'InvalidRequestError'
  constructor(method: string, reason: string, options?: PorticoErrorOptions) {
    super(method, 'INVALID_REQUEST', `${method} request is invalid: ${reason}`, options)
  }
}

/** The wallet rejected or failed a request; its own error is kept as `cause`. */
export class WalletError extends MethodRequestError {
  override name = 'WalletError'
  constructor(method: string, options: PorticoErrorOptions = {}) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause ?? 'unknown')
    super(method, 'WALLET_ERROR', `the wallet failed ${method}`, { details: reason, ...options })
  }
}

/** The merchant's `onBeforeRequest` refused a request before the wallet saw it. */
export class RequestRefusedError extends MethodRequestError {
  override name = 'RequestRefusedError'
  constructor(method: string, reason = 'refused by the page', options?: PorticoErrorOptions) {
    super(method, 'REQUEST_REFUSED', `${method} was refused: ${reason}`, options)
  }
}

/** The wallet is on another chain than the checkout's blockchain needs, and could not be switched. */
export class ChainMismatchError extends PorticoError {
  override name = 'ChainMismatchError'
  readonly expectedChainId: number
  readonly walletChainId: number
  constructor(expectedChainId: number, walletChainId: number, options?: PorticoErrorOptions) {
    // The message ends with what to do about it.
    const fix = `switch the wallet to chain ${expectedChainId}`
    super(
      'CHAIN_MISMATCH',
      `the wallet is on chain ${walletChainId} but the checkout needs chain ${expectedChainId}: ${fix}`,
      options,
    )
    this.expectedChainId = expectedChainId
    this.walletChainId = walletChainId
  }
}

/** The wallet (with the page's `onBeforeRequest`) did not answer a request in time; the checkout may ask again. */
export class WalletTimeoutError extends MethodRequestError {
  override name = 'WalletTimeoutError'
  readonly timeoutMs: number
  constructor(method: string, timeoutMs: number, options?: PorticoErrorOptions) {
    super(method, 'WALLET_TIMEOUT', `the wallet did not answer ${method} within ${timeoutMs} ms`, options)
    this.timeoutMs = timeoutMs
  }
}
