import { type CheckoutEventCallbacks, dispatchFrameEvent } from '../embed/dispatch'
import { type EmbedOptions, eventSink } from '../embed/events'
import { createFrame, type FrameOptions, resizeFrame } from '../embed/frame'
import { type LoadWatchOptions, loadTimeout, watchLoad } from '../embed/load-watch'
import { createCheckoutLoader } from '../embed/loader'
import type { CheckoutInfo } from '../embed/message'
import { createStatusStore } from '../embed/status-store'
import { InvalidOptionError } from '../errors/checkout-errors'
import { requireWindow } from '../platform/window'
import { type AnsweredAccount, walletPubkey } from '../plugins/answered-account'
import {
  type Blockchain,
  type ChainOptionsOf,
  type RegisteredBlockchain,
  resolvePlugin,
  type TransactionOf,
  type WalletOf,
} from '../plugins/plugin'
import { type BeforeRequest, createBridge } from './bridge'
import { CHECKOUT_TITLES } from './checkout-titles'
import { buildCheckoutUrl, type CheckoutKind, type CheckoutUrlOptions, checkoutRoute } from './checkout-url'
import { bankLinkPage, type OwnPage, paymentIntentPage } from './own-pages'
import { pageHandlers } from './page-handlers'
import { reloadKey } from './reload-key'
import { walletTimeout } from './wallet-queue'

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
export type CheckoutStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

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
  /** The checkout says it has loaded. */
  onLoad?: (() => void) | undefined
  /** Sees every sign/send request before the wallet; `false`, a throw or a rejection refuses it. */
  onBeforeRequest?: BeforeRequest | undefined
  /**
   * How long a sign/send request may go unanswered (onBeforeRequest and wallet) before the checkout gets
   * an `ERROR` reply (WalletTimeoutError) and may ask again; `Infinity` waits forever. @default 120000
   */
  walletTimeoutMs?: number | undefined
  /** Lowest height in px the checkout may ask for. @default 0 */
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

const titleOf = (o: Pick<CheckoutOptions, 'title' | 'kind'>) =>
  o.title ?? CHECKOUT_TITLES[o.kind ?? 'purchase']
// The checkout draws its own loader on the pages that pay.
const drawsLoader = (o: Pick<CheckoutOptions, 'loader' | 'kind'>) =>
  o.loader ?? (o.kind === undefined || o.kind === 'purchase' || o.kind === 'payment-intent')

interface Page extends OwnPage {
  id: string
  blockchain: string
  origin: string
  /** A wallet with no `pubkey` yet whose plugin can ask for its account (see askAccount). */
  asks?: unknown
}

/**
 * Locates a checkout page with parameters of its own (`bankLinkPage`, `paymentIntentPage`) from the
 * checkout's options, with its blockchain and heightChange id resolved (the page's builder checks the rest).
 */
export type OwnPageLocator = (
  options: MountCheckoutOptions & { blockchain: Blockchain; heightChangeId: string; paymentIntentId: string },
) => OwnPage

// Both pages of their own, for mountCheckout.
const ownPages: OwnPageLocator = (o) => (o.kind === 'bank-link' ? bankLinkPage(o) : paymentIntentPage(o))

function locate<B extends Blockchain>(
  o: MountCheckoutOptions<B>,
  fallbackId: string,
  ownPage: OwnPageLocator | undefined,
  answered?: AnsweredAccount,
): Page {
  walletTimeout(o.walletTimeoutMs)
  loadTimeout(o.loadTimeoutMs)
  const id = o.heightChangeId ?? o.useHeightChange ?? fallbackId
  const blockchain = o.blockchain ?? 'solana'
  // A bank link or payment intent: their own URLs, no price, transaction or pubkey.
  if (o.kind === 'bank-link' || o.kind === 'payment-intent') {
    if (!ownPage) throw new InvalidOptionError('kind', `${o.kind} (mount it with mountCheckout)`)
    const own = ownPage({
      ...(o as MountCheckoutOptions),
      blockchain,
      heightChangeId: id,
      paymentIntentId: o.paymentIntentId as string,
    })
    return { ...own, id, blockchain, origin: new URL(own.url).origin }
  }
  const plugin = resolvePlugin(blockchain, o.plugins)
  const tx: unknown = o.transaction
  let transaction: string | undefined
  if (plugin.encodeTransaction && tx != null) transaction = plugin.encodeTransaction(tx, blockchain)
  else if (typeof tx === 'string') transaction = tx
  else if (tx != null)
    throw new InvalidOptionError('transaction', `${plugin.name} cannot encode it; pass a string`)
  const { pubkey = o.pubkey, asks } = o.pubkey === undefined ? walletPubkey(plugin, o.wallet, answered) : {}
  const url = buildCheckoutUrl({
    ...o,
    blockchain,
    transaction,
    heightChangeId: id,
    route: o.route ?? checkoutRoute(o.kind ?? 'purchase', o.merchantId),
    pubkey,
  })
  return { url, id, blockchain, plugin, origin: new URL(url).origin, asks }
}

/**
 * Embeds the hosted checkout in `container` and serves its requests with the blockchain's plugin.
 * Throws SolanaRequiredError / BlockchainNotSupportedError when no given plugin serves the blockchain, and
 * WindowNotDefinedError where there is no window. The plugin's `handlers()` is called once per request,
 * when the request is served, with the latest wallet and options (so update() never needs a reload for it).
 */
export function mountCheckout<B extends Blockchain = 'solana'>(
  container: HTMLElement,
  options: MountCheckoutOptions<B>,
): CheckoutHandle<B> {
  return createCheckout(container, options, ownPages)
}

