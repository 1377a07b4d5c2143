// Runs in the merchant page of the hosted card form, bank link and payment intent suites (bundled with the
// built packages by harness.ts): mounts them the way a merchant page does and records what they report, so
// the tests read plain data back with `page.evaluate`.
import {
  type CheckoutHandle,
  type HostedCardFormHandle,
  type HostedCardFormVariant,
  mountCheckout,
  mountHostedCardForm,
  type PurchaseProtection,
  startPurchaseProtection,
} from '@portico/core'
import { solanaTestWallet } from '@portico/emulator/testing'
import { solana } from '@portico/solana'
import { user } from '@portico/user'

/** Where the emulator runs, as the merchant page is told. */
export interface KitHosts {
  checkout: string
  api: string
}

/** One callback a hosted form or a checkout called, in the order they came. */
export interface KitEvent {
  event: 'load' | 'inputError' | 'inputValid' | 'accountLinked' | 'accountNotLinked' | 'success'
  info?: unknown
}

/** What `tokenize()` gave: the token and its expiry, or the typed error's class, code, reason and message. */
export type Tokenized =
  | { token: string; expMonth?: string; expYear?: string }
  | { error: string; code: string; reason: string; message: string }

const forms = new Map<string, HostedCardFormHandle>()
const checkouts = new Map<string, CheckoutHandle>()
const logs = new Map<string, KitEvent[]>()
let wallet: ReturnType<typeof solanaTestWallet> | undefined
let protection: PurchaseProtection | undefined

function recorder(name: string) {
  const log: KitEvent[] = []
  logs.set(name, log)
  return (event: KitEvent['event']) => (info?: unknown) => {
    log.push(info === undefined ? { event } : { event, info })
  }
}

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`no element ${selector}`)
  return found
}

/** Mounts a hosted card form of `variant` into `selector` and records its callbacks under `name`. */
function form(
  name: string,
  selector: string,
  options: { hosts: KitHosts; merchantId: string; variant: HostedCardFormVariant; token?: string },
): string {
  const on = recorder(name)
  const handle = mountHostedCardForm(element(selector), {
    env: 'local',
    ...options,
    onLoad: on('load'),
    onInputError: on('inputError'),
    onInputValid: on('inputValid'),
  })
  forms.set(name, handle)
  return handle.iframe.src
}

/** Tokenizes form `name`: its answer as plain data, the error included. */
async function tokenize(name: string): Promise<Tokenized> {
  const handle = forms.get(name)
  if (!handle) throw new Error(`no form ${name}`)
  try {
    return { ...(await handle.tokenize()) }
  } catch (caught) {
    const e = caught as { name: string; code?: string; reason?: string; message: string }
    return { error: e.name, code: e.code ?? '', reason: e.reason ?? '', message: e.message }
  }
}

/** The form's status (`loading`, `loaded`, `destroyed`). */
const formStatus = (name: string) => forms.get(name)?.status

/** Mounts a bank link (blockchain `user`, no plugin) into `selector`, recording its callbacks. */
function bankLink(name: string, selector: string, hosts: KitHosts, merchantId: string): void {
  const on = recorder(name)
  const handle = mountCheckout(element(selector), {
    env: 'local',
    hosts,
    merchantId,
    kind: 'bank-link',
    blockchain: 'user',
    sessionKey: `${name}-session`,
    onAccountLinked: on('accountLinked'),
    onAccountNotLinked: on('accountNotLinked'),
  })
  checkouts.set(name, handle)
}

/** Mounts a `user` purchase (pay it with the session key, a card or a linked account) into `selector`. */
function purchase(name: string, selector: string, hosts: KitHosts, merchantId: string, cents: number): void {
  const on = recorder(name)
  const handle = mountCheckout(element(selector), {
    env: 'local',
    hosts,
    merchantId,
    plugins: [user()],
    blockchain: 'user',
    sessionKey: `${name}-session`,
    subtotal: { cents },
    onSuccess: on('success'),
  })
  checkouts.set(name, handle)
}

/** The page's Solana test wallet on `rpcUrl` (made once): its address, for the intent to name as payer. */
function walletAddress(rpcUrl: string): string {
  wallet ??= solanaTestWallet({ rpcUrl })
  return wallet.publicKey.toBase58()
}

/** Mounts the checkout of payment intent `id` into `selector`, paid from the page's Solana test wallet. */
function intent(name: string, selector: string, hosts: KitHosts, id: string): string {
  if (!wallet) throw new Error('no wallet: call walletAddress first')
  const on = recorder(name)
  const handle = mountCheckout(element(selector), {
    env: 'local',
    hosts,
    merchantId: 'intent-merchant',
    kind: 'payment-intent',
    paymentIntentId: id,
    plugins: [solana()],
    blockchain: 'solana',
    wallet,
    connection: wallet.connection,
    onSuccess: on('success'),
  })
  checkouts.set(name, handle)
  return handle.iframe.src
}

/** Starts purchase protection and resolves with its ids once every signal is known or failed. */
async function protect(hosts: KitHosts, merchantId: string) {
  protection = startPurchaseProtection({ env: 'local', hosts, merchantId, onError: () => {} })
  await protection.ready()
  return { deviceId: protection.deviceId() ?? null, sessionId: protection.sessionId() ?? null }
}

const surfacesKit = {
  form,
  tokenize,
  formStatus,
  bankLink,
  purchase,
  walletAddress,
  intent,
  protect,
  log: (name: string) => logs.get(name) ?? [],
}

/** The kit as the tests reach it: `window.surfacesKit`. */
export type SurfacesKit = typeof surfacesKit

declare global {
  interface Window {
    /** The hosted card form, bank link and payment intent kit, in the merchant page. */
    surfacesKit: SurfacesKit
  }
}
window.surfacesKit = surfacesKit
