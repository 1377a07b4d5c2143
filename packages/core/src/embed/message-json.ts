import { isObject } from '../platform/is-object'

/**
 * Longest inbound message, in characters, that is parsed at all; longer ones are ignored unread. 256 Ki
 * holds the largest EVM request (a 24 KiB contract deployment as base64 JSON is ~70 K) with room to spare,
 * while bounding what a hostile frame can make the page parse.
 */
export const MAX_MESSAGE_LENGTH = 262_144

// Keys that could reach a prototype if a merchant deep-merges what a message carries: refused whole.
const POISON = /^(__proto__|constructor|prototype)$/

/**
 * The JSON object a frame posted as a string, or `null` for anything else: not a string, longer than
 * MAX_MESSAGE_LENGTH, not JSON, not an object, or holding a prototype-pollution key anywhere. Never throws.
 */
export function parseMessageJson(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string' || data.length > MAX_MESSAGE_LENGTH) return null
  let poisoned = false
  try {
    const value: unknown = JSON.parse(data, (key, v) => {
      if (POISON.test(key)) poisoned = true
      return v
    })
    return !poisoned && isObject(value) ? value : null
  } catch {
    return null
  }
}
