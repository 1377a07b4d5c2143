import type { HandlerContext, RequestHandlers, RequestMethod } from '@portico/core'
import { base58 } from './base58'
import { checkVersion } from './check-version'
import { decodeTransaction } from './decode-transaction'
import { encodeTransaction } from './encode-transaction'
import type { SolanaAdapterWallet, SolanaOptions } from './registry'
import { requireConnection } from './require-connection'
import { missing, walletCall } from './wallet-call'
import { web3Transaction } from './web3-transaction'

// What the adapter declares; wallet-adapter reads `null` as legacy only. A wallet that says nothing (a
// minimal wallet object) is trusted with any version.
function declaredVersions(wallet: SolanaAdapterWallet) {
  const adapter = 'supportedTransactionVersions' in wallet ? wallet : wallet.wallet?.adapter
  if (!adapter) return undefined
  return adapter.supportedTransactionVersions ?? (['legacy'] as const)
}

/**
 * The handlers for a wallet-adapter wallet (`useWallet()`, an adapter): it takes @solana/web3.js
 * transactions, so requests are decoded into them (web3.js is loaded for this). `signer` is the wallet's
 * address, or throws while it is disconnected.
 */
export function adapterHandlers(
  wallet: SolanaAdapterWallet,
  context: HandlerContext<SolanaOptions> | undefined,
  signer: (method: RequestMethod) => string,
): RequestHandlers {
  const decode = async (method: RequestMethod, data: string) => {
    const transaction = decodeTransaction(method, data, signer(method))
    checkVersion(method, transaction.version, declaredVersions(wallet))
    return web3Transaction(method, transaction)
  }
  return {
    async signMessage(data) {
      signer('signMessage')
      const { signMessage } = wallet
      if (!signMessage) throw missing('signMessage')
      const message = new TextEncoder().encode(data)
      return walletCall('signMessage', async () => base58.encode(await signMessage(message)))
    },
    async signTransaction(data) {
      signer('signTransaction')
      const { signTransaction } = wallet
      if (!signTransaction) throw missing('signTransaction')
      const transaction = await decode('signTransaction', data)
      return walletCall('signTransaction', async () => encodeTransaction(await signTransaction(transaction)))
    },
    async sendTransaction(data) {
      // A wallet with only `publicKey` cannot sign: asking for a connection would send the merchant astray.
      if (wallet && typeof wallet.sendTransaction !== 'function') throw missing('sendTransaction')
      const connection = requireConnection(
        'sendTransaction',
        context?.options?.connection,
        'a wallet-adapter wallet sends through a connection',
      )
      const transaction = await decode('sendTransaction', data)
      return walletCall('sendTransaction', () => wallet.sendTransaction(transaction, connection))
    },
  }
}
