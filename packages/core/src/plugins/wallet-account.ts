import type { AnyChainPlugin } from './plugin'

// Loaded with import() by a checkout only for a wallet whose account must be asked for.

/** How long a wallet's account is waited for before the checkout loads without `pubkey`. */
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
