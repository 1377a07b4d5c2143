import { type RequestMethod, UnsupportedRequestError, WalletError } from '@portico/core'

/**
 * Runs one wallet call (and the encoding of what it returned) so that anything it throws reaches the
 * checkout as a WalletError that keeps the wallet's own error as `cause`.
 */
export async function walletCall<T>(method: RequestMethod, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (cause) {
    if (cause instanceof WalletError) throw cause
    throw new WalletError(method, { cause })
  }
}

/** The error for a request the wallet has no method for. */
export const missing = (method: RequestMethod, what: string = method) =>
  new UnsupportedRequestError(method, `the wallet has no ${what}`)
