import type { Subtotal } from '../checkout/checkout-types'
import { type AnsweredAccount, type AskingPage, walletPubkey } from '../plugins/answered-account'
import { resolvePlugin } from '../plugins/plugin'
import type { PaymentButtonOptions } from './payment-button-types'
import { type PaymentButtonMethod, paymentButtonUrl } from './payment-button-url'

/** Each method's name, as the iframe's title and the errors say it. */
export const BUTTON_NAMES: Record<PaymentButtonMethod, string> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
}

/**
 * The button's page for `o`, tagged `id`, its URL pinned at `subtotal`: the wallet's address as `pubkey`, or
 * what it answered when asked (`answered`), else the wallet to ask (`asks`) with the plugin that asks it.
 */
export function pinnedButtonPage(
  o: PaymentButtonOptions,
  subtotal: Subtotal | undefined,
  id: string,
  answered: AnsweredAccount | undefined,
): AskingPage {
  const wallet = o.method === 'paypal' || o.method === 'venmo'
  // Only a wallet needs the plugin: a button without one serves any blockchain the URL admits.
  const plugin =
    o.pubkey === undefined && o.wallet != null
      ? resolvePlugin(o.blockchain ?? 'solana', o.plugins)
      : undefined
  const { pubkey = o.pubkey, asks } = plugin ? walletPubkey(plugin, o.wallet, answered) : {}
  const url = paymentButtonUrl({
    ...o,
    subtotal,
    pubkey,
    heightChangeId: id,
    ...(wallet && { token: undefined, amount: undefined }),
  })
  return { url, title: o.title ?? BUTTON_NAMES[o.method], id, asks, plugin }
}
