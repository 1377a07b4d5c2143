// Runs in the merchant page of the purchase protection suite (bundled with the built @portico/core and
// @portico/user by harness.ts, on its own: the checkouts must use the same core as the protection, whose
// ids they carry). Starts protection and mounts checkouts the way a merchant page does; the test reads plain
// data back with `page.evaluate`.
import {
  mountCheckout,
  type ProtectionHeaders,
  type PurchaseProtection,
  startPurchaseProtection,
} from '@portico/core'
import { user } from '@portico/user'

/** Where the emulator runs, and the fraud scripts when a test replaces them. */
export interface ProtectionKitHosts {
  checkout: string
  api: string
  fraudDeviceScript?: string
  fraudSessionScript?: string
}

/** What the protection reported: its ids and headers once settled, and each failure's code and signal. */
export interface ProtectionReport {
  deviceId: string | null
  sessionId: string | null
  headers: ProtectionHeaders
  errors: Array<{ code: string; signal: string }>
}

let protection: PurchaseProtection | undefined
const errors: ProtectionReport['errors'] = []
const successes: unknown[] = []

const report = (): ProtectionReport => ({
  deviceId: protection?.deviceId() ?? null,
  sessionId: protection?.sessionId() ?? null,
  headers: protection?.headers() ?? {},
  errors,
})

/**
 * Starts protection for `merchantId` on env 'local' and resolves once every signal is known or failed.
 * `telemetry: false` as a merchant opts out of the provider's error reports.
 */
async function protect(
  hosts: ProtectionKitHosts,
  merchantId: string,
  telemetry?: boolean,
): Promise<ProtectionReport> {
  protection = startPurchaseProtection({
    env: 'local',
    hosts,
    merchantId,
    telemetry,
    onError: (error) =>
      errors.push({ code: error.code, signal: 'signal' in error ? error.signal : 'device' }),
  })
  await protection.ready()
  return report()
}

/** Mounts a card-payable purchase into the element matching `selector`; returns the checkout URL. */
function mount(selector: string, hosts: ProtectionKitHosts, merchantId: string): string {
  const container = document.querySelector<HTMLElement>(selector)
  if (!container) throw new Error(`no element ${selector}`)
  const handle = mountCheckout(container, {
    env: 'local',
    hosts,
    merchantId,
    blockchain: 'user',
    plugins: [user()],
    sessionKey: 'session-1',
    subtotal: { cents: 1200 },
    onSuccess: (info) => successes.push(info),
  })
  return handle.iframe.src
}

const protectionKit = { protect, report, mount, successes: () => successes }

/** The protection kit as the tests reach it: `window.protectionKit`. */
export type ProtectionKit = typeof protectionKit

declare global {
  interface Window {
    /** The protection kit, in the merchant page. */
    protectionKit: ProtectionKit
  }
}
window.protectionKit = protectionKit
