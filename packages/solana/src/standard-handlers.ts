import type { HandlerContext, RequestHandlers, RequestMethod } from '@portico/core'
import { base58 } from './base58'
import { checkVersion } from './check-version'
import { decodeTransaction } from './decode-transaction'
import type {
  SolanaBytes,
  SolanaOptions,
  SolanaStandardAccount,
  SolanaStandardWallet,
  SolanaTransactionVersion,
} from './registry'
import { requireConnection } from './require-connection'
import { sameBytes, signatureBytes } from './signature-bytes'
import { signedBy } from './signed-by'
import { missing, walletCall } from './wallet-call'
import { readWireTransaction, writeWireTransaction } from './wire-transaction'

// The wallet-standard Solana features the plugin uses, as @solana/wallet-standard-features defines them.
interface SignTransactionFeature {
  readonly supportedTransactionVersions?: readonly SolanaTransactionVersion[]
  signTransaction(
    ...inputs: { account: SolanaStandardAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: SolanaBytes }[]>
}
interface SignAndSendTransactionFeature {
  readonly supportedTransactionVersions?: readonly SolanaTransactionVersion[]
  signAndSendTransaction(
    ...inputs: { account: SolanaStandardAccount; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signature: SolanaBytes }[]>
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: SolanaStandardAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: SolanaBytes; signature: SolanaBytes }[]>
}

/** The wallet's feature `name` when it has the method `method`; wallets list what they implement. */
function feature<F>(wallet: SolanaStandardWallet, name: string, method: string): F | undefined {
  const value = wallet.features[name]
  return value && typeof (value as Record<string, unknown>)[method] === 'function' ? (value as F) : undefined
}

/**
 * The handlers for a wallet-standard wallet; its first account is the customer's. Transactions reach it as
 * wire bytes; a version its feature does not list in `supportedTransactionVersions` is refused first.
 * `signer` is that account's address, or throws while the wallet has none.
 */
export function standardHandlers(
  wallet: SolanaStandardWallet,
  context: HandlerContext<SolanaOptions> | undefined,
  signer: (method: RequestMethod) => string,
): RequestHandlers {
  const signing = feature<SignTransactionFeature>(wallet, 'solana:signTransaction', 'signTransaction')
  const sending = feature<SignAndSendTransactionFeature>(
    wallet,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
  )
  const messages = feature<SignMessageFeature>(wallet, 'solana:signMessage', 'signMessage')
  // The request's transaction as the wallet takes it, once its version is one the wallet declares.
  const decode = (method: RequestMethod, data: string, versions?: readonly SolanaTransactionVersion[]) => {
    const address = signer(method)
    const transaction = decodeTransaction(method, data, address)
    checkVersion(method, transaction.version, versions)
    const account = wallet.accounts.find((a) => a.address === address)!
    return { account, address, transaction: writeWireTransaction(transaction) }
  }
  const chainOf = (account: SolanaStandardAccount) =>
    context?.options?.chain ?? account.chains.find((c) => c.startsWith('solana:')) ?? 'solana:mainnet'
  async function sign(account: SolanaStandardAccount, address: string, transaction: Uint8Array) {
    const [output] = await signing!.signTransaction({ account, transaction, chain: chainOf(account) })
    if (!output) throw new Error('the wallet answered no transaction')
    return writeWireTransaction(
      signedBy(readWireTransaction(Uint8Array.from(output.signedTransaction)), address),
    )
  }
  return {
    async signMessage(data) {
      const address = signer('signMessage')
      if (!messages) throw missing('signMessage', 'solana:signMessage feature')
      const account = wallet.accounts.find((a) => a.address === address)!
      const message = new TextEncoder().encode(data)
      return walletCall('signMessage', async () => {
        const [output] = await messages.signMessage({ account, message })
        // The checkout verifies the signature against its own text: a prefixed or rewritten one would not do.
        if (!output || !sameBytes(output.signedMessage, message))
          throw new Error('the wallet changed the message')
        return base58.encode(signatureBytes(output.signature, address))
      })
    },
    async signTransaction(data) {
      signer('signTransaction')
      if (!signing) throw missing('signTransaction', 'solana:signTransaction feature')
      const { account, address, transaction } = decode(
        'signTransaction',
        data,
        signing.supportedTransactionVersions,
      )
      return walletCall('signTransaction', async () =>
        base58.encode(await sign(account, address, transaction)),
      )
    },
    async sendTransaction(data) {
      signer('sendTransaction')
      if (sending) {
        const { account, transaction } = decode('sendTransaction', data, sending.supportedTransactionVersions)
        return walletCall('sendTransaction', async () => {
          const [output] = await sending.signAndSendTransaction({
            account,
            transaction,
            chain: chainOf(account),
          })
          return base58.encode(signatureBytes(output?.signature, account.address))
        })
      }
      if (!signing) throw missing('sendTransaction', 'solana:signAndSendTransaction feature')
      const connection = requireConnection(
        'sendTransaction',
        context?.options?.connection,
        'the wallet has no solana:signAndSendTransaction feature',
      )
      const { account, address, transaction } = decode(
        'sendTransaction',
        data,
        signing.supportedTransactionVersions,
      )
      return walletCall('sendTransaction', async () =>
        connection.sendRawTransaction(await sign(account, address, transaction)),
      )
    },
  }
}
