import {
  ChainMismatchError,
  PorticoError,
  type RequestHandlers,
  type RequestMethod,
  UnsupportedRequestError,
  WalletError,
} from '@portico/core'
import { type Chain, isHex } from 'viem'
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
    (method: RequestMethod, answer: (data: string) => Promise<unknown>) =>
    async (data: string): Promise<string> => {
      let result: unknown
      try {
        result = await answer(data)
      } catch (cause) {
        if (cause instanceof PorticoError) throw cause
        // viem keeps the wallet's or node's own words in `details`: one line of them is what the checkout
        // shows; the full report stays as cause.
        const { details, shortMessage } = (cause ?? {}) as { details?: unknown; shortMessage?: unknown }
        const reason = [details, shortMessage].find((r): r is string => typeof r === 'string' && r !== '')
        throw new WalletError(method, reason ? { cause, details: reason.split('\n')[0] } : { cause })
      }
      if (typeof result !== 'string' || !isHex(result))
        throw new WalletError(method, { cause: new Error('the wallet answered something that is not hex') })
      return result
    }
  const transaction = async (method: RequestMethod, data: string) => {
    const request = decodeTransactionRequest(method, data)
    const chainId = chain?.id ?? request.chainId
    if (chainId !== undefined) {
      await ensureChain(backend, chainId)
      request.chainId = chainId
    }
    return request
  }
  return {
    sendTransaction: handler('sendTransaction', async (data) =>
      backend.sendTransaction(await transaction('sendTransaction', data), chain),
    ),
    signTransaction: handler('signTransaction', async (data) => {
      if (!backend.signTransaction)
        throw new UnsupportedRequestError('signTransaction', 'this wallet can only sign and send in one step')
      return backend.signTransaction(await transaction('signTransaction', data), chain)
    }),
    signMessage: handler('signMessage', async (data) => {
      const typedData = typedDataOf(data)
      if (!typedData) return backend.signMessage(data)
      if (!backend.signTypedData)
        throw new UnsupportedRequestError('signMessage', 'this wallet cannot sign EIP-712 typed data')
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
