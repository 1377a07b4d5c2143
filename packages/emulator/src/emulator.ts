import { apiHandler } from './api/server'
import type { ChainFamily } from './blockchains'
import { checkoutHandler } from './checkout/server'
import { createSessions } from './checkout/sessions'
import { type LocalServer, startServer } from './http'
import { createLedger, type LedgerEntry } from './ledger'
import { createVendorKeys } from './vendor/signing'
import { createVault } from './vendor/vault'

/** Options of `startEmulator`. */
export interface EmulatorOptions {
  /** Port of the checkout origin (`env: 'local'` expects 3000); 0 picks a free port. @default 3000 */
  checkoutPort?: number
  /** Port of the API origin (`env: 'local'` expects 5000); 0 picks a free port. @default 5000 */
  apiPort?: number
  /** Extra blockchains (URL segments) the checkout serves, with the chain family that pays on them. */
  blockchains?: Record<string, ChainFamily>
  /** Fraud partner id per merchant for `GET /merchant/view/{id}`. @default 'portico-emulator-partner' */
  merchants?: Record<string, { nSurePartnerId?: string }>
}

/** A running emulator. */
export interface Emulator {
  /** e.g. `http://localhost:3000`: pass as `hosts.checkout` when not on the default ports. */
  checkoutOrigin: string
  /** e.g. `http://localhost:5000`: pass as `hosts.api`. */
  apiOrigin: string
  /** The purchases and withdrawals made through this run, oldest first. */
  payments(filter?: { merchantId?: string; kind?: 'purchase' | 'withdraw' }): LedgerEntry[]
  /** Stops the servers (and the chains it started) and closes open connections. */
  close(): Promise<void>
}

/** Starts the hosted-checkout emulator on localhost: the checkout origin and the API origin. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const ledger = createLedger()
  const keys = createVendorKeys()
  const ctx = {
    checkoutOrigin: '',
    apiOrigin: '',
    sessions: createSessions(),
    ledger,
    extraBlockchains: { ...options.blockchains },
    keys,
    vault: createVault(keys.mac),
    merchants: { ...options.merchants },
  }
  const started: LocalServer[] = []
  const closeAll = () => Promise.all(started.map((s) => s.close())).then(() => undefined)
  try {
    const checkout = await startServer(options.checkoutPort ?? 3000, checkoutHandler(ctx))
    started.push(checkout)
    ctx.checkoutOrigin = checkout.origin
    const api = await startServer(options.apiPort ?? 5000, apiHandler(ctx))
    started.push(api)
    ctx.apiOrigin = api.origin
    let closed: Promise<void> | undefined
    return {
      checkoutOrigin: checkout.origin,
      apiOrigin: api.origin,
      payments: (filter) => ledger.list(filter),
      close: () => {
        closed ??= closeAll()
        return closed
      },
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
