import type { ChainPlugin } from '@portico/core'
import { lazyHandlers } from '@portico/core/internal'
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
    // The code that answers is loaded with the checkout's first request (a chunk of its own where the
    // page's bundler splits at import()), so a page ships it only when the checkout asks for something.
    handlers: (wallet, context) =>
      lazyHandlers(() => import('./request-handlers').then((m) => m.requestHandlers(wallet, context))),
  }
}
