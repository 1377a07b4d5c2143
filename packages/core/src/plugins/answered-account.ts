import type { FramedPage } from '../embed/framed-embed'
import type { AnyChainPlugin } from './plugin'

/**
 * What one surface's wallet answered when asked for its account (askAccount), kept by that checkout or
 * button for the URLs it builds later. Each one asks again: the shopper may have switched accounts between.
 */
export interface AnsweredAccount {
  wallet: unknown
  account: string | undefined
}

/** What one surface (a checkout, a payment button) asked of its wallets: the one asked last, the last answer. */
export interface AccountAsks {
  asking?: unknown
  answered?: AnsweredAccount | undefined
}

/** A page located with what its wallet answered: `asks` is the wallet to ask, `plugin` the one that asks it. */
export interface AskingPage extends FramedPage {
  plugin?: AnyChainPlugin | undefined
}

/**
 * The `pubkey` a checkout's or button's URL gets from its wallet, and the wallet to ask when there is none
 * yet (its plugin can ask for the account, and this surface has not asked this wallet).
 */
export function walletPubkey(
  plugin: { walletAddress(wallet: never): string | undefined; walletAccount?: unknown },
  wallet: unknown,
  answered: AnsweredAccount | undefined,
): { pubkey?: string | undefined; asks?: unknown } {
  if (wallet == null) return {}
  const known = answered?.wallet === wallet ? answered : undefined
  const pubkey = plugin.walletAddress(wallet as never) ?? known?.account
  return { pubkey, asks: pubkey === undefined && !known && plugin.walletAccount ? wallet : undefined }
}
