import type { Account, Chain, Hex, SendTransactionParameters, TypedDataDefinition } from 'viem'
import type { EvmTransactionRequest, EvmWallet } from './types'
import type { ActionClient } from './viem-client'

/** What the handlers need from any kind of EVM wallet. `chain` is the chain the checkout requires, if known. */
export interface WalletBackend {
  /** Answers what the wallet answered: a hash, or an object with one (ethers' TransactionResponse). */
  sendTransaction(request: EvmTransactionRequest, chain?: Chain): Promise<unknown>
  signMessage(message: string): Promise<Hex>
  signTypedData?(typedData: TypedDataDefinition): Promise<Hex>
  signTransaction?(request: EvmTransactionRequest, chain?: Chain): Promise<Hex>
  getChainId?(): Promise<number>
  switchChain?(chainId: number): Promise<void>
}

/**
 * One backend for every wallet shape. A wallet that carries its own methods (a viem or wagmi wallet client,
 * a minimal wallet, an ethers-style signer) is used as it is; viem is loaded, on the first request, only
 * for a provider or a client without wallet actions.
 */
export function walletBackend(wallet: EvmWallet): WalletBackend {
  const w = wallet as { account?: { type?: string }; extend?: unknown; sendTransaction?: unknown }
  const own = typeof w.sendTransaction === 'function'
  // Before anything else: an ethers signer has a `provider`, but not an EIP-1193 one.
  if (own && !w.extend) return wallet as WalletBackend
  return clientBackend(
    () => (own ? (wallet as ActionClient) : import('./viem-client').then((v) => v.actionClient(wallet))),
    w.account?.type === 'local',
  )
}

/** A backend over a viem client, made by `load` on the first request (viem loaded then if need be). */
function clientBackend(load: () => ActionClient | Promise<ActionClient>, local: boolean): WalletBackend {
  let loaded: Promise<ActionClient> | undefined
  // A provider's account is read at each request (the user may have changed it); none gets viem's
  // "no account" error.
  const withAccount = async <T>(c: ActionClient, parameters: T) => ({
    ...parameters,
    account: (c.account ?? (await c.getAddresses())[0]) as Account,
  })
  // viem checks the wallet is on `chain`: the required one, else the client's own; none when the request
  // names its chain id, as the handlers have then checked it already.
  const transaction = (c: ActionClient, request: EvmTransactionRequest, chain?: Chain) =>
    withAccount(c, {
      ...request,
      chain: chain ?? (request.chainId ? null : c.chain) ?? null,
    }) as Promise<SendTransactionParameters>
  const use =
    <A extends unknown[], R>(act: (c: ActionClient, ...args: A) => Promise<R>) =>
    (...args: A) => {
      loaded ??= Promise.resolve().then(load)
      return loaded.then((c) => act(c, ...args))
    }
  return {
    sendTransaction: use(async (c, request: EvmTransactionRequest, chain?: Chain) =>
      c.sendTransaction(await transaction(c, request, chain)),
    ),
    signMessage: use(async (c, message: string) => c.signMessage(await withAccount(c, { message }))),
    signTypedData: use(async (c, typedData: TypedDataDefinition) =>
      c.signTypedData((await withAccount(c, typedData)) as never),
    ),
    // Only a local account signs without sending; wallets behind a provider sign and send in one step.
    signTransaction: local
      ? use(async (c, request: EvmTransactionRequest, chain?: Chain) =>
          c.signTransaction(
            (await c.prepareTransactionRequest(await transaction(c, request, chain))) as never,
          ),
        )
      : undefined,
    getChainId: use((c) => c.getChainId()),
    switchChain: use((c, id: number) => c.switchChain({ id })),
  }
}
