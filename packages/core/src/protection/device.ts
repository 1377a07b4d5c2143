import { safeSignalValue } from './header-value'

interface FraudDeviceSdk {
  getDeviceId?: () => unknown
}

/** What a running purchase protection lends to the checkouts mounted meanwhile. */
export interface ProtectionSignals {
  deviceId(): string | undefined
  sessionId(): string | undefined
}

// The protections running on this page, oldest first. Kept here, beside the checkout URL's fallback, so a
// page that never starts a protection ships only these few lines of it.
const running: ProtectionSignals[] = []

/** @internal Lends a running protection's ids to checkouts until the returned function is called. */
export function lendSignals(signals: ProtectionSignals): () => void {
  running.push(signals)
  return () => {
    const at = running.indexOf(signals)
    if (at >= 0) running.splice(at, 1)
  }
}

const newest = (read: (s: ProtectionSignals) => string | undefined): string | undefined => {
  for (let i = running.length - 1; i >= 0; i--) {
    const value = read(running[i] as ProtectionSignals)
    if (value) return value
  }
  return undefined
}

/**
 * The device id for checkout URLs: a running purchase protection's (once its own init has run); with none
 * running, the page's fraud-device SDK (`window.nSureSDK`) when the merchant loaded it. Never the host
 * page's own `?deviceId=`: anyone can set that by sharing a link.
 */
export function getDeviceId(): string | undefined {
  if (running.length) return newest((s) => s.deviceId())
  if (typeof window === 'undefined') return undefined
  try {
    return safeSignalValue((window as { nSureSDK?: FraudDeviceSdk }).nSureSDK?.getDeviceId?.())
  } catch {
    return undefined
  }
}

/** The session id of a running purchase protection, once its session script has given one. */
export function getProtectionSessionId(): string | undefined {
  return newest((s) => s.sessionId())
}
