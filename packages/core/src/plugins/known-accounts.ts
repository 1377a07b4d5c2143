/**
 * The account each wallet last answered to its plugin's `walletAccount` (askAccount keeps it), for the
 * checkout URLs built after it. Weak: a wallet dropped by the page takes its entry with it.
 */
export const knownAccounts = new WeakMap<object, string>()
