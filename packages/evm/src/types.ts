import type { Account, Address, Chain, Client, Hex, Transport, TypedDataDefinition } from 'viem'
import type { evmChainIds } from './chain-ids'

/** The URL segments the EVM plugin serves. */
export type EvmBlockchain = keyof typeof evmChainIds

/** Any EIP-1193 provider (an injected `window.ethereum`, a WalletConnect provider, wagmi's connector provider). */
export interface Eip1193Provider {
  // Method syntax on purpose: typed providers (viem's EIP1193Provider) stay assignable to it.
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** An EIP-1193 provider with the connected address, so the checkout gets `?pubkey=` before any request. */
export interface Eip1193Wallet {
  /** The provider requests go to. */
  provider: Eip1193Provider
  /** The connected account. */
  address: Address
}

/** The transaction the checkout asks for, decoded from its request data into viem's shapes. */
export interface EvmTransactionRequest {
  to: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

/** A wallet of your own: an address and the two calls every wallet has, plus what it can do beyond them. */
export interface MinimalEvmWallet {
  /** The connected account. */
  address: Address
  /**
   * Sends the transaction and answers its hash, or an object with it (`{ hash }`, as ethers' signers do).
   * `chainId` is set when the checkout needs a given chain.
   */
  sendTransaction(request: EvmTransactionRequest): Promise<Hex | { hash: string }>
  /** Signs plain text the `personal_sign` way (EIP-191). */
  signMessage(message: string): Promise<Hex>
  /** Signs EIP-712 typed data (permits); without it typed-data requests get an `ERROR` reply. */
  signTypedData?(typedData: TypedDataDefinition): Promise<Hex>
  /** Signs without sending and answers the serialized transaction; without it such requests are refused. */
  signTransaction?(request: EvmTransactionRequest): Promise<Hex>
  /** The chain the wallet is on; without it the required chain is only passed as `chainId`. */
  getChainId?(): Promise<number>
  /** Switches the wallet to a chain. */
  switchChain?(chainId: number): Promise<void>
}

/**
 * What `evm()` accepts as a wallet: a viem client (a `WalletClient`, wagmi's `useWalletClient().data`),
 * `{ provider, address }`, a bare EIP-1193 provider (an injected `window.ethereum`, one `watchEvmWallets`
 * found: no `?pubkey=`, its account is read at request time), a `MinimalEvmWallet`, or a bare address
 * (`?pubkey=` only, for a history: every signing request is refused).
 */
export type EvmWallet =
  | Client<Transport, Chain | undefined, Account | undefined>
  | Eip1193Wallet
  | Eip1193Provider
  | MinimalEvmWallet
  | string

/**
 * The merchant's EVM transaction data for `?transaction=`: a call (`to`, `data`, `value`) or any JSON the
 * checkout reads (e.g. a redeem description). bigint values are written as decimal strings.
 */
export interface EvmTransaction {
  to?: Address
  data?: Hex
  value?: bigint | number | string
  [key: string]: unknown
}

/** Per-checkout EVM options. */
export interface EvmOptions {
  /** The chain the wallet must be on for this checkout. @default the plugin's `chains[blockchain]` */
  chain?: Chain
}
