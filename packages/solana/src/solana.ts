import { type ChainPlugin, type RequestMethod, WalletError } from '@portico/core'
import { adapterHandlers } from './adapter-handlers'
import { encodeTransaction } from './encode-transaction'
import { kitHandlers } from './kit-handlers'
import type { SolanaOptions, SolanaTransaction, SolanaWallet } from './registry'
import { standardHandlers } from './standard-handlers'
import { walletAddress } from './wallet-address'
import { walletKind } from './wallet-kind'

/**
 * The plugin for blockchain `solana`. The wallet is any of, unmodified: wallet-adapter's `useWallet()` or an
 * adapter, a `@solana/kit` signer, or a wallet-standard wallet. Requests are read as wire bytes, so only a
 * wallet-adapter wallet loads @solana/web3.js. The checkout options' `connection` sends what a wallet that
 * cannot send has signed.
 */
export function solana(): ChainPlugin<SolanaWallet, SolanaTransaction, SolanaOptions> {
  return {
    name: 'solana',
    blockchains: ['solana'],
    walletAddress,
    encodeTransaction,
    handlers(wallet, context) {
      // mountCheckout passes the merchant's `wallet` option as it is: it may be missing or disconnected.
      const signer = (method: RequestMethod) => {
        const address = walletAddress(wallet)
        if (!address) throw new WalletError(method, { details: 'the wallet is not connected' })
        return address
      }
      const shape = walletKind(wallet)
      if (shape.kind === 'kit') return kitHandlers(shape.wallet, context)
      if (shape.kind === 'standard') return standardHandlers(shape.wallet, context, signer)
      return adapterHandlers(shape.wallet, context, signer)
    },
  }
}
