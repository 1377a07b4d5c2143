import type { ChainPlugin, RequestMethod } from '@portico/core'
import { encodeTransaction } from './encode-transaction'
import type { SolanaOptions, SolanaTransaction, SolanaWallet } from './registry'
import { walletAddress } from './wallet-address'

/**
 * The plugin for blockchain `solana`. The wallet is any of, unmodified: wallet-adapter's `useWallet()` or an
 * adapter, a `@solana/kit` signer, or a wallet-standard wallet; or a bare address, for a history. Requests
 * are read as wire bytes, so only a wallet-adapter wallet loads @solana/web3.js. The checkout options'
 * `connection` sends what a wallet that cannot send has signed.
 */
export function solana(): ChainPlugin<SolanaWallet, SolanaTransaction, SolanaOptions> {
  return {
    name: 'solana',
    blockchains: ['solana'],
    walletAddress,
    encodeTransaction,
    handlers(wallet, context) {
      // The code that answers is loaded with the checkout's first request (a chunk of its own where the
      // page's bundler splits at import()), so a page ships it only when the checkout asks for something.
      const serve = (method: RequestMethod) => (data: string) =>
        import('./request-handlers').then((m) => m.requestHandlers(wallet, context)[method]!(data))
      return {
        signMessage: serve('signMessage'),
        signTransaction: serve('signTransaction'),
        sendTransaction: serve('sendTransaction'),
      }
    },
  }
}
