import {
  Account,
  Asset,
  BASE_FEE,
  type FeeBumpTransaction,
  Keypair,
  Operation,
  type Transaction,
  TransactionBuilder,
} from '@stellar/stellar-base'
import { expect } from 'vitest'

/** An unsigned payment from `source` (base64 XDR), as a checkout asks a wallet to sign it. */
export function paymentXdr(source: string, networkPassphrase: string, amount = '12.5'): string {
  return new TransactionBuilder(new Account(source, '4096'), { fee: BASE_FEE, networkPassphrase })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount }),
    )
    .setTimeout(300)
    .build()
    .toXDR()
}

/** Adds `keypair`'s signature for `networkPassphrase`, as a wallet over that key does. */
export function signXdr(xdr: string, networkPassphrase: string, keypair: Keypair): string {
  const transaction = TransactionBuilder.fromXDR(xdr, networkPassphrase)
  transaction.sign(keypair)
  return transaction.toXDR()
}

/**
 * Checks that `signedXdr` is `unsignedXdr` with one signature that `keypair`'s public key verifies over the
 * transaction hash for `networkPassphrase` (so a signature for another network, or of other bytes, fails).
 */
export function expectSignedBy(
  signedXdr: string,
  unsignedXdr: string,
  networkPassphrase: string,
  keypair: Keypair,
): void {
  const signed: Transaction | FeeBumpTransaction = TransactionBuilder.fromXDR(signedXdr, networkPassphrase)
  const unsigned = TransactionBuilder.fromXDR(unsignedXdr, networkPassphrase)
  expect(signed.hash().equals(unsigned.hash())).toBe(true)
  expect(signed.signatures).toHaveLength(1)
  const [signature] = signed.signatures
  const verifier = Keypair.fromPublicKey(keypair.publicKey())
  expect(verifier.verify(signed.hash(), signature!.signature())).toBe(true)
}