/**
 * `mountCheckout` for the pages a site uses: the checkout pages, and the bank link or payment intent only
 * when their locator is given as `ownPage` (`bankLinkPage`, `paymentIntentPage`), so that a site without
 * them ships none of their code. Throws InvalidOptionError for such a kind without `ownPage`.
 */
export function createCheckout<B extends Blockchain = 'solana'>(
  container: HTMLElement,
  options: MountCheckoutOptions<B>,
  ownPage?: OwnPageLocator,
): CheckoutHandle<B> {
  requireWindow()
  const fallbackId = `portico-${Math.random().toString(36).slice(2, 10)}`
  let o = options
  let page = locate(o, fallbackId, ownPage)
  // What this checkout's wallet answered when asked for its account (kept for later URLs of this checkout).
  let answered: AnsweredAccount | undefined
  // A wallet whose account can only be asked for (a bare EIP-1193 provider): the frame is navigated when
  // the ask settles, with the account as `pubkey` if it answered, and only to a URL it is not at yet.
  const ask = (p: Page) =>
    p.asks != null &&
    import('../plugins/wallet-account')
      .then((m) => m.askAccount(p.plugin!, p.asks, loadTimeout(o.loadTimeoutMs)))
      .then((account) => {
        answered = { wallet: p.asks, account }
        const next = locate(o, fallbackId, ownPage, answered)
        if (store.status === 'destroyed' || next.url === iframe.getAttribute('src')) return
        page = next
        navigate()
      })
  const asked = ask(page)
  const store = createStatusStore<CheckoutStatus>('loading')
  const events = eventSink('checkout', page.id, () => o)
  let height: number | undefined
  // The animation frame that will write the latest height, while one is pending.
  let frame: number | undefined
  const doc = container.ownerDocument
  // The frame and its loader share a box: the loader covers the frame, and the box keeps the checkout's
  // height (`minHeight`, else 400 px) while it loads.
  const box = doc.createElement('div')
  box.style.position = 'relative'
  const iframe = createFrame(doc, asked ? undefined : page.url, titleOf(o), {
    ...o,
    scrolling: o.autoHeight === false ? 'yes' : 'no',
  })
  box.append(iframe)
  let loader: HTMLElement | undefined
  // What the loader drawn shows (background and label), undefined while none is drawn.
  let drawn: string | undefined
  // Drawn for each load, and gone once the checkout says `loaded` (or did not load: onError says why).
  const cover = () => {
    const loading = store.status === 'loading'
    box.style.minHeight = loading ? `${o.minHeight ?? 400}px` : ''
    box.setAttribute('aria-busy', String(loading))
    const look = loading && drawsLoader(o) ? `${o.loaderBackground}\n${o.loaderLabel}` : undefined
    if (look === drawn) return
    drawn = look
    loader?.remove()
    loader =
      look === undefined
        ? undefined
        : createCheckoutLoader(doc, { background: o.loaderBackground, label: o.loaderLabel })
    if (loader) box.append(loader)
  }
  const show = () => {
    iframe.style.opacity = '1'
  }
  const resize = () => resizeFrame(iframe, height as number, o.minHeight, o.maxHeight)
  const apply = () => {
    frame = undefined
    // Resize first: in `o.onHeightChange?.(resize())` an absent callback would skip the resize too.
    const applied = resize()
    o.onHeightChange?.(applied)
  }
  // One bridge per page load: a reload drops what the previous page asked for.
  const connect = () =>
    createBridge(iframe, page.origin, () => ({
      ...o,
      blockchain: page.blockchain,
      heightChangeId: page.id,
      events,
      handlers: (startedAt) => pageHandlers(page, o, startedAt),
      onEvent: (message) => dispatchFrameEvent(message, o, page.origin),
      onHeightChange: (h) => {
        if (o.autoHeight === false) return
        height = h
        // A checkout can send heights faster than the page paints: one style write per frame, the last
        // height wins. Without animation frames (some embedded webviews) it is written at once.
        if (typeof requestAnimationFrame === 'function') frame ??= requestAnimationFrame(apply)
        else apply()
      },
      onLoad: () => {
        watch.stop()
        store.set('loaded')
        o.onLoad?.()
      },
    }))
  let bridge = connect()
  const watch = watchLoad(container.ownerDocument, {
    origin: () => page.origin,
    options: () => o,
    store,
    events,
  })
  // A new page load: what the previous one asked for is dropped, and its load is watched anew.
  const navigate = () => {
    bridge.destroy()
    bridge = connect()
    iframe.style.opacity = '0'
    store.set('loading')
    watch.start()
    iframe.src = page.url
  }
  iframe.addEventListener('load', show)
  watch.start()
  store.subscribe(cover)
  cover()
  container.appendChild(box)

  return {
    iframe,
    get status() {
      return store.status
    },
    update(next) {
      if (store.status === 'destroyed') return
      const nextPage = locate(next, fallbackId, ownPage, answered)
      const reload = reloadKey(nextPage.url, next.deviceId) !== reloadKey(page.url, o.deviceId)
      o = next
      page = nextPage
      iframe.title = titleOf(next)
      cover()
      if (height !== undefined) resize()
      if (!ask(nextPage) && reload) navigate()
    },
    reload() {
      if (store.status !== 'destroyed') navigate()
    },
    subscribe: store.subscribe,
    destroy() {
      if (store.status === 'destroyed') return
      bridge.destroy()
      watch.stop()
      if (frame) cancelAnimationFrame(frame)
      iframe.removeEventListener('load', show)
      box.remove()
      iframe.remove()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
    },
  }
}
