import { UnsupportedRequestError } from '../errors/request-errors'
import type { RequestHandlers, RequestMethod } from './plugin'

/**
 * Whether a checkout's `wallet` is a bare address: enough for `?pubkey=` (a history, a withdraw page, a
 * wallet that signs elsewhere), and nothing can be signed with it.
 */
export function isAddressWallet(wallet: unknown): wallet is string {
  return typeof wallet === 'string'
}

/** The handlers of a bare-address wallet: each request gets an `ERROR` saying the wallet cannot sign. */
export function addressWalletHandlers(): RequestHandlers {
  const refuse = (method: RequestMethod) => async (): Promise<string> => {
    throw new UnsupportedRequestError(
      method,
      'the wallet is an address only and cannot sign: pass a wallet that signs',
    )
  }
  return {
    signMessage: refuse('signMessage'),
    signTransaction: refuse('signTransaction'),
    sendTransaction: refuse('sendTransaction'),
  }
}
