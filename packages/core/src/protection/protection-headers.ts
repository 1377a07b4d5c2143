import { getDeviceId, getProtectionSessionId } from './device'
import { forterToken } from './forter-token'
import { safeSignalValue } from './header-value'

/** Headers to attach to your own API calls for a purchase; a signal not known yet is left out. */
export interface ProtectionHeaders {
  'x-device-id'?: string
  'x-session-id'?: string
  'x-forter-token'?: string
  /** The page that sent the shopper here (`document.referrer`), with `{ purchase: true }` only. */
  'x-coinflow-referrer'?: string
}

/** Options of `protectionHeaders`. */
export interface ProtectionHeadersOptions {
  /** The headers of a purchase call: `x-coinflow-referrer` is added. @default false */
  purchase?: boolean | undefined
}

/**
 * The headers for these signals. An empty value is dropped rather than sent as the text "null", and a value
 * with control characters (CR/LF) or over 1024 characters is dropped rather than passed to `fetch`.
 */
export function signalHeaders(
  deviceId: string | undefined,
  sessionId: string | undefined,
  forter: string | undefined,
): ProtectionHeaders {
  const headers: ProtectionHeaders = {}
  const entries = [
    ['x-device-id', deviceId],
    ['x-session-id', sessionId],
    ['x-forter-token', forter],
  ] as const
  for (const [name, value] of entries) {
    const safe = safeSignalValue(value)
    if (safe) headers[name] = safe
  }
  return headers
}

/**
 * Adds `x-coinflow-referrer` (the page's `document.referrer`) for a purchase; an empty referrer, or one
 * that is no safe header value, is left out like the other signals.
 */
export function withReferrer(
  headers: ProtectionHeaders,
  options?: ProtectionHeadersOptions,
): ProtectionHeaders {
  if (!options?.purchase || typeof document === 'undefined') return headers
  const referrer = safeSignalValue(document.referrer)
  return referrer ? { ...headers, 'x-coinflow-referrer': referrer } : headers
}

/**
 * The headers of the purchase protection running on this page (the device id as checkouts get it, its
 * session id and the Forter token); with none running, the Forter token alone, if any. With
 * `{ purchase: true }`, also `x-coinflow-referrer` for your purchase call.
 */
export function protectionHeaders(options?: ProtectionHeadersOptions): ProtectionHeaders {
  return withReferrer(signalHeaders(getDeviceId(), getProtectionSessionId(), forterToken()), options)
}
