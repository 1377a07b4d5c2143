import { apiOrigin, type Env, type Hosts } from '../api/hosts'
import { InvalidOptionError } from '../errors/checkout-errors'
import { PorticoError } from '../errors/portico-error'
import {
  ProtectionInitError,
  type ProtectionLookupError,
  type ProtectionScriptError,
  type ProtectionSignal,
} from '../errors/protection-errors'
import { requireWindow } from '../platform/window'
import { afterPageWork } from './after-page-work'
import { lendSignals } from './device'
import { deviceSignal } from './device-signal'
import { captureForterToken, forterToken } from './forter-token'
import { type ProtectionHeaders, signalHeaders } from './protection-headers'
import { fraudDeviceScriptUrl, fraudSessionScriptUrl } from './protection-hosts'
import { sessionSignal } from './session-signal'
import type { SignalContext } from './signal-context'

/** A failure of purchase protection, as `onError` receives it. */
export type PurchaseProtectionError = ProtectionScriptError | ProtectionLookupError | ProtectionInitError

/** Options of `startPurchaseProtection`. */
export interface PurchaseProtectionOptions {
  /** @default 'prod' */
  env?: Env | undefined
  /** Other API origin or fraud script URLs (`fraudDeviceScript`, `fraudSessionScript`). @default env's */
  hosts?: Hosts | undefined
  /** Your merchant id: its fraud partner id is looked up for the device signal. */
  merchantId: string
  /** Receives each failure once (a script that did not load, the lookup, an init). @default a console warning */
  onError?: ((error: PurchaseProtectionError) => void) | undefined
  /** Bound of each step: the lookup, each script load, the session call (a shared run keeps its first). @default 10000 */
  timeoutMs?: number | undefined
  /** Set as the `nonce` of the fraud scripts it inserts, for a page whose policy allows scripts by nonce. */
  nonce?: string | undefined
}

/** A started purchase protection. Every getter answers at once; a signal not known yet is `undefined`. */
export interface PurchaseProtection {
  /** The shopper's device id, once the device script's own init has run. */
  deviceId(): string | undefined
  /** The shopper's session id, once the session script has given one. */
  sessionId(): string | undefined
  /** `x-device-id`, `x-session-id`, `x-forter-token` for your own API calls; unknown ones left out. */
  headers(): ProtectionHeaders
  /** Resolves when every signal is known or has failed (never rejects). */
  ready(): Promise<void>
  /** Stops this handle; the shared run ends when the last handle stops. Safe to call twice. */
  stop(): void
}

interface Run {
  refs: number
  deviceId?: string
  sessionId?: string
  errors: PurchaseProtectionError[]
  reporters: Set<(error: PurchaseProtectionError) => void>
  done: Promise<void>
  end(): void
}

// One run per configuration for the whole page: StrictMode's double mount, two calls and many checkouts
// share it; it ends when its last handle stops.
const runs = new Map<string, Run>()

function startRun(key: string, w: Window & typeof globalThis, o: PurchaseProtectionOptions): Run {
  const controller = new AbortController()
  const ctx: SignalContext = {
    window: w,
    env: o.env,
    hosts: o.hosts,
    merchantId: o.merchantId,
    timeoutMs: o.timeoutMs ?? 10_000,
    nonce: o.nonce,
    signal: controller.signal,
  }
  const run: Run = {
    refs: 0,
    errors: [],
    reporters: new Set(),
    done: Promise.resolve(),
    end: () => {
      controller.abort()
      unlend()
      if (runs.get(key) === run) runs.delete(key)
    },
  }
  const unlend = lendSignals(run)
  const fail = (signal: ProtectionSignal, error: unknown) => {
    if (controller.signal.aborted) return
    const typed =
      error instanceof PorticoError
        ? (error as PurchaseProtectionError)
        : new ProtectionInitError(signal, 'it failed', { cause: error })
    run.errors.push(typed)
    if (!run.reporters.size) console.warn(`Portico purchase protection: ${typed.message}`)
    for (const report of run.reporters) report(typed)
  }
  const step = <T>(signal: ProtectionSignal, get: () => Promise<T>, keep: (value: T) => void) =>
    get().then(
      (value) => controller.signal.aborted || keep(value),
      (error: unknown) => fail(signal, error),
    )
  run.done = afterPageWork(w, controller.signal).then(async () => {
    if (controller.signal.aborted) return
    await Promise.all([
      step(
        'device',
        () => deviceSignal(ctx),
        (id) => {
          if (id) run.deviceId = id
        },
      ),
      step(
        'session',
        () => sessionSignal(ctx),
        (id) => {
          run.sessionId = id
        },
      ),
    ])
  })
  runs.set(key, run)
  return run
}

/**
 * Starts purchase protection on this page: looks up the merchant's fraud partner id, loads the device
 * fingerprint and session scripts from their own hosts (never bundled; after the page's own work, so a
 * checkout mounted now is never delayed) and starts Forter token capture. Checkouts mounted while it runs
 * carry its device id. Failures go to `onError` once and never block a checkout. Calls with the same
 * configuration share one run; each returned handle is stopped on its own.
 */
export function startPurchaseProtection(options: PurchaseProtectionOptions): PurchaseProtection {
  const w = requireWindow()
  const { env, hosts, merchantId, onError } = options
  if (typeof merchantId !== 'string' || !merchantId)
    throw new InvalidOptionError('merchantId', 'give your merchant id (non-empty text)')
  let key: string
  try {
    key = JSON.stringify([
      env ?? 'prod',
      merchantId,
      apiOrigin(env, hosts),
      fraudDeviceScriptUrl(env, hosts),
      fraudSessionScriptUrl(env, hosts),
    ])
  } catch (cause) {
    throw new InvalidOptionError('hosts', 'hosts.api must be a URL', { cause })
  }
  // Listens to Forter's event from now on, so an early token is not missed.
  void captureForterToken()
  const run = runs.get(key) ?? startRun(key, w, options)
  run.refs++
  let stopped = false
  const report = (error: PurchaseProtectionError) => {
    try {
      onError?.(error)
    } catch (thrown) {
      console.error('Portico purchase protection: onError threw', thrown)
    }
  }
  // A handle started after a failure still hears of it, once.
  for (const error of run.errors) report(error)
  if (onError) run.reporters.add(report)
  return {
    deviceId: () => run.deviceId,
    sessionId: () => run.sessionId,
    headers: () => signalHeaders(run.deviceId, run.sessionId, forterToken()),
    ready: () => run.done,
    stop() {
      if (stopped) return
      stopped = true
      run.reporters.delete(report)
      if (--run.refs === 0) run.end()
    },
  }
}
