import type { AnyChainPlugin } from './plugin'

/** How long a wallet's account is waited for before the checkout loads without `pubkey`. */
export const ACCOUNT_WAIT_MS = 5000

/** What the account ask reads from a surface's options. */
export interface AccountOptions {
  wallet?: unknown
  pubkey?: string | undefined
}

/** The accounts of one surface's wallets whose address can only be asked for (`walletAccount`). */
export interface WalletAccounts {
  /** `o` with `pubkey` set to the account its wallet answered, when it did and `o` gives no `pubkey`. */
  known<O extends AccountOptions>(o: O): O
  /**
   * Asks `plugin.walletAccount` for `o.wallet` when nothing else gives `pubkey`, then calls `onSettled` (see
   * `walletAccounts`). Returns whether an answer for this wallet is awaited: the surface then navigates in
   * `onSettled` rather than now.
   */
  ask(plugin: AnyChainPlugin | undefined, o: AccountOptions, loadTimeoutMs: number): boolean
}

/**
 * The account memory of one surface. `onSettled` runs once per asked wallet, asynchronously, when it
 * answered (`known` then gives its account), failed, answered none, or passed the time limit (5 s, half the
 * load timeout if shorter, so that the page itself still has time to load): the surface navigates then,
 * without `pubkey` in the last three cases. An answer for a wallet since replaced is dropped.
 */
export function walletAccounts(onSettled: () => void): WalletAccounts {
  let asked: unknown
  let pending = false
  let answered: { wallet: unknown; account: string } | undefined
  return {
    known(o) {
      return o.pubkey === undefined && answered && o.wallet === answered.wallet
        ? { ...o, pubkey: answered.account }
        : o
    },
    ask(plugin, o, loadTimeoutMs) {
      const { wallet } = o
      if (o.pubkey !== undefined || wallet == null || !plugin?.walletAccount) return false
      if (wallet === asked) return pending
      if (plugin.walletAddress(wallet) !== undefined) return false
      asked = wallet
      pending = true
      const ms = Math.min(ACCOUNT_WAIT_MS, loadTimeoutMs / 2)
      void settle(() => plugin.walletAccount?.(wallet), ms).then((account) => {
        if (asked !== wallet) return
        pending = false
        if (account) answered = { wallet, account }
        onSettled()
      })
      return true
    },
  }
}

// Never rejects: a throw, a rejection, a non-string or empty answer, or none within `ms` give undefined.
function settle(ask: () => Promise<unknown> | undefined, ms: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    const done = (account: unknown) => {
      clearTimeout(timer)
      resolve(typeof account === 'string' && account !== '' ? account : undefined)
    }
    new Promise<unknown>((answer) => answer(ask())).then(done, () => done(undefined))
  })
}
