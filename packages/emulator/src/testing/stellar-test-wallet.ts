import { hash, Keypair, TransactionBuilder } from '@stellar/stellar-base'

/** Options of `stellarTestWallet`. */
export interface StellarTestWalletOptions {
  /** The key pair to use. @default a new one (`Keypair.random()`) */
  keypair?: Keypair
}

/**
 * A plain Stellar wallet over a `Keypair`, shaped as `@portico/stellar` takes it: it answers at once, as a
 * browser wallet does once the customer approves.
 */
export interface StellarTestWallet {
  /** The account (`G…`). */
  address: string
  /** Its key pair: sign more with it, or check its signatures. Test keys only. */
  keypair: Keypair
  /** Adds the wallet's signature for `networkPassphrase` to a base64 XDR envelope; resolves the signed XDR. */
  signTransaction(xdr: string, options: { networkPassphrase: string }): Promise<string>
  /**
   * Signs a message as SEP-53 asks (ed25519 over SHA-256 of `'Stellar Signed Message:\n'` and the message);
   * resolves the base64 signature.
   */
  signMessage(message: string): Promise<string>
}

const SEP53_PREFIX = 'Stellar Signed Message:\n'

/** The bytes SEP-53 signs for `message`: SHA-256 of the prefix and the message's UTF-8. */
export function stellarMessageDigest(message: string): Uint8Array {
  return Uint8Array.from(hash(new TextEncoder().encode(SEP53_PREFIX + message) as Buffer))
}

/**
 * A test wallet for `stellar` checkouts on the emulator. It runs in Node and in the browser (it needs only
 * `@stellar/stellar-base`), so a merchant page under test can use it in place of Freighter or Stellar
 * Wallets Kit. Its keys must never hold real funds.
 */
export function stellarTestWallet(options: StellarTestWalletOptions = {}): StellarTestWallet {
  const keypair = options.keypair ?? Keypair.random()
  return {
    address: keypair.publicKey(),
    keypair,
    async signTransaction(xdr, { networkPassphrase }) {
      const transaction = TransactionBuilder.fromXDR(xdr, networkPassphrase)
      transaction.sign(keypair)
      return transaction.toXDR()
    },
    // stellar-base's Buffer (its own, in the browser too) gives the base64.
    signMessage: async (message) => keypair.sign(stellarMessageDigest(message) as Buffer).toString('base64'),
  }
}
