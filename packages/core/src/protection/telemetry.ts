import { apiOrigin, type Env, type Hosts } from '../api/hosts'
import type { PorticoError } from '../errors/portico-error'

/** The provider's name for a purchase-protection failure, as its telemetry files it. */
export type TelemetryEvent = 'NSureInit' | 'ProtectionError' | 'ProtectionInit'

/** The body of `POST {api}/api/telemetry/frontend-error`. */
export interface FrontendErrorReport {
  message: string
  stackTrace: string
  merchantId: string
  event: TelemetryEvent
}

/** Where the provider API takes front-end error reports. */
export const FRONTEND_ERROR_PATH = '/api/telemetry/frontend-error'

/**
 * The telemetry event of a protection failure: anything of the device signal (the partner lookup, its
 * script, its init) is `NSureInit`; the session script not loading is `ProtectionError`, its start failing
 * `ProtectionInit` (the names the provider's own kit reports).
 */
export function telemetryEventOf(error: PorticoError & { signal?: string }): TelemetryEvent {
  if (error.signal !== 'session') return 'NSureInit'
  return error.code === 'PROTECTION_SCRIPT_FAILED' ? 'ProtectionError' : 'ProtectionInit'
}

// Card numbers (13 to 19 digits, spaced or not), hex strings (EVM addresses, hashes) and long runs of
// base58/base64url-like characters (Solana and Stellar addresses, signatures, tokens, session ids).
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g
const HEX = /\b0x[0-9a-fA-F]{16,}\b/g
const LONG_RUN = /[A-Za-z0-9_-]{32,}/g

/**
 * Text safe to send in a report: card numbers, addresses, tokens and other long identifiers replaced by
 * `[redacted]`, and no longer than `max` characters.
 */
export function redactTelemetryText(text: string, max: number): string {
  const redacted = text
    .replace(CARD_NUMBER, '[redacted]')
    .replace(HEX, '[redacted]')
    .replace(LONG_RUN, '[redacted]')
  return redacted.length > max ? redacted.slice(0, max) : redacted
}

/** The report of one failure: its message and stack, redacted, with the merchant and the event. */
export function frontendErrorReport(
  merchantId: string,
  error: PorticoError & { signal?: string },
): FrontendErrorReport {
  return {
    message: redactTelemetryText(error.message, 1000),
    stackTrace: redactTelemetryText(error.stack ?? '', 4000),
    merchantId,
    event: telemetryEventOf(error),
  }
}

/**
 * Sends one report to `POST {api}/api/telemetry/frontend-error` and forgets it: the request outlives the
 * page (`keepalive`), and any failure (offline, refused, an answer that is not 2xx) is swallowed, so
 * telemetry can never break the page it reports on.
 */
export function sendFrontendError(
  env: Env | undefined,
  hosts: Hosts | undefined,
  report: FrontendErrorReport,
) {
  try {
    const url = apiOrigin(env, hosts) + FRONTEND_ERROR_PATH
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
    })
      .then((response) => response.body?.cancel())
      .catch(() => {})
  } catch {
    // No fetch here, or a malformed hosts.api: nothing to report to.
  }
}
