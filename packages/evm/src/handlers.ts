import type { RequestHandlers } from '@portico/core'
import { lazyHandlers } from '@portico/core/internal'
import type { Chain } from 'viem'
import type { EvmWallet } from './types'

/**
 * The checkout's sign and send requests answered by an EVM wallet. `chain` is the chain the wallet must be
 * on (switched to when the wallet can). Every failure rejects with a PorticoError. The code that answers
 * is loaded with the first request, so a page ships it only when the checkout asks for something. A bare
 * address signs nothing: each request is refused.
 */
export function evmHandlers(wallet: EvmWallet, chain?: Chain): RequestHandlers {
  return lazyHandlers(() => import('./request-handlers').then((m) => m.requestHandlers(wallet, chain)))
}
