// A wallet-standard wallet, as the Wallet Standard and @solana/wallet-standard-features define one: version
// '1.0.0', name, icon, chains, accounts (empty until `standard:connect`), and the Solana features, each with
// its version. Its key is a kit KeyPairSigner's; it may add a priority fee as it signs (as wallets do), and
// declares the transaction versions it is given. Nothing here is shipped.
import { type KeyPairSigner, type SignatureBytes, signBytes } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import { ComputeBudgetProgram, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import bs58 from 'bs58'

const CHAIN = 'solana:localnet' as const
type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignMessageFeature

export interface StandardWalletOptions {
  /** What the transaction features declare. @default ['legacy', 0] */
  versions?: readonly SolanaTransactionVersion[]
  /** Adds a ComputeBudget unit price in front of the merchant's instructions before signing. */
  priorityFee?: boolean
  /** Where signAndSendTransaction sends the signed wire bytes. Without it the wallet has no such feature. */
  send?: (wire: Uint8Array) => Promise<void> | void
  /** The calls the wallet received, by feature method, for the tests to look at. */
  calls?: { method: string; chain?: string | undefined }[]
}

/** A connected wallet-standard wallet whose one account is `signer`'s. */
export async function standardWallet(signer: KeyPairSigner, options: StandardWalletOptions = {}) {
  const versions = options.versions ?? ['legacy', 0]
  const calls = options.calls ?? []
  const account: WalletAccount = Object.freeze({
    address: signer.address,
    publicKey: new PublicKey(signer.address).toBytes(),
    chains: [CHAIN],
    features: ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'] as const,
  })
  const accounts: WalletAccount[] = []
  const mine = (input: { account: WalletAccount }) => {
    if (input.account.address !== account.address) throw new Error('unknown account')
  }
  // Signs `wire` (after the priority fee, if asked for) with the account's key, as its own wallet would.
  async function sign(wire: Uint8Array): Promise<Uint8Array> {
    let transaction = VersionedTransaction.deserialize(wire)
    if (options.priorityFee) {
      const decompiled = TransactionMessage.decompile(transaction.message)
      decompiled.instructions.unshift(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7000 }))
      transaction = new VersionedTransaction(
        transaction.version === 'legacy'
          ? decompiled.compileToLegacyMessage()
          : decompiled.compileToV0Message(),
      )
    }
    const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === account.address)
    transaction.signatures[index] = await signBytes(
      signer.keyPair.privateKey,
      transaction.message.serialize(),
    )
    return transaction.serialize()
  }
  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        if (!accounts.length) accounts.push(account)
        return { accounts }
      },
    },
    'standard:events': { version: '1.0.0', on: () => () => {} },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      async signTransaction(...inputs) {
        return Promise.all(
          inputs.map(async (input) => {
            mine(input)
            calls.push({ method: 'signTransaction', chain: input.chain })
            return { signedTransaction: await sign(input.transaction) }
          }),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      async signAndSendTransaction(...inputs) {
        return Promise.all(
          inputs.map(async (input) => {
            mine(input)
            calls.push({ method: 'signAndSendTransaction', chain: input.chain })
            if (!options.send) throw new Error('not sending')
            const signed = await sign(input.transaction)
            await options.send(signed)
            return { signature: VersionedTransaction.deserialize(signed).signatures[0]! }
          }),
        )
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        return Promise.all(
          inputs.map(async (input) => {
            mine(input)
            calls.push({ method: 'signMessage' })
            const signature: SignatureBytes = await signBytes(signer.keyPair.privateKey, input.message)
            return { signedMessage: input.message, signature }
          }),
        )
      },
    },
  }
  // A wallet lists only the features it has: without `send`, no solana:signAndSendTransaction.
  const { 'solana:signAndSendTransaction': sending, ...signOnly } = features
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Portico Test Standard Wallet',
    icon: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`,
    chains: [CHAIN],
    features: options.send ? features : signOnly,
    get accounts() {
      return accounts.slice()
    },
  }
  await features['standard:connect'].connect()
  return { wallet, calls, account }
}

/** The base58 signature of `answer`'s fee payer, for comparing with a send. */
export const firstSignature = (wire: Uint8Array) =>
  bs58.encode(VersionedTransaction.deserialize(wire).signatures[0]!)
