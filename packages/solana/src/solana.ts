import { type ChainPlugin, type RequestMethod, UnsupportedRequestError, WalletError } from '@portico/core'
import { base58 as bs58 } from './base58'
import { decodeTransaction } from './decode-transaction'
import { encodeTransaction } from './encode-transaction'
import type { SolanaOptions, SolanaTransaction, SolanaWallet } from './registry'

// Runs one wallet call (and the encoding of what it returned) so that anything it throws reaches the
// checkout as a WalletError that keeps the wallet's own error as `cause`.
async function walletCall<T>(method: RequestMethod, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (cause) {
    throw new WalletError(method, { cause })
  }
}

/**
 * The plugin for blockchain `solana`. The wallet is wallet-adapter's `useWallet()` as it is; the checkout
 * options' `connection` is used to send transactions.
 */
export function solana(): ChainPlugin<SolanaWallet, SolanaTransaction, SolanaOptions> {
  return {
    name: 'solana',
    blockchains: ['solana'],
    walletAddress: (wallet) => wallet?.publicKey?.toBase58(),
    encodeTransaction,
    handlers(wallet, context) {
      // mountCheckout passes the merchant's `wallet` option as it is: it may be missing or disconnected.
      const signer = (method: RequestMethod) => {
        const address = wallet?.publicKey?.toBase58()
        if (!address) throw new WalletError(method, { details: 'the wallet is not connected' })
        return address
      }
      const missing = (method: RequestMethod) =>
        new UnsupportedRequestError(method, `the wallet has no ${method}`)
      return {
        async signMessage(data) {
          signer('signMessage')
          if (!wallet.signMessage) throw missing('signMessage')
          const message = new TextEncoder().encode(data)
          return walletCall('signMessage', async () => bs58.encode(await wallet.signMessage!(message)))
        },
        async signTransaction(data) {
          const address = signer('signTransaction')
          if (!wallet.signTransaction) throw missing('signTransaction')
          const transaction = decodeTransaction('signTransaction', data, address)
          return walletCall('signTransaction', async () =>
            encodeTransaction(await wallet.signTransaction!(transaction)),
          )
        },
        async sendTransaction(data) {
          const connection = context?.options?.connection
          if (!connection)
            throw new UnsupportedRequestError(
              'sendTransaction',
              'pass `connection` (a @solana/web3.js Connection) with the Solana checkout options',
            )
          const transaction = decodeTransaction('sendTransaction', data, signer('sendTransaction'))
          return walletCall('sendTransaction', () => wallet.sendTransaction(transaction, connection))
        },
      }
    },
  }
}
