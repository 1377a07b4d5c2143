import { type RequestMethod, UnsupportedRequestError } from '@portico/core'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import { type WireTransaction, writeWireTransaction } from './wire-transaction'

/**
 * The transaction as a wallet-adapter wallet takes it: a legacy `Transaction` when its version is legacy and
 * a `VersionedTransaction` otherwise. @solana/web3.js is loaded here, with import(), and only for these
 * wallets: a page whose wallet is a kit signer or a wallet-standard wallet never loads it, and its bundler
 * keeps it out of the page (a bundler that splits at import() puts it in a chunk of its own).
 */
export async function web3Transaction(
  method: RequestMethod,
  transaction: WireTransaction,
): Promise<Transaction | VersionedTransaction> {
  let web3: typeof import('@solana/web3.js')
  try {
    web3 = await import('@solana/web3.js')
  } catch (cause) {
    throw new UnsupportedRequestError(
      method,
      'a wallet-adapter wallet needs @solana/web3.js, which could not be loaded',
      { cause },
    )
  }
  const bytes = writeWireTransaction(transaction)
  return transaction.version === 'legacy'
    ? web3.Transaction.from(bytes)
    : web3.VersionedTransaction.deserialize(bytes)
}
