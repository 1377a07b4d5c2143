import { type AnyChainPlugin, type RequestHandlers, resolvePlugin } from '../plugins/plugin'
import type { OwnPage } from './own-pages'

/**
 * What answers a checkout page's requests now: its blockchain's plugin looked up in the latest `options`
 * (a plugin made again with the same data may answer with new settings of its own) for the latest wallet,
 * or, for a page without a plugin (a bank link, a payment intent without a wallet), its own answers.
 */
export function pageHandlers(
  page: OwnPage & { blockchain: string },
  options: { plugins?: readonly AnyChainPlugin[] | undefined; wallet?: unknown },
  startedAt: number,
): RequestHandlers {
  return page.plugin
    ? resolvePlugin(page.blockchain, options.plugins).handlers(options.wallet, {
        blockchain: page.blockchain,
        options: options as Record<string, unknown>,
        startedAt,
      })
    : (page.handlers ?? {})
}
