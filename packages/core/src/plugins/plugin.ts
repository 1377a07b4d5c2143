import { Blockchains } from '../catalogs/catalogs'
import { BlockchainNotSupportedError, SolanaRequiredError } from '../errors/checkout-errors'

/** The requests the checkout sends to the host page's wallet. */
export type RequestMethod = 'signMessage' | 'signTransaction' | 'sendTransaction'

/** Answers one checkout request: the checkout's `data` string in, the reply string out. */
export type RequestHandler = (data: string) => Promise<string>

/** What a plugin can answer for one wallet; a missing handler gets an `ERROR` reply. */
export type RequestHandlers = Partial<Record<RequestMethod, RequestHandler>>

/** What a plugin's `handlers` receives besides the wallet. */
export interface HandlerContext<Options = Record<string, unknown>> {
  /** The URL segment being served, e.g. `'base'` for the EVM plugin. */
  blockchain: string
  /** The chain-specific options given to the checkout (e.g. Solana's `connection`). */
  options: Options
  /**
   * When the checkout's wallet timeout (`walletTimeoutMs`) for this request started (`Date.now()`): a
   * handler that must answer before it runs out counts from here. Absent when a handler is called directly.
   */
  startedAt?: number
}

/**
 * A chain plugin: a plain object that serves one or more blockchains (URL segments). Made by a factory such
 * as `solana()`; write your own with `definePlugin`.
 */
export interface ChainPlugin<Wallet = unknown, Transaction = unknown, Options = Record<string, unknown>> {
  /** Name shown in errors, e.g. `'evm'`. */
  name: string
  /** The URL segments it serves. */
  blockchains: readonly string[]
  /** The wallet's address for `?pubkey=`. */
  walletAddress(wallet: Wallet): string | undefined
  /**
   * The wallet's account when it can only be asked for (a bare EIP-1193 provider's `eth_accounts`), for
   * `?pubkey=` when `walletAddress` gives none: the checkout's frame is navigated once it answers. It must
   * not ask the customer to connect (that is the merchant's step, or the checkout's when it needs a
   * signature). An `undefined` answer, a failure, or no answer within 5 s (half `loadTimeoutMs` if shorter)
   * loads the checkout without `pubkey`.
   */
  walletAccount?(wallet: Wallet): Promise<string | undefined>
  /** The merchant's transaction encoded for `?transaction=`. */
  encodeTransaction?(transaction: Transaction, blockchain: string): string | undefined
  /** The handlers that answer the checkout's requests for this wallet. */
  handlers(wallet: Wallet, context: HandlerContext<Options>): RequestHandlers
}

/**
 * The blockchains installed plugins serve, with their wallet, transaction and option types. Each plugin
 * package augments it:
 * `declare module '@portico/core' { interface ChainRegistry { solana: ChainEntry<SolanaWallet, …> } }`
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in plugin packages
export interface ChainRegistry {}

/** One entry of `ChainRegistry`. */
export interface ChainEntry<Wallet, Transaction = never, Options = Record<never, never>> {
  wallet: Wallet
  transaction: Transaction
  options: Options
}

/** A blockchain served by an installed plugin. */
export type RegisteredBlockchain = keyof ChainRegistry & string
/** Any blockchain a URL may name: the known ones and those of installed plugins. */
export type Blockchain = keyof typeof Blockchains | RegisteredBlockchain

/** The wallet type of a registered blockchain. */
export type WalletOf<B> = B extends RegisteredBlockchain
  ? ChainRegistry[B] extends ChainEntry<infer W, infer _T, infer _O>
    ? W
    : never
  : never
/** The merchant transaction type of a registered blockchain. */
export type TransactionOf<B> = B extends RegisteredBlockchain
  ? ChainRegistry[B] extends ChainEntry<infer _W, infer T, infer _O>
    ? T
    : never
  : never
/** The chain-specific options of a registered blockchain. */
export type ChainOptionsOf<B> = B extends RegisteredBlockchain
  ? ChainRegistry[B] extends ChainEntry<infer _W, infer _T, infer O>
    ? O
    : never
  : never

/** Types a plugin object; it returns the plugin unchanged (like wagmi's `createConnector`). */
export function definePlugin<Wallet, Transaction = never, Options = Record<string, unknown>>(
  plugin: ChainPlugin<Wallet, Transaction, Options>,
): ChainPlugin<Wallet, Transaction, Options> {
  return plugin
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds plugins of every wallet type
export type AnyChainPlugin = ChainPlugin<any, any, any>

/** The plugin serving a blockchain, or the catalogue error that says why there is none. */
export function resolvePlugin(blockchain: string, plugins: readonly AnyChainPlugin[] = []): AnyChainPlugin {
  const plugin = plugins.find((p) => p.blockchains.includes(blockchain))
  if (plugin) return plugin
  if (blockchain === 'solana') throw new SolanaRequiredError()
  throw new BlockchainNotSupportedError(blockchain)
}

/** Throws unless the blockchain is a known one or served by one of `plugins`. */
export function assertBlockchain(blockchain: string, plugins: readonly AnyChainPlugin[] = []): void {
  if (!Object.hasOwn(Blockchains, blockchain) && !plugins.some((p) => p.blockchains.includes(blockchain)))
    throw new BlockchainNotSupportedError(blockchain)
}
