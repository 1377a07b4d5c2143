import {
  ChainMismatchError,
  InvalidRequestError,
  PorticoError,
  type RequestHandlers,
  type RequestMethod,
  UnsupportedRequestError,
} from '@portico/core'
import { addressWalletHandlers, isAddressWallet } from '@portico/core/internal'
import type { Chain, Hex } from 'viem'
import { decodeTransactionRequest, typedDataOf } from './decode-request'
import { SendUnconfirmedError } from './send-unconfirmed-error'
import type { EvmWallet } from './types'
import { type WalletBackend, walletBackend } from './wallet'
import { walletFailure } from './wallet-failure'

// Loaded with import() by the first request (handlers.ts): a page pays for request handling only once the
// checkout asks for something.

/**
 * The checkout's sign and send requests answered by an EVM wallet. `chain` is the chain the wallet must be
 * on (switched to when the wallet can). Every failure rejects with a PorticoError.
 */
export function requestHandlers(wallet: EvmWallet, chain?: Chain): RequestHandlers {
  if (isAddressWallet(wallet)) return addressWalletHandlers()
  const backend = walletBackend(wallet)
  const handler =
    (method: RequestMethod, answer: (data: string, method: RequestMethod) => Promise<string>) =>
    (data: string) =>
      answer(data, method).catch((cause: unknown) => {
        throw cause instanceof PorticoError ? cause : walletFailure(method, cause)
      })
  const transaction =
    (key: 'sendTransaction' | 'signTransaction') => async (data: string, method: RequestMethod) => {
      if (!backend[key]) throw new UnsupportedRequestError(method, 'the wallet signs only as it sends')
      const request = await decodeTransactionRequest(method, data)
      const chainId = chain?.id ?? request.chainId
      if (chainId !== undefined) {
        await ensureChain(backend, chainId, chain)
        request.chainId = chainId
      }
      const answer = await backend[key]!(request, chain)
      return key === 'sendTransaction' ? sentHash(answer) : (answer as Hex)
    }
  return {
    sendTransaction: handler('sendTransaction', transaction('sendTransaction')),
    signTransaction: handler('signTransaction', transaction('signTransaction')),
    signMessage: handler('signMessage', async (data, method) => {
      const typedData = typedDataOf(data)
      if (!typedData) return backend.signMessage(data)
      // Checked here, as a wallet that cannot hash it might sign something else or nothing at all.
      const { primaryType, types } = typedData
      if (primaryType !== 'EIP712Domain' && !Object.hasOwn(Object(types), primaryType))
        throw new InvalidRequestError(method, `primary type ${primaryType} is not among its types`)
      if (!backend.signTypedData)
        throw new UnsupportedRequestError(method, 'the wallet cannot sign typed data')
      return backend.signTypedData(typedData)
    }),
  }
}

const HASH = /^0x[\da-fA-F]{64}$/

/**
 * The hash of a sent transaction: the wallet's answer, or its `hash` (ethers' TransactionResponse and the
 * wallets of other kits answer an object). Anything else came after the wallet may have broadcast: the
 * checkout is told so plainly (SendUnconfirmedError), so that nobody pays twice.
 */
function sentHash(answer: unknown): Hex {
  const hash = typeof answer === 'string' ? answer : (answer as { hash?: unknown } | null)?.hash
  if (typeof hash === 'string' && HASH.test(hash)) return hash as Hex
  throw new SendUnconfirmedError(answer)
}

/** Makes sure the wallet is on `chainId`, switching it when it can; a wallet that cannot tell is trusted. */
async function ensureChain(backend: WalletBackend, chainId: number, chain?: Chain): Promise<void> {
  if (!backend.getChainId) return
  const current = await backend.getChainId()
  if (current === chainId) return
  try {
    await backend.switchChain?.(chainId, chain)
  } catch (cause) {
    throw new ChainMismatchError(chainId, current, { cause })
  }
  const now = await backend.getChainId()
  if (now !== chainId) throw new ChainMismatchError(chainId, now)
}
