import type { CheckoutEventCallbacks } from '../embed/dispatch'
import type { EmbedOptions } from '../embed/events'
import type { FrameOptions } from '../embed/frame'
import type { EmbedStatus } from '../embed/framed-embed'
import type { LoadWatchOptions } from '../embed/load-watch'
import type { CheckoutInfo } from '../embed/message'
import type {
  Blockchain,
  ChainOptionsOf,
  RegisteredBlockchain,
  TransactionOf,
  WalletOf,
} from '../plugins/plugin'
import type { BeforeRequest } from './checkout-protocol'
import type { CheckoutKind, CheckoutUrlOptions } from './checkout-url'
import type { OwnPage } from './own-pages'

/** `T` when `B` is a blockchain an installed plugin registered (ChainRegistry), else `unknown`. */
type Typed<B, T> = [B] extends [RegisteredBlockchain] ? T : unknown
/** The wallet `mountCheckout` takes for blockchain `B`: its plugin's wallet type, `unknown` if unregistered. */
export type WalletFor<B> = Typed<B, WalletOf<B>>
/** The merchant transaction `mountCheckout` takes for `B`: its plugin's type, `unknown` if unregistered. */
export type TransactionFor<B> = Typed<B, TransactionOf<B>>

/**
 * `loading` until the checkout says `loaded` (again after a reload), `error` when it did not load (refused
 * by the page's policy, or timed out: see `onError`), `destroyed` after `destroy()`.
 */
export type CheckoutStatus = EmbedStatus

/** The options of `mountCheckout` that every blockchain shares: URL options, page, wallet and callbacks. */
export interface CheckoutOptions<B extends Blockchain = Blockchain>
  extends Omit<CheckoutUrlOptions, 'blockchain' | 'transaction'>,
    FrameOptions,
    EmbedOptions,
    LoadWatchOptions,
    CheckoutEventCallbacks {
  /** The blockchain segment of the URL; its plugin must be in `plugins`. @default 'solana' */
  blockchain?: B
  /** Your merchant id, used in the page route. */
  merchantId: string
  /**
   * The checkout page to open (`route` replaces the page of the first four). `bank-link` and
   * `payment-intent` write only their own parameters. @default 'purchase'
   */
  kind?: CheckoutKind
  /** The payment intent to check out, for kind `payment-intent`. */
  paymentIntentId?: string
  /** The customer's wallet as the blockchain's plugin takes it; gives `pubkey` and answers requests. */
  wallet?: WalletFor<B>
  /** Your transaction; the plugin encodes it (a string passes through when the plugin has no encoder). */
  transaction?: TransactionFor<B>
  /** The payment went through; `info` is what the checkout reported. */
  onSuccess?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** The payment was declined at authorization. */
  onAuthDeclined?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** The iframe was resized for the checkout, to this height in px (after minHeight/maxHeight). */
  onHeightChange?: ((height: number) => void) | undefined
  /** The checkout says it has loaded: once per load (mount, `reload()`, a new URL, a new frame). */
  onLoad?: (() => void) | undefined
  /** Sees every sign/send request before the wallet; `false`, a throw or a rejection refuses it. */
  onBeforeRequest?: BeforeRequest | undefined
  /**
   * How long a sign/send request may go unanswered (onBeforeRequest and wallet) before the checkout gets
   * an `ERROR` reply (WalletTimeoutError) and may ask again; `Infinity` waits forever. @default 120000
   */
  walletTimeoutMs?: number | undefined
  /**
   * Lowest height in px the checkout may ask for; also the height its box keeps from the start of each
   * load until the checkout's first height (until `loaded` with `autoHeight: false`; 400 px when not
   * given). @default 0
   */
  minHeight?: number | undefined
  /** Highest height in px the checkout may ask for. @default Infinity */
  maxHeight?: number | undefined
  /**
   * Draw the checkout's loader (a skeleton in `loaderBackground`) over it until it says `loaded`; `false`
   * when you show your own. @default true for a purchase or a payment intent, false for the other pages
   */
  loader?: boolean | undefined
  /** What the loader says to assistive technology (e.g. translated). @default 'Loading checkout' */
  loaderLabel?: string | undefined
}

/** Options of `mountCheckout`, with the chain-specific options of a registered blockchain (e.g. `connection`). */
export type MountCheckoutOptions<B extends Blockchain = Blockchain> = CheckoutOptions<B> &
  Typed<B, ChainOptionsOf<B>>

/** A mounted checkout. */
export interface CheckoutHandle<B extends Blockchain = Blockchain> {
  /** The checkout iframe (detached after `destroy()`). */
  readonly iframe: HTMLIFrameElement
  /** Where the checkout is in its life; watch it with `subscribe`. */
  readonly status: CheckoutStatus
  /** Replaces all options. Callbacks and the wallet apply at once; the iframe reloads only for a new URL. */
  update(options: MountCheckoutOptions<B>): void
  /** Loads the checkout again (a new navigation, a new `loadTimeoutMs`), e.g. after `onError`. */
  reload(): void
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: CheckoutStatus) => void): () => void
  /** Removes the iframe and every listener, drops late replies. Safe to call twice. */
  destroy(): void
}

/**
 * Locates a checkout page with parameters of its own (`bankLinkPage`, `paymentIntentPage`) from the
 * checkout's options, with its blockchain and heightChange id resolved (the page's builder checks the rest).
 */
export type OwnPageLocator = (
  options: MountCheckoutOptions & { blockchain: Blockchain; heightChangeId: string; paymentIntentId: string },
) => OwnPage
