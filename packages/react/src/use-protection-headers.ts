import { type ProtectionHeaders, protectionHeaders } from '@portico/core'

/**
 * A stable function (the same on every render) that gives the purchase protection headers at the time of
 * the call: `x-device-id`, `x-session-id`, `x-forter-token`, unknown ones left out (never the text "null").
 * Attach them to your own API calls for a purchase, e.g. `fetch(url, { headers: { ...headers() } })`.
 */
export function useProtectionHeaders(): () => ProtectionHeaders {
  return protectionHeaders
}
