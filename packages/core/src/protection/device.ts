import { safeSignalValue } from './header-value'

/** What a running purchase protection lends to the checkouts mounted meanwhile, as it learns them. */
export interface ProtectionSignals {
  deviceId?: string
  sessionId?: string
}

// The protections running on this page, newest first. Kept apart from the protection itself, so a page that
// never starts one ships only these few lines of it.
const running: ProtectionSignals[] = []

/** @internal Lends a running protection's ids to checkouts until the returned function is called. */
export function lendSignals(signals: ProtectionSignals): () => void {
  running.unshift(signals)
  return () => {
    const at = running.indexOf(signals)
    if (at >= 0) running.splice(at, 1)
  }
}

/** @internal The newest running protection's value of a signal, once it has one. */
export const lentSignal = (name: keyof ProtectionSignals) => running.find((s) => s[name])?.[name]

interface FraudDeviceSdk {
  getDeviceId?: () => string | null | undefined
}

/** The device id of the page's own fraud-device SDK (`window.nSureSDK`), once the merchant's init ran. */
function pageDeviceId(): string | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return safeSignalValue((window as { nSureSDK?: FraudDeviceSdk }).nSureSDK?.getDeviceId?.())
  } catch {
    return undefined
  }
}

/**
 * The device id checkout URLs carry when no `deviceId` is given: the running purchase protection's, once
 * the device SDK's init run by that protection has given one; else the page's own fraud-device SDK, which
 * gives none until the merchant's own init has run. Never the host page's own `?deviceId=` (anyone can set
 * that by sharing a link).
 */
export const getDeviceId = (): string | undefined => lentSignal('deviceId') ?? pageDeviceId()

/** The session id of the running purchase protection, once its session script has given one. */
export const getProtectionSessionId = (): string | undefined => lentSignal('sessionId')
