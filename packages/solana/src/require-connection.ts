import { type RequestMethod, UnsupportedRequestError } from '@portico/core'
import type { SolanaConnection } from './registry'

/**
 * The connection that sends what a wallet that cannot send has signed; refuses the request, before the
 * wallet sees anything, when the checkout options have none.
 */
export function requireConnection(
  method: RequestMethod,
  connection: SolanaConnection | undefined,
  what: string,
): SolanaConnection {
  if (!connection)
    throw new UnsupportedRequestError(
      method,
      `${what}: pass \`connection\` (a @solana/web3.js Connection, or any object with sendRawTransaction) with the Solana checkout options`,
    )
  return connection
}
