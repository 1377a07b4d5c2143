import { dispatchFrameEvent } from '../embed/dispatch'
import { resizeFrame } from '../embed/frame'
import { createFramedEmbed, type FramedEmbed } from '../embed/framed-embed'
import { createCheckoutLoader } from '../embed/loader'
import { requireWindow } from '../platform/window'
import { accountAskingPage } from '../plugins/account-asking-page'
import type { Blockchain } from '../plugins/plugin'
import type {
  CheckoutHandle,
  CheckoutOptions,
  MountCheckoutOptions,
  OwnPageLocator,
} from './checkout-options'
import { createCheckoutRequests } from './checkout-requests'
import { type LocatedCheckout, locateCheckout } from './locate-checkout'
import { bankLinkPage, paymentIntentPage } from './own-pages'
import { pageHandlers } from './page-handlers'

export type {
  CheckoutHandle,
  CheckoutOptions,
  CheckoutStatus,
  MountCheckoutOptions,
  OwnPageLocator,
  TransactionFor,
  WalletFor,
} from './checkout-options'

// The checkout draws its own loader on the pages that pay.
const drawsLoader = (o: Pick<CheckoutOptions, 'loader' | 'kind'>) =>
  o.loader ?? (o.kind === undefined || o.kind === 'purchase' || o.kind === 'payment-intent')

// Both pages of their own, for mountCheckout.
const ownPages: OwnPageLocator = (o) => (o.kind === 'bank-link' ? bankLinkPage(o) : paymentIntentPage(o))

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
  const idOf = (o: MountCheckoutOptions<B>) => o.heightChangeId ?? fallbackId
  let page: LocatedCheckout
  // A wallet whose account can only be asked for (a bare EIP-1193 provider): the frame waits for the
  // answer, then goes to the URL with it as `pubkey` (or without). `page` is the page located last, for
  // the latest options (after an answer too: the same options' page, with the account).
  const locate = accountAskingPage(
    (o: MountCheckoutOptions<B>, answered) => (page = locateCheckout(o, idOf(o), ownPage, answered)),
    () => embed,
  )
  const doc = container.ownerDocument
  // The frame and its loader share a box: the loader covers the frame, and the box keeps the checkout's
  // height (`minHeight`, else 400 px) while it loads and until the frame has its page's height.
  const box = doc.createElement('div')
  box.style.position = 'relative'
  // The checkout's messages besides `loaded` and heights, on the frame the embed listens to: one protocol
  // for the checkout's life, each new document dropping what the one before asked.
  const protocol = createCheckoutRequests(
    () => ({
      ...embed.options,
      blockchain: page.blockchain,
      events: embed.events,
      handlers: (startedAt) => pageHandlers(page, embed.options, startedAt),
      onEvent: (message) => dispatchFrameEvent(message, embed.options, embed.origin),
    }),
    {
      send: (message) => embed.post(message),
      // A new window (the frame moved) drops what the old document asked, and with it this reply.
      canReply: () => !embed.listener.check(),
      // While the frame navigates, a request may be the old document's: its reply would reach the new one.
      canRequest: () => !embed.listener.navigating,
    },
  )
  let loader: HTMLElement | undefined
  // What the loader drawn shows (background and label), undefined while none is drawn.
  let drawn: string | undefined
  // Whether the frame has a height its page asked for since the last navigation.
  let sized = false
  // Drawn for each load, and gone once the checkout says `loaded` (or did not load: onError says why).
  // The reserved height stays from `loaded` until the page's first height is written: a page may say
  // `loaded` first, and the box would fall to the frame's default 150 px in between, then grow again.
  // Without autoHeight no height is ever written: the frame's height is the merchant's from `loaded` on.
  const cover = () => {
    const o = embed.options
    const loading = embed.status === 'loading'
    box.style.minHeight =
      loading || (embed.status === 'loaded' && !sized && o.autoHeight !== false)
        ? `${o.minHeight ?? 400}px`
        : ''
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
  const embed: FramedEmbed<MountCheckoutOptions<B>> = createFramedEmbed(container, {
    surface: 'checkout',
    id: idOf(options),
    options,
    page: locate,
    box,
    // A block, not inline: an inline frame sits on a text line, and the box would be a few px taller.
    css: 'display:block',
    message: protocol.take,
    newDocument: protocol.reset,
    removed: protocol.reset,
    updated: cover,
    // Each navigation (a reload, a new URL, a new frame) waits for its own page's first height.
    navigating() {
      sized = false
    },
    resize(frame, px) {
      resizeFrame(frame, px)
      sized = true
      cover()
    },
    destroyed: protocol.destroy,
  })
  embed.subscribe(cover)
  cover()
  return embed
}
