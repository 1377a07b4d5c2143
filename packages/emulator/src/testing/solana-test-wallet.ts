import {
  Connection,
  Keypair,
  type PublicKey,
  type SendOptions,
  type Transaction,
  type VersionedTransaction,
} from '@solana/web3.js'

/** A Solana transaction a test wallet signs: legacy or versioned. */
export type SolanaTestTransaction = Transaction | VersionedTransaction

/**
 * A wallet-adapter shaped wallet backed by a `Keypair`, answering the checkout's `signMessage`,
 * `signTransaction` and `sendTransaction` at once, as a browser wallet does once the customer approves.
 * Pass it as `wallet` and its `connection` as `connection` to a `solana` checkout.
 */
export interface SolanaTestWallet {
  /** The wallet's address. */
  publicKey: PublicKey
  /** Its key pair: fund it, read its balance, or sign more with it. Test keys only. */
  keypair: Keypair
  /** A connection to the RPC it was made for, for the checkout's `connection` option. */
  connection: Connection
  /** Ed25519 signature of the bytes (WebCrypto: Node 20 and current browsers). */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Adds the wallet's signature; signatures already on the transaction are kept. */
  signTransaction<T extends SolanaTestTransaction>(transaction: T): Promise<T>
  /** Signs and sends through `connection` (the checkout's); resolves to the signature in base58. */
  sendTransaction(
    transaction: SolanaTestTransaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<string>
}

/** Options of `solanaTestWallet`. */
export interface SolanaTestWalletOptions {
  /** The Solana RPC its `connection` talks to (`emulator.solanaRpcUrl`). @default 'http://127.0.0.1:8899' */
  rpcUrl?: string
  /** The key pair to use. @default a new one (`Keypair.generate()`) */
  keypair?: Keypair
}

// DER prefix that wraps a raw 32-byte Ed25519 seed as PKCS#8, the form WebCrypto imports private keys in.
const PKCS8_ED25519 = [48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 112, 4, 34, 4, 32]

async function signBytes(keypair: Keypair, message: Uint8Array): Promise<Uint8Array> {
  const der = Uint8Array.from([...PKCS8_ED25519, ...keypair.secretKey.slice(0, 32)])
  const key = await crypto.subtle.importKey('pkcs8', der, { name: 'Ed25519' }, false, ['sign'])
  // A copy: WebCrypto takes bytes over an ArrayBuffer only, not a view that may share memory.
  return new Uint8Array(await crypto.subtle.sign('Ed25519', key, Uint8Array.from(message)))
}

/**
 * A test wallet for `solana` checkouts on the emulator. It runs in Node and in the browser (it imports no
 * Node module), so a merchant page under test can use it in place of the customer's wallet. The emulator
 * funds it on demand; its keys must never hold real funds.
 */
export function solanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  const keypair = options.keypair ?? Keypair.generate()
  const connection = new Connection(options.rpcUrl ?? 'http://127.0.0.1:8899', 'confirmed')
  const signTransaction = async <T extends SolanaTestTransaction>(transaction: T): Promise<T> => {
    if ('version' in transaction) transaction.sign([keypair])
    else transaction.partialSign(keypair)
    return transaction
  }
  return {
    publicKey: keypair.publicKey,
    keypair,
    connection,
    signMessage: (message) => signBytes(keypair, message),
    signTransaction,
    async sendTransaction(transaction, through, sendOptions) {
      // As wallet-adapter does: a legacy transaction without a fee payer or blockhash gets this wallet's
      // and a fresh one.
      if (!('version' in transaction)) {
        transaction.feePayer ??= keypair.publicKey
        transaction.recentBlockhash ??= (await through.getLatestBlockhash('confirmed')).blockhash
      }
      const signed = await signTransaction(transaction)
      return through.sendRawTransaction(signed.serialize(), sendOptions)
    },
  }
}
