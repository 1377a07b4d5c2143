import type { ChainEntry, Lamports } from '@portico/core'
import type { Connection, PublicKey, SendOptions, Transaction, VersionedTransaction } from '@solana/web3.js'

/** A merchant transaction for the Solana checkout: legacy or versioned. */
export type SolanaTransaction = Transaction | VersionedTransaction

/**
 * The customer's wallet: what wallet-adapter's `useWallet()` returns, used as it is (any wallet-adapter
 * adapter fits too). Only `publicKey` and `sendTransaction` are required.
 */
export interface SolanaWallet {
  /** The connected account; `null` while the wallet is disconnected. */
  publicKey: PublicKey | null
  /** Signs and sends through `connection`; resolves to the transaction signature. */
  sendTransaction(
    transaction: SolanaTransaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<string>
  /** Signs without sending; wallets that cannot leave it undefined. */
  signTransaction?: (<T extends SolanaTransaction>(transaction: T) => Promise<T>) | undefined
  /** Signs raw bytes (ed25519); wallets that cannot leave it undefined. */
  signMessage?: ((message: Uint8Array) => Promise<Uint8Array>) | undefined
}

/** The checkout options only the Solana checkout reads. */
export interface SolanaOptions {
  /** The connection `sendTransaction` requests are sent through; without it they get an `ERROR` reply. */
  connection?: Connection
  /** Rent the checkout should cover, in lamports (`?rent=`). */
  rent?: Lamports
  /** Native SOL to convert, in lamports (`?nativeSolToConvert=`). */
  nativeSolToConvert?: Lamports
}

// Installing @portico/solana types `blockchain: 'solana'` checkouts with this wallet, transaction and options.
declare module '@portico/core' {
  interface ChainRegistry {
    solana: ChainEntry<SolanaWallet, SolanaTransaction, SolanaOptions>
  }
}
