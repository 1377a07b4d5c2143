import {
  type HandlerContext,
  type RequestHandlers,
  type RequestMethod,
  UnsupportedRequestError,
  WalletError,
} from '@portico/core'
import { addressWalletHandlers, isAddressWallet } from '@portico/core/internal'
import type { StellarSignOptions, StellarWallet } from './registry'
import { checkoutEnvelope } from './transaction-envelope'
import { messageSignature, signedTransaction } from './wallet-answers'

// Loaded with import() by the first request (stellar.ts): a page pays for request handling only once the
// checkout asks for something.

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

/** What `stellar()` was given, as request handling uses it. */
export interface StellarHandlerOptions {
  networkPassphrase: string
  server?: string
}

/**
 * The checkout's sign and send requests answered by a Stellar wallet, signing for `networkPassphrase` and
 * sending to `server`. Every failure rejects with a PorticoError; a bare address signs nothing.
 */
export function requestHandlers(
  wallet: StellarWallet | string,
  { networkPassphrase, server }: StellarHandlerOptions,
  context: HandlerContext,
): RequestHandlers {
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
      if (!server)
        throw new UnsupportedRequestError(
          'sendTransaction',
          'pass `server` (a Stellar RPC URL) to stellar() to send transactions',
        )
      const signed = await sign('sendTransaction', data)
      const { sendDeadline, sendToRpc } = await import('./send-to-rpc')
      return sendToRpc(server, signed, {
        deadline: sendDeadline(started, context.options.walletTimeoutMs),
      })
    },
  }
}
