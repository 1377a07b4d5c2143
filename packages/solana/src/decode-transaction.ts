import { InvalidRequestError, type RequestMethod } from '@portico/core'
import { base58 } from './base58'
import { readWireTransaction, type WireTransaction } from './wire-transaction'

/**
 * The transaction in a checkout request (base58 wire bytes), read without any Solana library. Rejects data
 * that is not exactly one legacy or v0 transaction, and a transaction that `signer` (base58) does not sign.
 */
export function decodeTransaction(method: RequestMethod, data: string, signer: string): WireTransaction {
  let transaction: WireTransaction
  try {
    transaction = readWireTransaction(base58.decode(data))
  } catch (cause) {
    throw new InvalidRequestError(method, 'expected a base58-encoded Solana transaction', {
      cause,
      details: cause instanceof Error ? cause.message : String(cause),
    })
  }
  if (!transaction.signers.includes(signer))
    throw new InvalidRequestError(method, `the transaction does not need the signature of ${signer}`)
  return transaction
}
