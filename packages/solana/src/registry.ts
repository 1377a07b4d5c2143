// The wallet, transaction and option types of `blockchain: 'solana'`. They are written out structurally, with
// no import from @solana/web3.js, @solana/kit or wallet-standard, so that an install with any one of them (and
// none of the others) type-checks. Each is checked against the real library types in registry.test-d.ts.
import type { ChainEntry, Lamports } from '@portico/core'

/** Bytes as libraries hand them over: a `Uint8Array`, a Node `Buffer`, or kit's read-only byte arrays. */
export type SolanaBytes = ArrayLike<number>

/** A transaction version as wallets declare it: legacy or v0. */
export type SolanaTransactionVersion = 'legacy' | 0

/** A `@solana/web3.js` public key, as far as the plugin reads it. */
export interface SolanaPublicKey {
  toBase58(): string
}

/** A `@solana/web3.js` `Transaction` (legacy) or `VersionedTransaction`, as far as the plugin reads it. */
export interface Web3Transaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/**
 * A merchant transaction for the Solana checkout: a `@solana/web3.js` `Transaction` or `VersionedTransaction`,
 * or the transaction's wire bytes, as bytes or base64 (e.g. kit's `getBase64EncodedWireTransaction`).
 */
export type SolanaTransaction = Web3Transaction | Uint8Array | string

/** Where signed transactions are sent: a `@solana/web3.js` `Connection`, or anything that sends wire bytes. */
export interface SolanaConnection {
  // Method syntax (here and below) is what lets libraries' narrower parameter types fit.
  sendRawTransaction(rawTransaction: Uint8Array): Promise<string>
}

/**
 * A wallet-adapter wallet: what `useWallet()` returns, or any adapter. Only `publicKey` and `sendTransaction`
 * are required.
 */
export interface SolanaAdapterWallet {
  /** The connected account; `null` while the wallet is disconnected. */
  publicKey: SolanaPublicKey | null
  /** Signs and sends through `connection`; resolves to the transaction signature. */
  sendTransaction: {
    send(transaction: Web3Transaction, connection: SolanaConnection, options?: object): Promise<string>
  }['send']
  /** Signs without sending; wallets that cannot leave it undefined. */
  signTransaction?: { sign(transaction: Web3Transaction): Promise<Web3Transaction> }['sign'] | undefined
  /** Signs raw bytes (ed25519); wallets that cannot leave it undefined. */
  signMessage?: ((message: Uint8Array) => Promise<Uint8Array>) | undefined
  /** An adapter's declared versions (`null` or missing: legacy only, as wallet-adapter reads it). */
  supportedTransactionVersions?: ReadonlySet<SolanaTransactionVersion> | null | undefined
  /**
   * `useWallet()`'s selected wallet, whose adapter declares its versions (`undefined` written out: a strict
   * build with `exactOptionalPropertyTypes` takes wallet-adapter's `SupportedTransactionVersions` only so).
   */
  wallet?:
    | {
        adapter: { supportedTransactionVersions?: ReadonlySet<SolanaTransactionVersion> | null | undefined }
      }
    | null
    | undefined
}

/** A transaction as `@solana/kit` hands it to signers: its message and a signature (or `null`) per signer. */
export interface SolanaKitTransaction {
  readonly messageBytes: SolanaBytes
  readonly signatures: Readonly<Record<string, SolanaBytes | null>>
}

/** A message as `@solana/kit` hands it to message signers. */
export interface SolanaKitMessage {
  readonly content: SolanaBytes
  readonly signatures: Readonly<Record<string, SolanaBytes>>
}

/** `@solana/kit`'s `TransactionModifyingSigner`: may rewrite the message (e.g. priority fees) as it signs. */
export interface SolanaKitModifyingSigner {
  readonly address: string
  modifyAndSignTransactions(
    transactions: readonly SolanaKitTransaction[],
  ): Promise<readonly SolanaKitTransaction[]>
}

/** `@solana/kit`'s `TransactionPartialSigner`: signs the message as it is. */
export interface SolanaKitPartialSigner {
  readonly address: string
  signTransactions(
    transactions: readonly SolanaKitTransaction[],
  ): Promise<readonly Readonly<Record<string, SolanaBytes>>[]>
}

/** `@solana/kit`'s `TransactionSendingSigner`: signs and sends; resolves to the signatures. */
export interface SolanaKitSendingSigner {
  readonly address: string
  signAndSendTransactions(transactions: readonly SolanaKitTransaction[]): Promise<readonly SolanaBytes[]>
}

/** `@solana/kit`'s `MessagePartialSigner`. */
export interface SolanaKitMessagePartialSigner {
  readonly address: string
  signMessages(
    messages: readonly SolanaKitMessage[],
  ): Promise<readonly Readonly<Record<string, SolanaBytes>>[]>
}

/** `@solana/kit`'s `MessageModifyingSigner`. */
export interface SolanaKitMessageModifyingSigner {
  readonly address: string
  modifyAndSignMessages(messages: readonly SolanaKitMessage[]): Promise<readonly SolanaKitMessage[]>
}

/** Any `@solana/kit` signer (a `KeyPairSigner` is a partial signer of both kinds). */
export type SolanaKitSigner =
  | SolanaKitModifyingSigner
  | SolanaKitPartialSigner
  | SolanaKitSendingSigner
  | SolanaKitMessagePartialSigner
  | SolanaKitMessageModifyingSigner

/** An account of a wallet-standard wallet. */
export interface SolanaStandardAccount {
  /** Base58. */
  readonly address: string
  /** The chains it is on, e.g. `'solana:mainnet'`. */
  readonly chains: readonly string[]
}

/**
 * A wallet-standard wallet (e.g. from `getWallets().get()`), connected: its first account pays. Its
 * `solana:signTransaction`, `solana:signAndSendTransaction` and `solana:signMessage` features are used.
 */
export interface SolanaStandardWallet {
  readonly version: string
  readonly accounts: readonly SolanaStandardAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

/**
 * The customer's wallet: a wallet-adapter wallet, a `@solana/kit` signer, a wallet-standard wallet, or a
 * bare address (base58: `?pubkey=` only, for a history; every signing request is refused).
 */
export type SolanaWallet = SolanaAdapterWallet | SolanaKitSigner | SolanaStandardWallet | string

/** The checkout options only the Solana checkout reads. */
export interface SolanaOptions {
  /**
   * Where `sendTransaction` requests go when the wallet cannot send itself (a wallet-adapter wallet sends
   * through it; a kit signer or wallet-standard wallet that only signs has it send the signed bytes). A
   * `@solana/web3.js` `Connection` fits. Without it such requests get an `ERROR` reply.
   */
  connection?: SolanaConnection
  /**
   * The chain a wallet-standard wallet sends on (`solana:signAndSendTransaction`).
   * @default the account's first `solana:` chain
   */
  chain?: `solana:${string}`
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
