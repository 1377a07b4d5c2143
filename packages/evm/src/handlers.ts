import {
  ChainMismatchError,
  PorticoError,
  type RequestHandlers,
  type RequestMethod,
  UnsupportedRequestError,
  WalletError,
} from '@portico/core'
import type { Chain, Hex } from 'viem'
import { decodeTransactionRequest, typedDataOf } from './decode-request'
import type { EvmWallet } from './types'
import { type WalletBackend, walletBackend } from './wallet'

/**
 * The checkout's sign and send requests answered by an EVM wallet. `chain` is the chain the wallet must be
 * on (switched to when the wallet can). Every failure rejects with a PorticoError.
 */
export function evmHandlers(wallet: EvmWallet, chain?: Chain): RequestHandlers {
  const backend = walletBackend(wallet)
  const handler =
    (method: RequestMethod, answer: (data: string, method: RequestMethod) => Promise<Hex>) =>
    (data: string) =>
      answer(data, method).catch((cause: unknown) => {
        if (cause instanceof PorticoError) throw cause
        // viem keeps the wallet's or node's own words in `details`: that line is what the checkout shows;
        // the full report stays as cause.
        const { details, shortMessage } = Object(cause) as { details?: string; shortMessage?: string }
        const reason = details || shortMessage
        throw new WalletError(method, reason ? { cause, details: reason } : { cause })
      })
  const transaction =
    (key: 'sendTransaction' | 'signTransaction') => async (data: string, method: RequestMethod) => {
      if (!backend[key]) throw new UnsupportedRequestError(method, 'the wallet signs only as it sends')
      const request = decodeTransactionRequest(method, data)
      const chainId = chain?.id ?? request.chainId
      if (chainId !== undefined) {
        await ensureChain(backend, chainId)
        request.chainId = chainId
      }
      return backend[key]!(request, chain)
    }
  return {
    sendTransaction: handler('sendTransaction', transaction('sendTransaction')),
    signTransaction: handler('signTransaction', transaction('signTransaction')),
    signMessage: handler('signMessage', async (data, method) => {
      const typedData = typedDataOf(data)
      if (!typedData) return backend.signMessage(data)
      if (!backend.signTypedData)
        throw new UnsupportedRequestError(method, 'the wallet cannot sign typed data')
      return backend.signTypedData(typedData)
    }),
  }
}

/** Makes sure the wallet is on `chainId`, switching it when it can; a wallet that cannot tell is trusted. */
async function ensureChain(backend: WalletBackend, chainId: number): Promise<void> {
  if (!backend.getChainId) return
  const current = await backend.getChainId()
  if (current === chainId) return
  try {
    await backend.switchChain?.(chainId)
  } catch (cause) {
    throw new ChainMismatchError(chainId, current, { cause })
  }
  const now = await backend.getChainId()
  if (now !== chainId) throw new ChainMismatchError(chainId, now)
}
