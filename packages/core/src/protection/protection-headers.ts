import { getDeviceId, getProtectionSessionId } from './device'
import { forterToken } from './forter-token'
import { safeSignalValue } from './header-value'

/** Headers to attach to your own API calls for a purchase; a signal not known yet is left out. */
export interface ProtectionHeaders {
  'x-device-id'?: string
  'x-session-id'?: string
  'x-forter-token'?: string
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
 * The headers of the purchase protection running on this page (the device id as checkouts get it, its
 * session id and the Forter token); with none running, the Forter token alone, if any.
 */
export function protectionHeaders(): ProtectionHeaders {
  return signalHeaders(getDeviceId(), getProtectionSessionId(), forterToken())
}
