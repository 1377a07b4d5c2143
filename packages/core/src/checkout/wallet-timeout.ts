import { timeoutOption } from '../platform/timeout-option'

// Apart from the wallet queue: a checkout checks the option when it is mounted, and a page's bundler that
// splits by module (Rollup, Vite) would otherwise put the whole queue, which loads with the request
// pipeline, in front of every checkout page.

/** How long a request may take at the wallet by default: time for a customer to read and approve a prompt. */
export const WALLET_TIMEOUT_MS = 120_000

/**
 * The wallet timeout to use: `ms`, or WALLET_TIMEOUT_MS when it is undefined. Throws InvalidOptionError
 * (option `walletTimeoutMs`) unless `ms` is above 0 and at most 2^31 - 1, or `Infinity` (no timeout).
 */
export function walletTimeout(ms: unknown): number {
  return timeoutOption('walletTimeoutMs', ms, WALLET_TIMEOUT_MS)
}
