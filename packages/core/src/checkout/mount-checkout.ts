import { dispatchFrameEvent } from '../embed/dispatch'
import { createFramedEmbed, embedHandle, type FramedPage, fallbackId } from '../embed/framed-embed'
import { createCheckoutLoader } from '../embed/loader'
import { InvalidOptionError } from '../errors/checkout-errors'
import { type Blockchain, resolvePlugin } from '../plugins/plugin'
import { createBridge } from './bridge'
import type {
  CheckoutHandle,
  CheckoutOptions,
  MountCheckoutOptions,
  OwnPageLocator,
} from './checkout-options'
import { buildCheckoutUrl, type CheckoutKind, checkoutRoute } from './checkout-url'
import { heightChangeIdOf } from './height-change-id'
import { bankLinkPage, type OwnPage, paymentIntentPage } from './own-pages'
import { walletTimeout } from './wallet-queue'

// What each page is, as assistive technology announces its iframe.
const TITLES: Record<CheckoutKind, string> = {
  purchase: 'Checkout',
  withdraw: 'withdraw',
  'purchase-history': 'Purchase history',
  'withdraw-history': 'Withdraw history',
  'bank-link': 'Link a bank account',
  'payment-intent': 'Checkout',
}
const titleOf = (o: Pick<CheckoutOptions, 'title' | 'kind'>) => o.title ?? TITLES[o.kind ?? 'purchase']
// The checkout draws its own loader on the pages that pay.
const drawsLoader = (o: Pick<CheckoutOptions, 'loader' | 'kind'>) =>
  o.loader ?? (o.kind === undefined || o.kind === 'purchase' || o.kind === 'payment-intent')

interface Page extends OwnPage, FramedPage {
  id: string
  blockchain: string
}

// Both pages of their own, for mountCheckout.
const ownPages: OwnPageLocator = (o) => (o.kind === 'bank-link' ? bankLinkPage(o) : paymentIntentPage(o))

function locate<B extends Blockchain>(
  o: MountCheckoutOptions<B>,
  fallback: string,
  ownPage: OwnPageLocator | undefined,
): Page {
  walletTimeout(o.walletTimeoutMs)
  const id = heightChangeIdOf(o) ?? fallback
  const blockchain = o.blockchain ?? 'solana'
  const frame = { id, blockchain, title: titleOf(o), credentialless: o.credentialless, deviceId: o.deviceId }
  // A bank link or payment intent: their own URLs, no price, transaction or pubkey.
  if (o.kind === 'bank-link' || o.kind === 'payment-intent') {
    if (!ownPage) throw new InvalidOptionError('kind', `${o.kind} (mount it with mountCheckout)`)
    const own = ownPage({
      ...(o as MountCheckoutOptions),
      blockchain,
      heightChangeId: id,
      paymentIntentId: o.paymentIntentId as string,
    })
    return { ...own, ...frame }
  }
  const plugin = resolvePlugin(blockchain, o.plugins)
  const tx: unknown = o.transaction
  let transaction: string | undefined
  if (plugin.encodeTransaction && tx != null) transaction = plugin.encodeTransaction(tx, blockchain)
  else if (typeof tx === 'string') transaction = tx
  else if (tx != null)
    throw new InvalidOptionError('transaction', `${plugin.name} cannot encode it; pass a string`)
  const url = buildCheckoutUrl({
    ...o,
    blockchain,
    transaction,
    heightChangeId: id,
    route: o.route ?? checkoutRoute(o.kind ?? 'purchase', o.merchantId),
    pubkey: o.pubkey ?? (o.wallet == null ? undefined : plugin.walletAddress(o.wallet)),
  })
  return { url, plugin, ...frame }
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
  const fallback = fallbackId()
  // The frame and its loader share a box: the loader covers the frame, and the box keeps the checkout's
  // height (`minHeight`, else 400 px) while it loads.
  let box!: HTMLDivElement
  const embed = createFramedEmbed({
    surface: 'checkout',
    id: heightChangeIdOf(options) ?? fallback,
    container,
    options,
    locate: (o: MountCheckoutOptions<B>) => locate(o, fallback, ownPage),
    box: (iframe) => {
      box = iframe.ownerDocument.createElement('div')
      box.style.position = 'relative'
      box.append(iframe)
      return box
    },
    // The checkout's messages are its protocol's: one bridge per page load, which drops what the page
    // before asked for.
    connect(iframe, origin, sink) {
      const bridge = createBridge(iframe, origin, () => {
        const { options: o, page } = embed
        return {
          ...o,
          blockchain: page.blockchain,
          heightChangeId: page.id,
          events: sink.events,
          // The plugin is looked up in the latest options: one made again with the same data (the
          // bindings keep the URL for it) may answer with new settings of its own. A page without a plugin
          // (a bank link, a payment intent mounted without a wallet) keeps its own answers.
          handlers: () =>
            page.plugin
              ? resolvePlugin(page.blockchain, o.plugins).handlers(o.wallet, {
                  blockchain: page.blockchain,
                  options: o,
                })
              : (page.handlers ?? {}),
          onEvent: (message) => dispatchFrameEvent(message, o, origin),
          onHeightChange: sink.height,
          onLoad: sink.loaded,
        }
      })
      return { stop: bridge.destroy }
    },
  })
  let loader: HTMLElement | undefined
  // What the loader drawn shows (background and label), undefined while none is drawn.
  let drawn: string | undefined
  // Drawn for each load, and gone once the checkout says `loaded` (or did not load: onError says why).
  const cover = () => {
    const o = embed.options
    const loading = embed.status === 'loading'
    box.style.minHeight = loading ? `${o.minHeight ?? 400}px` : ''
    box.setAttribute('aria-busy', String(loading))
    const look = loading && drawsLoader(o) ? `${o.loaderBackground}\n${o.loaderLabel}` : undefined
    if (look === drawn) return
    drawn = look
    loader?.remove()
    loader =
      look === undefined
        ? undefined
        : createCheckoutLoader(box.ownerDocument, { background: o.loaderBackground, label: o.loaderLabel })
    if (loader) box.append(loader)
  }
  embed.subscribe(cover)
  cover()

  return embedHandle(embed, {
    update(next: MountCheckoutOptions<B>) {
      embed.update(next)
      cover()
    },
    destroy: embed.destroy,
  })
}
