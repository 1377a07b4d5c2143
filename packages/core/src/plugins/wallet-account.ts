import { knownAccounts as answered } from './known-accounts'
import type { AnyChainPlugin } from './plugin'

// Loaded with import() by a checkout only for a wallet whose account must be asked for.

/** How long a wallet's account is waited for before the checkout loads without `pubkey`. */
export const ACCOUNT_WAIT_MS = 5000

/**
 * Asks `plugin.walletAccount` for `wallet`'s account. Never rejects: settles when the wallet answered
 * (`knownAccounts` then has it), failed or answered none (then it is forgotten), or after 5 s (half the load
 * timeout if shorter, so that the page itself still has time to load).
 */
export function askAccount(plugin: AnyChainPlugin, wallet: unknown, loadTimeoutMs: number): Promise<unknown> {
  const w = wallet as object
  return new Promise((settle) => {
    setTimeout(settle, Math.min(ACCOUNT_WAIT_MS, loadTimeoutMs / 2))
    // A throw in walletAccount rejects this promise too, and is forgotten like a rejection.
    new Promise<string | undefined>((answer) => answer(plugin.walletAccount?.(wallet)))
      .then(
        (account) => (account ? answered.set(w, account) : answered.delete(w)),
        () => answered.delete(w),
      )
      .then(settle)
  })
}
