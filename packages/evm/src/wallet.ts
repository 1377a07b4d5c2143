import type {
  Account,
  Address,
  Chain,
  Client,
  Hex,
  SendTransactionParameters,
  Transport,
  TypedDataDefinition,
  WalletActions,
} from 'viem'
import { providerBackend } from './provider-backend'
import type { Eip1193Provider, EvmTransactionRequest, EvmWallet } from './types'

/** A viem client with viem's wallet actions (sendTransaction, signTypedData, switchChain, …). */
type ActionClient = Client<Transport, Chain | undefined, Account | undefined> &
  WalletActions<Chain | undefined, Account | undefined>

/** What the handlers need from any kind of EVM wallet. `chain` is the chain the checkout requires, if known. */
export interface WalletBackend {
  /** Answers what the wallet answered: a hash, or an object with one (ethers' TransactionResponse). */
  sendTransaction(request: EvmTransactionRequest, chain?: Chain): Promise<unknown>
  signMessage(message: string): Promise<Hex>
  signTypedData?(typedData: TypedDataDefinition): Promise<Hex>
  signTransaction?(request: EvmTransactionRequest, chain?: Chain): Promise<Hex>
  getChainId?(): Promise<number>
  /** Switches to `chainId`; `chain` is that chain when the checkout knows it (a wallet may add it then). */
  switchChain?(chainId: number, chain?: Chain): Promise<void>
}

/**
 * One backend for every wallet shape, none of which loads a library: a wallet that carries its own methods
 * (a viem or wagmi wallet client, a minimal wallet, an ethers-style signer) is used as it is; a provider,
 * `{ provider, address }` and a viem client made without wallet actions are spoken to in EIP-1193.
 */
export function walletBackend(wallet: EvmWallet): WalletBackend {
  const w = wallet as {
    account?: { address: Address; type?: string }
    address?: Address
    extend?: unknown
    provider?: Eip1193Provider
    request?: unknown
    sendTransaction?: unknown
  }
  // Before anything else: an ethers signer has a `provider`, but not an EIP-1193 one.
  if (typeof w.sendTransaction === 'function')
    return w.extend ? clientBackend(wallet as ActionClient) : (wallet as WalletBackend)
  if (w.extend) {
    // A client without wallet actions still has its transport's `request`; only a local account's
    // signatures need viem's actions, which the client does not have.
    if (w.account?.type === 'local') {
      const refuse = async (): Promise<never> => {
        throw new Error(
          "a viem client with a local account signs with viem's wallet actions: make it with createWalletClient",
        )
      }
      return { sendTransaction: refuse, signMessage: refuse }
    }
    return providerBackend(wallet as Eip1193Provider, w.account?.address)
  }
  if (typeof w.request === 'function') return providerBackend(wallet as Eip1193Provider)
  return providerBackend(w.provider!, w.address)
}

/** A backend over a viem client with wallet actions (a `WalletClient`, wagmi's). */
function clientBackend(c: ActionClient): WalletBackend {
  const local = c.account?.type === 'local'
  // A client without an account reads it at each request (the user may have changed it); none gets viem's
  // "no account" error.
  const withAccount = async <T>(parameters: T) => ({
    ...parameters,
    account: (c.account ?? (await c.getAddresses())[0]) as Account,
  })
  // viem checks the wallet is on `chain`: the required one, else the client's own; none when the request
  // names its chain id, as the handlers have then checked it already.
  const transaction = (request: EvmTransactionRequest, chain?: Chain) =>
    withAccount({
      ...request,
      chain: chain ?? (request.chainId ? null : c.chain) ?? null,
    }) as Promise<SendTransactionParameters>
  return {
    sendTransaction: async (request, chain) => c.sendTransaction(await transaction(request, chain)),
    signMessage: async (message) => c.signMessage(await withAccount({ message })),
    signTypedData: async (typedData) => c.signTypedData((await withAccount(typedData)) as never),
    // Only a local account signs without sending; wallets behind a provider sign and send in one step.
    signTransaction: local
      ? async (request, chain) =>
          c.signTransaction((await c.prepareTransactionRequest(await transaction(request, chain))) as never)
      : undefined,
    getChainId: () => c.getChainId(),
    switchChain: (id) => c.switchChain({ id }),
  }
}
