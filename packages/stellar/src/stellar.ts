import type { ChainPlugin } from '@portico/core'
import { isAddressWallet, lazyHandlers } from '@portico/core/internal'
import { StellarNetworks } from './networks'
import type { StellarTransaction, StellarWallet } from './registry'

/** Options of `stellar()`. */
export interface StellarPluginOptions {
  /**
   * The network passphrase the wallet signs for.
   * @default StellarNetworks.PUBLIC
   */
  networkPassphrase?: string
  /**
   * The Stellar RPC URL `sendTransaction` requests submit to (JSON-RPC `sendTransaction`). Without it those
   * requests get an `ERROR` reply.
   */
  server?: string
}

/**
 * The plugin for blockchain `stellar`. The merchant's transaction (base64 XDR) is passed to the checkout as
 * it is; the checkout's transactions are signed by the wallet for `networkPassphrase`, and `sendTransaction`
 * also submits them to the Stellar RPC `server` and answers the transaction hash once it is final (SUCCESS),
 * within the checkout's wallet timeout; otherwise the `ERROR` reply says what is known. A bare address as the
 * wallet gives the checkout the account only (a history): every signing request is refused.
 */
export function stellar(
  options: StellarPluginOptions = {},
): ChainPlugin<StellarWallet | string, StellarTransaction> {
  const networkPassphrase = options.networkPassphrase ?? StellarNetworks.PUBLIC
  return {
    name: 'stellar',
    blockchains: ['stellar'],
    walletAddress: (wallet) => (isAddressWallet(wallet) ? wallet : wallet?.address) || undefined,
    // Already base64 XDR: the checkout reads it unencoded, as today's kit sends it.
    encodeTransaction: (transaction) => transaction || undefined,
    // The code that answers is loaded with the checkout's first request (a chunk of its own where the
    // page's bundler splits at import()), so a page ships it only when the checkout asks for something.
    handlers: (wallet, context) =>
      lazyHandlers(() =>
        import('./request-handlers').then((m) =>
          m.requestHandlers(wallet, { networkPassphrase, server: options.server }, context),
        ),
      ),
  }
}
