import type { FramedEmbed, FramedOptions } from '../embed/framed-embed'
import { loadTimeout } from '../embed/load-watch'
import type { AccountAsks, AnsweredAccount, AskingPage } from './answered-account'

/**
 * The `page` of a framed surface (a checkout, a payment button) whose wallet's account may have to be asked
 * for (a bare EIP-1193 provider). `locate` makes the page with what this surface's wallet answered so far.
 * A page that `asks` a wallet not asked yet starts the ask (`askForPage`, loaded with import()): the frame
 * waits, then goes to the URL with the account as `pubkey`, or without. Each surface keeps its own answer
 * (a new one asks again: the shopper may have switched accounts).
 */
export function accountAskingPage<O extends FramedOptions, P extends AskingPage>(
  locate: (options: O, answered: AnsweredAccount | undefined) => P,
  embed: () => FramedEmbed<O>,
): (options: O) => P {
  const asks: AccountAsks = {}
  return (o) => {
    const page = locate(o, asks.answered)
    if (page.asks != null && page.asks !== asks.asking) {
      asks.asking = page.asks
      import('./wallet-account').then((m) =>
        m.askForPage(asks, page, loadTimeout(o.loadTimeoutMs), locate, embed),
      )
    }
    return page
  }
}
