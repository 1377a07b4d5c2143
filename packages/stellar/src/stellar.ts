import { type ChainPlugin, type RequestMethod, UnsupportedRequestError, WalletError } from '@portico/core'
import { addressWalletHandlers, isAddressWallet } from '@portico/core/internal'
import { StellarNetworks } from './networks'
import type { StellarSignOptions, StellarTransaction, StellarWallet } from './registry'
import { checkoutEnvelope } from './transaction-envelope'
import { messageSignature, signedTransaction } from './wallet-answers'

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

// Runs one wallet call so that anything it throws reaches the checkout as a WalletError that keeps the
// wallet's own error as `cause` (Portico's errors, e.g. a malformed answer, pass as they are).
async function walletCall<T>(method: RequestMethod, call: () => Promise<T>): Promise<T> {
  let answer: T
  try {
    answer = await call()
  } catch (cause) {
    throw new WalletError(method, { cause })
  }
  return answer
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
    handlers(wallet, context) {
      if (isAddressWallet(wallet)) return addressWalletHandlers()
      // mountCheckout passes the merchant's `wallet` option as it is: it may be missing or disconnected.
      const signOptions = (method: RequestMethod): StellarSignOptions => {
        const address = wallet?.address
        if (!address) throw new WalletError(method, { details: 'the wallet is not connected' })
        return { networkPassphrase, address }
      }
      const sign = async (method: RequestMethod, data: string) => {
        const xdr = checkoutEnvelope(method, data)
        const signWith = signOptions(method)
        return signedTransaction(await walletCall(method, () => wallet.signTransaction(xdr, signWith)))
      }
      return {
        async signMessage(data) {
          const signWith = signOptions('signMessage')
          if (!wallet.signMessage)
            throw new UnsupportedRequestError('signMessage', 'the wallet has no signMessage')
          return messageSignature(await walletCall('signMessage', () => wallet.signMessage!(data, signWith)))
        },
        signTransaction: (data) => sign('signTransaction', data),
        async sendTransaction(data) {
          // The answer must be in before the checkout's wallet timeout runs out: it counts from when the
          // request reached the front of the queue (the merchant's onBeforeRequest and this plugin's import
          // of its handlers took part of it already).
          const started = context.startedAt ?? Date.now()
          // Refused before the wallet is asked: the customer is never made to sign what cannot be sent.
          if (!options.server)
            throw new UnsupportedRequestError(
              'sendTransaction',
              'pass `server` (a Stellar RPC URL) to stellar() to send transactions',
            )
          const signed = await sign('sendTransaction', data)
          const { sendDeadline, sendToRpc } = await import('./send-to-rpc')
          return sendToRpc(options.server, signed, {
            deadline: sendDeadline(started, context.options.walletTimeoutMs),
          })
        },
      }
    },
  }
}
