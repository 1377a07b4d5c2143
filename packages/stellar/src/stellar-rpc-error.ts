import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The Stellar RPC server did not accept a signed transaction (an `ERROR` or `TRY_AGAIN_LATER` status, a
 * JSON-RPC error, an HTTP failure or an answer without a hash), the transaction FAILED, or it reached no
 * final status within the wallet timeout (`status` `'PENDING'`, with its `hash`: it may still be included).
 * The checkout gets an `ERROR` reply that says which.
 */
export class StellarRpcError extends PorticoError {
  override name = 'StellarRpcError'
  /** The last `status` the server answered, when it answered one. */
  readonly status: string | undefined
  /** The hash of the transaction the server took, when it took it. */
  readonly hash: string | undefined
  constructor(reason: string, options: PorticoErrorOptions & { status?: string; hash?: string } = {}) {
    super('STELLAR_RPC_FAILED', `Stellar RPC did not confirm the transaction: ${reason}`, options)
    this.status = options.status
    this.hash = options.hash
  }
}
