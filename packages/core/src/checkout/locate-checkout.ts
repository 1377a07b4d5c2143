import type { FramedPage } from '../embed/framed-embed'
import { InvalidOptionError } from '../errors/checkout-errors'
import { type AnsweredAccount, walletPubkey } from '../plugins/answered-account'
import { type Blockchain, resolvePlugin } from '../plugins/plugin'
import type { MountCheckoutOptions, OwnPageLocator } from './checkout-options'
import { CHECKOUT_TITLES } from './checkout-titles'
import { buildCheckoutUrl, checkoutRoute } from './checkout-url'
import type { OwnPage } from './own-pages'
import { walletTimeout } from './wallet-queue'

/** A checkout page as its frame shows it: its URL, title and frame properties, and what serves it. */
export interface LocatedCheckout extends OwnPage, FramedPage {
  id: string
  blockchain: string
}

/**
 * The page a checkout's options open, with `id` as its height tag: a bank link or payment intent through
 * `ownPage` (InvalidOptionError without it), any other page with the blockchain's plugin, which encodes
 * the transaction and gives the wallet's `pubkey` (or the wallet to ask for it, unless `answered` did).
 * Throws a typed error for bad options (a wallet timeout, a transaction the plugin cannot take, …).
 */
export function locateCheckout<B extends Blockchain>(
  o: MountCheckoutOptions<B>,
  id: string,
  ownPage: OwnPageLocator | undefined,
  answered: AnsweredAccount | undefined,
): LocatedCheckout {
  walletTimeout(o.walletTimeoutMs)
  const blockchain = o.blockchain ?? 'solana'
  const kind = o.kind ?? 'purchase'
  const frame = {
    id,
    blockchain,
    title: o.title ?? CHECKOUT_TITLES[kind],
    credentialless: o.credentialless,
    scrolling: o.autoHeight === false ? 'yes' : 'no',
  } as const
  // A bank link or payment intent: their own URLs, no price, transaction or pubkey.
  if (kind === 'bank-link' || kind === 'payment-intent') {
    if (!ownPage) throw new InvalidOptionError('kind', kind)
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
  else if (tx != null) throw new InvalidOptionError('transaction', plugin.name)
  const { pubkey = o.pubkey, asks } = o.pubkey === undefined ? walletPubkey(plugin, o.wallet, answered) : {}
  const url = buildCheckoutUrl({
    ...o,
    blockchain,
    transaction,
    heightChangeId: id,
    route: o.route ?? checkoutRoute(kind, o.merchantId),
    pubkey,
  })
  return { url, plugin, ...frame, asks }
}
