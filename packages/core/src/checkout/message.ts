import type { RequestMethod } from '../plugins/plugin'

/**
 * Longest inbound message, in characters, that is parsed at all; longer ones are ignored unread. 256 Ki
 * holds the largest EVM request (a 24 KiB contract deployment as base64 JSON is ~70 K) with room to spare,
 * while bounding what a hostile frame can make the page parse.
 */
export const MAX_MESSAGE_LENGTH = 262_144

/** What the checkout reports with `success` and `authDeclined` (a JSON object; its fields are the checkout's). */
export type CheckoutInfo = Record<string, unknown>

/** An inbound checkout message, parsed and checked. `unknown` is any other method, kept in `name`. */
export type CheckoutMessage =
  | { method: RequestMethod; data: string }
  | { method: 'heightChange'; data: string; height: number }
  | { method: 'success' | 'authDeclined'; data: string; info: CheckoutInfo | undefined }
  | { method: 'loaded' | 'accountLinked'; data: string }
  | { method: 'unknown'; data: string; name: string }

const KNOWN = ['signMessage', 'signTransaction', 'sendTransaction', 'loaded', 'accountLinked']
// Keys that could reach a prototype if a merchant deep-merges `info`: the whole message is refused.
const POISON = /^(__proto__|constructor|prototype)$/

/**
 * Parses the `data` of a window `message` event as a checkout message. Never throws: `null` for anything
 * that is not one (non-string, over MAX_MESSAGE_LENGTH, bad JSON, no string `method` or `data`, a
 * prototype-pollution key anywhere, a height that is not plain digits under 10^7) and for `heightChange`
 * messages not tagged `heightChange:{heightChangeId}` (untagged `heightChange` when no id is given).
 */
export function parseCheckoutMessage(data: unknown, heightChangeId?: string): CheckoutMessage | null {
  let poisoned = false
  try {
    if (typeof data !== 'string' || data.length > MAX_MESSAGE_LENGTH) return null
    // Destructuring what is not an object throws (null) or yields no strings: both end in null.
    const {
      method,
      data: text,
      info,
    } = JSON.parse(data, (key, value) => {
      if (POISON.test(key)) poisoned = true
      return value
    })
    if (poisoned || typeof method !== 'string' || typeof text !== 'string') return null
    if (method.startsWith('heightChange'))
      return method === `heightChange${heightChangeId === undefined ? '' : `:${heightChangeId}`}` &&
        /^\d{1,7}(\.\d+)?$/.test(text)
        ? { method: 'heightChange', data: text, height: +text }
        : null
    if (method === 'success' || method === 'authDeclined')
      return {
        method,
        data: text,
        info: typeof info === 'object' && info !== null && !Array.isArray(info) ? info : undefined,
      }
    return KNOWN.includes(method)
      ? ({ method, data: text } as CheckoutMessage)
      : { method: 'unknown', data: text, name: method }
  } catch {
    return null
  }
}
