// Runs in the merchant pages of the strict-policy suite (bundled with the built packages by harness.ts):
// mounts every surface with the nonce its own <script> element was given, as a merchant page under a
// nonce-based Content-Security-Policy does, and counts the policy's violations from its first line on.
import {
  type CardFieldHandle,
  type CheckoutHandle,
  type HostedCardFormHandle,
  mountCardField,
  mountCheckout,
  mountHostedCardForm,
  mountPaymentButton,
  type PaymentButtonHandle,
  startPurchaseProtection,
} from '@portico/core'
import { user } from '@portico/user'

/** Where the emulator runs, as the merchant page is told. */
export interface CspKitHosts {
  checkout: string
  api: string
}

/** One violation the page's policy reported: what it refused and under which directive. */
export interface Violation {
  directive: string
  blocked: string
}

/** What one surface reported: its callbacks in order, as plain data. */
export interface SurfaceLog {
  loads: number
  successes: number
  errors: { name: string; code: string; reason: string; origin: string }[]
  events: string[]
}

const violations: Violation[] = []
// Listening before anything else runs: every refusal on this page is counted.
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI })
})

// The nonce the server gave this script: Portico sets it on every script and style it inserts.
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? ''
type Handle = CheckoutHandle | PaymentButtonHandle | HostedCardFormHandle
const handles = new Map<string, Handle>()
const logs = new Map<string, SurfaceLog>()
let cardField: CardFieldHandle | undefined

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`no element ${selector}`)
  return found
}

/** The options every surface gets here: the nonce, and its callbacks recorded under `name`. */
function recorded(name: string) {
  const log: SurfaceLog = { loads: 0, successes: 0, errors: [], events: [] }
  logs.set(name, log)
  return {
    nonce,
    onLoad: () => void log.loads++,
    onSuccess: () => void log.successes++,
    onError: (error: Error & { code?: string; reason?: string; origin?: string }) => {
      log.errors.push({
        name: error.name,
        code: error.code ?? '',
        reason: error.reason ?? '',
        origin: error.origin ?? '',
      })
    },
    onEvent: (event: { type: string }) => void log.events.push(event.type),
  }
}

const cspKit = {
  /** A `user` purchase (paid in the checkout with its session key) in `selector`. */
  checkout(name: string, selector: string, hosts: CspKitHosts, merchantId: string, loadTimeoutMs?: number) {
    const handle = mountCheckout(element(selector), {
      env: 'local',
      hosts,
      merchantId,
      plugins: [user()],
      blockchain: 'user',
      sessionKey: `${name}-session`,
      subtotal: { cents: 1500 },
      ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
      ...recorded(name),
    })
    handles.set(name, handle)
  },
  /** An Apple Pay button in `selector`. */
  button(name: string, selector: string, hosts: CspKitHosts, merchantId: string) {
    const handle = mountPaymentButton(element(selector), {
      env: 'local',
      hosts,
      merchantId,
      method: 'apple-pay',
      color: 'black',
      subtotal: { cents: 700 },
      ...recorded(name),
    })
    handles.set(name, handle)
  },
  /** A hosted card form in `selector`. */
  form(name: string, selector: string, hosts: CspKitHosts, merchantId: string) {
    handles.set(
      name,
      mountHostedCardForm(element(selector), { env: 'local', hosts, merchantId, ...recorded(name) }),
    )
  },
  /** Tokenizes form `name`: the token, or the error's code. */
  async tokenize(name: string): Promise<string> {
    try {
      return (await (handles.get(name) as HostedCardFormHandle).tokenize()).token
    } catch (error) {
      return `error ${(error as { code?: string }).code}`
    }
  },
  /** The card field (the vendor's script and inputs) in `selector`. */
  cardField(selector: string, hosts: CspKitHosts, merchantId: string) {
    cardField = mountCardField(element(selector), { env: 'local', hosts, merchantId, nonce })
  },
  cardStatus: () => cardField?.status,
  /** The card field's token for what was typed, or the error's code. */
  async cardToken(): Promise<string> {
    try {
      return (await (cardField as CardFieldHandle).getToken()).token
    } catch (error) {
      return `error ${(error as { code?: string }).code}`
    }
  },
  /** Starts purchase protection; resolves with its ids and the failures it reported. */
  async protect(hosts: CspKitHosts, merchantId: string) {
    const errors: string[] = []
    const protection = startPurchaseProtection({
      env: 'local',
      hosts,
      merchantId,
      nonce,
      onError: (error) => errors.push(error.code),
    })
    await protection.ready()
    return { deviceId: protection.deviceId() ?? null, sessionId: protection.sessionId() ?? null, errors }
  },
  /** Loads surface `name` again. */
  reload: (name: string) => handles.get(name)?.reload(),
  status: (name: string) => handles.get(name)?.status,
  log: (name: string) => logs.get(name),
  violations: () => violations,
  /** The nonce of every script and style element on the page, by tag (the kit's own included). */
  nonces: () =>
    [...document.querySelectorAll('script, style')].map(
      (e) => `${e.tagName.toLowerCase()} ${(e as HTMLElement).nonce}`,
    ),
}

/** The kit as the tests reach it: `window.cspKit`. */
export type CspKit = typeof cspKit

declare global {
  interface Window {
    /** The strict-policy kit, in the merchant page. */
    cspKit: CspKit
  }
}
window.cspKit = cspKit
