import type { ChainEntry } from '@portico/core'

/** What a wallet passes with each signature request: the network the transaction is for, and the signer. */
export interface StellarSignOptions {
  /** The network passphrase, e.g. `'Test SDF Network ; September 2015'`. */
  networkPassphrase: string
  /** The account that should sign (the wallet's `address`). */
  address?: string
}

/** A refusal as Freighter reports it: in the answer, not as an exception. */
export interface StellarWalletFailure {
  message: string
  code?: number
}

/**
 * What `signTransaction` may resolve: the signed base64 XDR, or an object carrying it (Freighter and Stellar
 * Wallets Kit answer `{ signedTxXdr, signerAddress }`; Freighter reports a refusal in `error`).
 */
export type StellarSignedTransaction =
  | string
  | { signedTxXdr: string; signerAddress?: string; error?: StellarWalletFailure | undefined }

/**
 * What `signMessage` may resolve: the base64 signature, its bytes, or an object carrying either (Freighter and
 * Stellar Wallets Kit answer `{ signedMessage, signerAddress }`).
 */
export type StellarSignedMessage =
  | string
  | Uint8Array
  | {
      signedMessage: string | Uint8Array | null
      signerAddress?: string
      error?: StellarWalletFailure | undefined
    }

/**
 * The customer's Stellar wallet: `{ address }` with the signing functions of a plain key, of
 * `@stellar/freighter-api` or of Stellar Wallets Kit, as they are.
 */
export interface StellarWallet {
  /** The account (a `G…` address); `null` or `undefined` while the wallet is not connected. */
  address: string | null | undefined
  /** Signs a base64 XDR transaction envelope for `networkPassphrase`. */
  signTransaction(xdr: string, options: StellarSignOptions): Promise<StellarSignedTransaction>
  /** Signs a text message; wallets that cannot leave it undefined. */
  signMessage?: ((message: string, options: StellarSignOptions) => Promise<StellarSignedMessage>) | undefined
}

/** A merchant transaction for the Stellar checkout: a base64 XDR transaction envelope. */
export type StellarTransaction = string

// Installing @portico/stellar types `blockchain: 'stellar'` checkouts with this wallet (or a bare address, for
// a history) and transaction.
declare module '@portico/core' {
  interface ChainRegistry {
    stellar: ChainEntry<StellarWallet | string, StellarTransaction>
  }
}
