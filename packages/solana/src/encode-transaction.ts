import { base58 as bs58 } from './base58'
import type { SolanaTransaction } from './registry'

/**
 * A transaction as the checkout reads it: base58 of its wire bytes. Legacy transactions are serialised
 * without requiring or verifying signatures, since the customer's wallet has not signed yet.
 */
export function encodeTransaction(transaction: SolanaTransaction): string {
  // Duck-typed rather than `instanceof`, so a transaction from another copy of web3.js still encodes.
  return bs58.encode(
    'version' in transaction
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
}
