import { unsigned, type WireTransaction } from './wire-transaction'

/**
 * The transaction a wallet answered, once it is sure to carry the signature of `signer` (base58): a wallet
 * may rewrite the message (priority fees, its own instructions), but not drop the customer from it.
 */
export function signedBy(transaction: WireTransaction, signer: string): WireTransaction {
  const index = transaction.signers.indexOf(signer)
  if (index < 0) throw new Error(`the wallet answered a transaction that ${signer} does not sign`)
  if (unsigned(transaction.signatures[index]!))
    throw new Error(`the wallet answered the transaction without the signature of ${signer}`)
  return transaction
}
