import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The Stellar RPC server did not accept a signed transaction (an `ERROR` or `TRY_AGAIN_LATER` status, a
 * JSON-RPC error, an HTTP failure or an answer without a hash). The checkout gets an `ERROR` reply.
 */
export class StellarRpcError extends PorticoError {
  override name = 'StellarRpcError'
  /** The `status` the server answered, when it answered one. */
  readonly status: string | undefined
  constructor(reason: string, options: PorticoErrorOptions & { status?: string } = {}) {
    super('STELLAR_RPC_FAILED', `the Stellar RPC server did not accept the transaction: ${reason}`, options)
    this.status = options.status
  }
}
