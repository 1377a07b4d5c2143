import type { FramedEmbed, FramedOptions, FramedPage } from '../embed/framed-embed'
import { loadTimeout } from '../embed/load-watch'
import type { AnsweredAccount } from './answered-account'
import type { AnyChainPlugin } from './plugin'

/** A page located with what its wallet answered: `asks` is the wallet to ask, `plugin` the one that asks it. */
export interface AskingPage extends FramedPage {
  plugin?: AnyChainPlugin | undefined
}

/**
 * The `page` of a framed surface (a checkout, a payment button) whose wallet's account may have to be asked
 * for (a bare EIP-1193 provider). `locate` makes the page with what this surface's wallet answered so far.
 * A page that `asks` a wallet not asked yet starts the ask (its code loaded with import()); once it answers
 * (or fails, or after the wait), the surface goes to the URL with the account as `pubkey`, or without,
 * unless it is there already. Each surface keeps its own answer (a new one asks again: the shopper may have
 * switched accounts); an answer the frame no longer waits for (another wallet since, or none), or one to a
 * destroyed surface, is dropped.
 */
export function accountAskingPage<O extends FramedOptions, P extends AskingPage>(
  locate: (options: O, answered: AnsweredAccount | undefined) => P,
  embed: () => FramedEmbed<O>,
): (options: O) => P {
  let answered: AnsweredAccount | undefined
  // The wallet whose answer the frame waits for now: an answer from another one is dropped.
  let asking: unknown
  return (o) => {
    const page = locate(o, answered)
    const { asks: wallet, plugin } = page
    if (wallet !== asking) {
      asking = wallet
      if (wallet != null)
        import('./wallet-account')
          .then((m) => m.askAccount(plugin as AnyChainPlugin, wallet, loadTimeout(o.loadTimeoutMs)))
          .then((account) => {
            if (wallet !== asking) return
            answered = { wallet, account }
            const e = embed()
            const next = locate(e.options, answered)
            // reload() does nothing once the surface is destroyed.
            if (!next.asks && next.url !== e.iframe.getAttribute('src')) e.reload()
          })
    }
    return page
  }
}
