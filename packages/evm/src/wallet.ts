import {
  type Account,
  type Address,
  type Chain,
  type Client,
  createClient,
  custom,
  type Hex,
  type SendTransactionParameters,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import {
  getAddresses,
  getChainId,
  prepareTransactionRequest,
  sendTransaction,
  signMessage,
  signTransaction,
  signTypedData,
  switchChain,
} from 'viem/actions'
import type { Eip1193Provider, EvmTransactionRequest, EvmWallet } from './types'

type AnyClient = Client<Transport, Chain | undefined, Account | undefined>

/** What the handlers need from any kind of EVM wallet. `chain` is the chain the checkout requires, if known. */
export interface WalletBackend {
  sendTransaction(request: EvmTransactionRequest, chain?: Chain): Promise<Hex>
  signMessage(message: string): Promise<Hex>
  signTypedData?(typedData: TypedDataDefinition): Promise<Hex>
  signTransaction?(request: EvmTransactionRequest, chain?: Chain): Promise<Hex>
  getChainId?(): Promise<number>
  switchChain?(chainId: number): Promise<void>
}

/** The address for `?pubkey=`: a client's account, or the `address` of the other wallet shapes. */
export function walletAddress(wallet: EvmWallet): Address | undefined {
  const w = wallet as { account?: { address: Address }; address?: Address }
  return w.account?.address ?? w.address
}

/** One backend for every wallet shape: viem clients and EIP-1193 providers go through viem's actions. */
export function walletBackend(wallet: EvmWallet): WalletBackend {
  const w = wallet as {
    request?: unknown
    transport?: unknown
    provider?: Eip1193Provider
    address?: Address
  }
  if (typeof w.request === 'function' && w.transport) return clientBackend(wallet as AnyClient)
  // A wallet prompt must never be repeated behind the user's back: no retries on providers.
  if (w.provider)
    return clientBackend(
      createClient({ account: w.address, transport: custom(w.provider, { retryCount: 0 }) }),
    )
  if (typeof w.request === 'function')
    return clientBackend(createClient({ transport: custom(wallet as Eip1193Provider, { retryCount: 0 }) }))
  return wallet as WalletBackend
}

function clientBackend(client: AnyClient): WalletBackend {
  const account = async (): Promise<Account | Address> => {
    const found = client.account ?? (await getAddresses(client))[0]
    if (!found) throw new Error('no account is connected')
    return found
  }
  // viem checks the wallet is on `chain`: the required one, else the client's own unless the request names
  // another chain (then the handlers have already checked the chain id).
  const chainFor = (request: EvmTransactionRequest, chain?: Chain) =>
    chain ?? (client.chain && client.chain.id === (request.chainId ?? client.chain.id) ? client.chain : null)
  const parameters = async (request: EvmTransactionRequest, chain?: Chain) =>
    ({ ...request, account: await account(), chain: chainFor(request, chain) }) as SendTransactionParameters
  return {
    sendTransaction: async (request, chain) => sendTransaction(client, await parameters(request, chain)),
    signMessage: async (message) => signMessage(client, { account: await account(), message }),
    signTypedData: async (typedData) => signTypedData(client, { ...typedData, account: await account() }),
    // Only a local account signs without sending; wallets behind a provider sign and send in one step.
    signTransaction:
      client.account?.type === 'local'
        ? async (request, chain) => {
            const prepared = await prepareTransactionRequest(client, await parameters(request, chain))
            return signTransaction(client, prepared as never)
          }
        : undefined,
    getChainId: () => getChainId(client),
    switchChain: (id) => switchChain(client, { id }),
  }
}
