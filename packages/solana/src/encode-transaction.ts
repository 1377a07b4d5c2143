import { InvalidOptionError } from '@portico/core'
import { base58 } from './base58'
import type { SolanaTransaction } from './registry'
import { readWireTransaction } from './wire-transaction'

// Standard base64 or base64url, padded or not: what kit's getBase64EncodedWireTransaction and others give.
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/

function fromBase64(text: string): Uint8Array {
  if (!BASE64.test(text)) throw new Error('not base64')
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/**
 * A transaction as the checkout reads it: base58 of its wire bytes. Takes a `@solana/web3.js` `Transaction`
 * (serialised without requiring or verifying signatures, since the customer's wallet has not signed yet) or
 * `VersionedTransaction`, or the wire bytes themselves as a `Uint8Array` or base64. Throws an
 * `InvalidOptionError` (`transaction`) for anything that is not exactly one legacy or v0 transaction.
 */
export function encodeTransaction(transaction: SolanaTransaction): string {
  if (typeof transaction === 'string' || transaction instanceof Uint8Array) return encodeWire(transaction)
  // Duck-typed rather than `instanceof`, so a transaction from another copy of web3.js still encodes.
  return base58.encode(
    'version' in transaction
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
}

function encodeWire(transaction: Uint8Array | string): string {
  try {
    const bytes = typeof transaction === 'string' ? fromBase64(transaction) : transaction
    readWireTransaction(bytes)
    return base58.encode(bytes)
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new InvalidOptionError('transaction', `not a wire transaction (${reason})`, {
      cause,
    })
  }
}
