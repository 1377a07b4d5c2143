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
    extend?: unknown
    provider?: Eip1193Provider
    address?: Address
  }
  // Only viem clients can be extended; anything else with `request` is a provider.
  if (w.extend) return clientBackend(wallet as AnyClient)
  const provider = w.provider ?? (w.request ? (wallet as Eip1193Provider) : undefined)
  // A wallet prompt must never be repeated behind the user's back: no retries on providers.
  return provider
    ? clientBackend(createClient({ account: w.address, transport: custom(provider, { retryCount: 0 }) }))
    : (wallet as WalletBackend)
}

function clientBackend(client: AnyClient): WalletBackend {
  // A provider's account is read at each request (the user may have changed it); none gets viem's
  // "no account" error.
  const withAccount = async <T>(parameters: T) => ({
    ...parameters,
    account: (client.account ?? (await getAddresses(client))[0]) as Account,
  })
  // viem checks the wallet is on `chain`: the required one, else the client's own; none when the request
  // names its chain id, as the handlers have then checked it already.
  const transaction = (request: EvmTransactionRequest, chain?: Chain) =>
    withAccount({
      ...request,
      chain: chain ?? (request.chainId ? null : client.chain) ?? null,
    }) as Promise<SendTransactionParameters>
  return {
    sendTransaction: async (request, chain) => sendTransaction(client, await transaction(request, chain)),
    signMessage: async (message) => signMessage(client, await withAccount({ message })),
    signTypedData: async (typedData) => signTypedData(client, await withAccount(typedData)),
    // Only a local account signs without sending; wallets behind a provider sign and send in one step.
    signTransaction:
      client.account?.type === 'local'
        ? async (request, chain) =>
            signTransaction(
              client,
              (await prepareTransactionRequest(client, await transaction(request, chain))) as never,
            )
        : undefined,
    getChainId: () => getChainId(client),
    switchChain: (id) => switchChain(client, { id }),
  }
}
