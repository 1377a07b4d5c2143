import type {
  ChainOptionsOf,
  CheckoutOptions,
  RegisteredBlockchain,
  TransactionOf,
  WalletOf,
} from '@portico/core'
import type { CSSProperties, ReactNode } from 'react'
import type { PorticoConfig } from './portico-provider'

/** The blockchain a checkout uses when none is given: `solana` when its plugin is installed. */
export type DefaultBlockchain = Extract<'solana', RegisteredBlockchain>

/** What a checkout component takes besides the URL options and callbacks of `mountCheckout`. */
export interface CheckoutElementProps extends Partial<PorticoConfig> {
  /** Class of the element that holds the checkout. */
  className?: string | undefined
  /** Style of the element that holds the checkout (merged over its own `position: relative`). */
  style?: CSSProperties | undefined
  /** Shown over the checkout until it says `loaded`. @default a skeleton in `loaderBackground` */
  loader?: ReactNode
  /**
   * Height in px kept for the checkout until it loads (also in the server-rendered HTML), and the lowest
   * height the checkout may ask for afterwards. @default 0, with 400 px kept while loading
   */
  minHeight?: number | undefined
}

/** The props every checkout takes whatever its blockchain: URL options, callbacks and element props. */
export type CheckoutBaseProps = Omit<
  CheckoutOptions,
  'blockchain' | 'wallet' | 'transaction' | 'kind' | 'paymentIntentId' | keyof CheckoutElementProps
> &
  CheckoutElementProps

/**
 * Props of every checkout component, typed for blockchain `B` through the ChainRegistry: the wallet,
 * transaction and chain options (e.g. Solana's `connection`) of `B`'s plugin. Only blockchains of installed
 * plugins are accepted. `env`, `merchantId`, `plugins` and `hosts` default to the provider's.
 */
export type CheckoutProps<B extends RegisteredBlockchain = DefaultBlockchain> = CheckoutBaseProps & {
  /** The blockchain segment of the URL; its plugin must be in the provider's `plugins`. @default 'solana' */
  blockchain?: B
  /** The customer's wallet, as `B`'s plugin takes it. */
  wallet?: WalletOf<B> | undefined
  /** Your transaction, as `B`'s plugin takes it. */
  transaction?: TransactionOf<B> | undefined
} & ChainOptionsOf<B>

/** Props of `<Purchase>`. */
export type PurchaseProps<B extends RegisteredBlockchain = DefaultBlockchain> = CheckoutProps<B>
/** Props of `<Withdraw>`. */
export type WithdrawProps<B extends RegisteredBlockchain = DefaultBlockchain> = CheckoutProps<B>
/** Props of `<PurchaseHistory>`. */
export type PurchaseHistoryProps<B extends RegisteredBlockchain = DefaultBlockchain> = CheckoutProps<B>
/** Props of `<WithdrawHistory>`. */
export type WithdrawHistoryProps<B extends RegisteredBlockchain = DefaultBlockchain> = CheckoutProps<B>
