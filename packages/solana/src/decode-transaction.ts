import { InvalidRequestError, type RequestMethod } from '@portico/core'
import { Transaction, VersionedTransaction } from '@solana/web3.js'
import { base58 as bs58 } from './base58'
import type { SolanaTransaction } from './registry'

/**
 * The transaction in a checkout request (base58 wire bytes), as a legacy `Transaction` when its version is
 * legacy and a `VersionedTransaction` otherwise. Rejects data that is not exactly one transaction, and a
 * transaction that `signer` (base58) does not sign.
 */
export function decodeTransaction(method: RequestMethod, data: string, signer: string): SolanaTransaction {
  let signers: string[]
  let transaction: SolanaTransaction
  try {
    const bytes = bs58.decode(data)
    const versioned = VersionedTransaction.deserialize(bytes)
    // web3.js stops reading after the message: bytes past it mean the request was cut or tampered with.
    if (bs58.encode(versioned.serialize()) !== data) throw new Error('unexpected bytes after the transaction')
    const { header, staticAccountKeys } = versioned.message
    signers = staticAccountKeys.slice(0, header.numRequiredSignatures).map((key) => key.toBase58())
    transaction = versioned.version === 'legacy' ? Transaction.from(bytes) : versioned
  } catch (cause) {
    throw new InvalidRequestError(method, 'expected a base58-encoded Solana transaction', {
      cause,
      details: cause instanceof Error ? cause.message : String(cause),
    })
  }
  if (!signers.includes(signer))
    throw new InvalidRequestError(method, `the transaction does not need the signature of ${signer}`)
  return transaction
}
