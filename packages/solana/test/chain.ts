// Test helpers: a real Solana runtime (litesvm), a wallet backed by a Keypair, and the checkout's side of a
// request. Nothing here is shipped.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import {
  type Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import type { SolanaWallet } from '../src/registry'

/** A transaction as web3.js builds it. */
export type SolanaTransaction = Transaction | VersionedTransaction

// DER prefixes that wrap a raw 32-byte Ed25519 seed / public key as PKCS#8 / SPKI for node:crypto.
const PKCS8 = Uint8Array.from([48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 112, 4, 34, 4, 32])
const SPKI = Uint8Array.from([48, 42, 48, 5, 6, 3, 43, 101, 112, 3, 33, 0])
const der = (prefix: Uint8Array, key: Uint8Array) => Buffer.concat([prefix, key])

/** Ed25519 signature of `message` by `keypair`, made outside web3.js. */
export function signBytes(keypair: Keypair, message: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: der(PKCS8, keypair.secretKey.slice(0, 32)),
    format: 'der',
    type: 'pkcs8',
  })
  return new Uint8Array(sign(null, message, key))
}

/** Whether `signature` is `publicKey`'s Ed25519 signature of `message`. */
export function verifyBytes(publicKey: PublicKey, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: der(SPKI, publicKey.toBytes()), format: 'der', type: 'spki' })
  return verify(null, message, key, signature)
}

/** A funded local chain with a payer (the customer) and an empty recipient. */
export function localChain() {
  const svm = new LiteSVM()
  const payer = Keypair.generate()
  const recipient = Keypair.generate().publicKey
  svm.airdrop(payer.publicKey, BigInt(2 * LAMPORTS_PER_SOL))
  const balance = (key: PublicKey) => svm.getBalance(key) ?? 0n
  /** Runs a signed transaction; throws with litesvm's reason when the runtime refuses it. */
  const execute = (transaction: SolanaTransaction) => {
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata)
      throw new Error(`transaction failed: ${result.toString()}`)
    return bs58.encode(result.signature())
  }
  return { svm, payer, recipient, balance, execute }
}

/** A legacy transfer of `lamports` from `from` to `to`, unsigned, on `recentBlockhash`. */
export function legacyTransfer(
  recentBlockhash: string,
  from: PublicKey,
  to: PublicKey,
  lamports: number,
  feePayer = from,
): Transaction {
  return new Transaction({ feePayer, recentBlockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
}

/** The same transfer as a v0 transaction. */
export function v0Transfer(
  recentBlockhash: string,
  from: PublicKey,
  to: PublicKey,
  lamports: number,
  feePayer = from,
): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: feePayer,
    recentBlockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

/** What the checkout posts as `data`: base58 of the transaction's wire bytes, built without the plugin. */
export function checkoutRequest(transaction: SolanaTransaction): string {
  if ('version' in transaction) return bs58.encode(transaction.serialize())
  const message = transaction.compileMessage()
  const versioned = new VersionedTransaction(message)
  // Keep signatures already made (e.g. a co-signer's), each at its signer's place in the message.
  for (const { publicKey, signature } of transaction.signatures) {
    const index = message.accountKeys.findIndex((key) => key.equals(publicKey))
    if (signature) versioned.signatures[index] = signature
  }
  return bs58.encode(versioned.serialize())
}

/** A wallet-adapter shaped wallet that signs with a Keypair, as a browser wallet would after approval. */
export function keypairWallet(keypair: Keypair) {
  const signTransaction = async <T extends SolanaTransaction>(transaction: T): Promise<T> => {
    if ('version' in transaction) transaction.sign([keypair])
    else transaction.partialSign(keypair)
    return transaction
  }
  const wallet = {
    publicKey: keypair.publicKey,
    signTransaction,
    signMessage: async (message: Uint8Array) => signBytes(keypair, message),
    sendTransaction: async (transaction: SolanaTransaction, connection: Connection) => {
      const signed = await signTransaction(transaction)
      return connection.sendRawTransaction(signed.serialize())
    },
  } satisfies SolanaWallet
  return wallet
}
