import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** Which fraud signal a purchase-protection failure concerns: the device fingerprint or the session. */
export type ProtectionSignal = 'device' | 'session'

/** A fraud signal script did not load (404, blocked by CSP, offline, timeout) or defined no global. */
export class ProtectionScriptError extends PorticoError {
  override name = 'ProtectionScriptError'
  readonly signal: ProtectionSignal
  readonly url: string
  constructor(signal: ProtectionSignal, url: string, reason: string, options?: PorticoErrorOptions) {
    super('PROTECTION_SCRIPT_FAILED', `The ${signal} signal script did not load (${reason}): ${url}`, options)
    this.signal = signal
    this.url = url
  }
}

/** The merchant's fraud partner id could not be looked up (API down, timeout), so no device id is made. */
export class ProtectionLookupError extends PorticoError {
  override name = 'ProtectionLookupError'
  readonly merchantId: string
  constructor(merchantId: string, options?: PorticoErrorOptions) {
    super('PROTECTION_LOOKUP_FAILED', `The fraud partner lookup failed for merchant ${merchantId}`, options)
    this.merchantId = merchantId
  }
}

/** A fraud signal script loaded but its initialisation threw, timed out or gave no usable id. */
export class ProtectionInitError extends PorticoError {
  override name = 'ProtectionInitError'
  readonly signal: ProtectionSignal
  constructor(signal: ProtectionSignal, reason: string, options?: PorticoErrorOptions) {
    super('PROTECTION_INIT_FAILED', `The ${signal} signal did not start: ${reason}`, options)
    this.signal = signal
  }
}
