import type {
  ChainOptionsOf,
  CheckoutOptions,
  RegisteredBlockchain,
  TransactionOf,
  WalletOf,
} from '@portico/core'
import type { CSSProperties, ReactNode } from 'react'
import type { PorticoConfig } from './portico-provider'

/** What a checkout component takes besides the URL options and callbacks of `mountCheckout`. */
export interface CheckoutElementProps extends Partial<PorticoConfig> {
  /** Class of the element that holds the checkout. */
  className?: string | undefined
  /** Style of the element that holds the checkout (merged over its own `position: relative`). */
  style?: CSSProperties | undefined
  /**
   * Shown over the checkout until it says `loaded`, in a `role="status"` region named `loaderLabel`;
   * `null` for none. @default the checkout's skeleton in `loaderBackground` (a purchase or payment intent)
   */
  loader?: ReactNode
  /**
   * Height in px kept for the checkout until its first height (until it loads, with `autoHeight: false`),
   * and the lowest height the checkout may ask for. Set through the CSSOM once the page runs, never as a
   * style attribute (a strict policy refuses those): a server-rendered page reserves it in its own CSS.
   * @default 0, with 400 px kept until then
   */
  minHeight?: number | undefined
}

/** The props every checkout takes whatever its blockchain: URL options, callbacks and element props. */
export type CheckoutBaseProps = Omit<
  CheckoutOptions,
  'blockchain' | 'wallet' | 'transaction' | 'kind' | 'paymentIntentId' | keyof CheckoutElementProps
> &
  CheckoutElementProps

/** `blockchain` of the Solana checkout: it may be left out, the checkout's blockchain then being `solana`. */
export interface DefaultBlockchainProp {
  /** The blockchain segment of the URL; its plugin must be in the provider's `plugins`. @default 'solana' */
  blockchain?: 'solana' | undefined
}

/**
 * `blockchain` of every other checkout: required, since a checkout without one is Solana's. When the error
 * names this type, either `blockchain` is missing or `@portico/solana` is not installed.
 */
export interface BlockchainRequired<B extends string> {
  /** The blockchain segment of the URL; its plugin must be in the provider's `plugins`. */
  blockchain: B
}

/** The props of one blockchain's checkout: its wallet, transaction and chain options. */
type ChainCheckoutProps<B extends RegisteredBlockchain> = CheckoutBaseProps &
  (B extends 'solana' ? DefaultBlockchainProp : BlockchainRequired<B>) & {
    /** The customer's wallet, as `B`'s plugin takes it. */
    wallet?: WalletOf<B> | undefined
    /** Your transaction, as `B`'s plugin takes it. */
    transaction?: TransactionOf<B> | undefined
  } & ChainOptionsOf<B>

/** What `blockchain` must be when no chain plugin is installed: the type error says what to do. */
export type NoChainPluginInstalled =
  'No chain plugin is installed: add @portico/solana, @portico/evm, @portico/user or your own (definePlugin)'

/**
 * Props of every checkout component, typed per blockchain through the ChainRegistry: one variant per
 * blockchain of an installed plugin, with that plugin's wallet, transaction and chain options (e.g. Solana's
 * `connection`). `CheckoutProps<'eth'>` is one variant; `CheckoutProps` all of them. Only blockchains of
 * installed plugins are accepted, and `blockchain` may be left out (meaning `solana`) only when
 * `@portico/solana` is installed. `env`, `merchantId`, `plugins` and `hosts` default to the provider's.
 */
// The no-plugin test looks at the registry, not at `B`: it is settled at once, so a merchant's wrapper generic
// over `B` still spreads its props into a checkout (a test on `B` would stay open and refuse them).
export type CheckoutProps<B extends RegisteredBlockchain = RegisteredBlockchain> = [
  RegisteredBlockchain,
] extends [never]
  ? CheckoutBaseProps & BlockchainRequired<NoChainPluginInstalled>
  : B extends RegisteredBlockchain
    ? ChainCheckoutProps<B>
    : never

/** Props of `<Purchase>`. */
export type PurchaseProps<B extends RegisteredBlockchain = RegisteredBlockchain> = CheckoutProps<B>
/** Props of `<Withdraw>`. */
export type WithdrawProps<B extends RegisteredBlockchain = RegisteredBlockchain> = CheckoutProps<B>
/** Props of `<PurchaseHistory>`. */
export type PurchaseHistoryProps<B extends RegisteredBlockchain = RegisteredBlockchain> = CheckoutProps<B>
/** Props of `<WithdrawHistory>`. */
export type WithdrawHistoryProps<B extends RegisteredBlockchain = RegisteredBlockchain> = CheckoutProps<B>
