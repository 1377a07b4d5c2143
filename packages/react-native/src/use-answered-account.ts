import type { AnyChainPlugin } from '@portico/core'
import { type AnsweredAccount, askAccount, loadTimeout } from '@portico/core/internal'
import { useEffect, useState } from 'react'

/** What a page located with its wallet's answer says: the wallet still to ask, and the plugin that asks it. */
export interface AskingLocation {
  asks?: unknown
  plugin?: AnyChainPlugin | undefined
}

/**
 * @internal The page `locate` makes with what this component's wallet answered when asked for its account.
 * A wallet whose account can only be asked for (a bare EIP-1193 provider) is asked once per wallet, after
 * commit, within `loadTimeoutMs` (see askAccount); until that ask settles the page's `asks` is set and the
 * component shows no WebView, then the page is located again with the account as `pubkey`, or without it.
 */
export function useAnsweredAccount<P extends AskingLocation>(
  locate: (answered: AnsweredAccount | undefined) => P,
  loadTimeoutMs: number | undefined,
): P {
  // Kept for this component's later URLs: new props with the same wallet do not ask again.
  const [answered, setAnswered] = useState<AnsweredAccount>()
  const page = locate(answered)
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per wallet, with the props of then
  useEffect(() => {
    const wallet = page.asks
    if (wallet == null) return
    let live = true
    void askAccount(page.plugin!, wallet, loadTimeout(loadTimeoutMs)).then(
      (account) => live && setAnswered({ wallet, account }),
    )
    return () => {
      live = false
    }
  }, [page.asks])
  return page
}
