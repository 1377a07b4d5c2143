import type { FramedEmbed, FramedOptions } from '../embed/framed-embed'
import type { AccountAsks, AnsweredAccount, AskingPage } from './answered-account'
import type { AnyChainPlugin } from './plugin'

// Loaded with import() by a checkout or a payment button only for a wallet whose account must be asked for.
// It imports no code of the page's (types only): a script file that inlines what import() loads would
// otherwise wrap every module it reaches in a lazy initializer.

/** How long a wallet's account is waited for before the checkout or button loads without `pubkey`. */
export const ACCOUNT_WAIT_MS = 5000

/**
 * Asks `plugin.walletAccount` for `wallet`'s account: the account, or undefined when the wallet failed,
 * threw or answered none, or after 5 s (half the load timeout if shorter, so that the page itself still has
 * time to load). Never rejects.
 */
export function askAccount(
  plugin: AnyChainPlugin,
  wallet: unknown,
  loadTimeoutMs: number,
): Promise<string | undefined> {
  return new Promise((settle) => {
    setTimeout(settle, Math.min(ACCOUNT_WAIT_MS, loadTimeoutMs / 2))
    // A throw in walletAccount rejects this promise too, and counts as no answer.
    new Promise<string | undefined>((answer) => answer(plugin.walletAccount?.(wallet))).then(
      (account) => settle(account || undefined),
      () => settle(undefined),
    )
  })
}

/**
 * Asks the wallet `page` asks (askAccount, within `loadTimeoutMs`) and, unless the surface asked another
 * wallet since, keeps the answer in `asks` and takes the surface to the page `locate` makes with it, unless
 * its frame is there already. Nothing happens to a destroyed surface. Never rejects.
 */
export async function askForPage<O extends FramedOptions, P extends AskingPage>(
  asks: AccountAsks,
  page: P,
  loadTimeoutMs: number,
  locate: (options: O, answered: AnsweredAccount | undefined) => P,
  embed: () => FramedEmbed<O>,
): Promise<void> {
  const wallet = page.asks
  const account = await askAccount(page.plugin as AnyChainPlugin, wallet, loadTimeoutMs)
  // Another wallet was asked since: the frame waits for that one's answer.
  if (wallet !== asks.asking) return
  asks.answered = { wallet, account }
  const e = embed()
  // reload() does nothing once the surface is destroyed.
  if (locate(e.options, asks.answered).url !== e.iframe.getAttribute('src')) e.reload()
}
