import { type ProtectionHeaders, type ProtectionHeadersOptions, protectionHeaders } from '@portico/core'

/**
 * A stable function (the same on every render) that gives the purchase protection headers at the time of
 * the call: `x-device-id`, `x-session-id`, `x-forter-token`, unknown ones left out (never the text "null");
 * with `{ purchase: true }` also `x-coinflow-referrer`. Attach them to your own API calls, e.g.
 * `fetch(url, { headers: { ...headers({ purchase: true }) } })` for a purchase.
 */
export function useProtectionHeaders(): (options?: ProtectionHeadersOptions) => ProtectionHeaders {
  return protectionHeaders
}
