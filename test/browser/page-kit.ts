// Runs in the merchant page of the browser suites (bundled with the built @portico/core and @portico/user by
// harness.ts): mounts checkouts and card fields the way a merchant page does and records what they report,
// so the tests read plain data back with `page.evaluate`.
import {
  type CardBrand,
  type CardFieldChange,
  type CardFieldHandle,
  type CardToken,
  type CheckoutHandle,
  fetchCardFieldConfig,
  type MountCardFieldOptions,
  mountCardField,
  mountCheckout,
} from '@portico/core'
import { user } from '@portico/user'

/** Where the emulator runs, as the merchant page is told. */
export interface KitHosts {
  checkout: string
  api: string
  /** The card vendor script, when it is not the one the API origin serves. */
  cardVendorScript?: string
}

/** What a test asks `mount` for: a purchase on the emulator, paid by card or by the `user` session key. */
export interface KitCheckout {
  hosts: KitHosts
  merchantId: string
  cents: number
  blockchain?: 'user' | 'solana'
  sessionKey?: string
  heightChangeId?: string
}

/** What one mounted checkout reported to the merchant page. */
export interface KitLog {
  successes: unknown[]
  declines: unknown[]
  heights: number[]
  loads: number
  /** The iframe's inline opacity: at mount, then after every change of its style. */
  opacities: string[]
}

const checkouts = new Map<string, { handle: CheckoutHandle; log: KitLog; options: KitCheckout }>()
const cards = new Map<string, { field: CardFieldHandle; changes: CardFieldChange[]; events: string[] }>()

function checkoutOptions(options: KitCheckout, log: KitLog) {
  const { hosts, merchantId, cents, blockchain = 'user', sessionKey, heightChangeId } = options
  // Fresh callback objects on every call: what an inline `onSuccess={...}` gives on each React render.
  return {
    env: 'local' as const,
    hosts,
    merchantId,
    blockchain,
    plugins: [user()],
    subtotal: { cents },
    ...(sessionKey === undefined ? {} : { sessionKey }),
    ...(heightChangeId === undefined ? {} : { heightChangeId }),
    onSuccess: (info: unknown) => log.successes.push(info),
    onAuthDeclined: (info: unknown) => log.declines.push(info),
    onHeightChange: (height: number) => log.heights.push(height),
    onLoad: () => {
      log.loads++
    },
  }
}

/** Mounts a checkout into the element matching `selector` and starts recording for it under `name`. */
function mount(name: string, selector: string, options: KitCheckout): void {
  const container = document.querySelector<HTMLElement>(selector)
  if (!container) throw new Error(`no element ${selector}`)
  const log: KitLog = { successes: [], declines: [], heights: [], loads: 0, opacities: [] }
  const handle = mountCheckout(
    container,
    checkoutOptions(options, log) as Parameters<typeof mountCheckout>[1],
  )
  // Read synchronously after mount: the iframe is in the page but its document cannot have loaded yet.
  log.opacities.push(handle.iframe.style.opacity)
  new MutationObserver(() => {
    const now = handle.iframe.style.opacity
    if (log.opacities.at(-1) !== now) log.opacities.push(now)
  }).observe(handle.iframe, { attributes: true, attributeFilter: ['style'] })
  checkouts.set(name, { handle, log, options })
}

function entry(name: string) {
  const found = checkouts.get(name)
  if (!found) throw new Error(`no checkout ${name}`)
  return found
}

/** Calls `update` with the options changed by `changes` (none: a parent's re-render) and new callbacks. */
function update(name: string, changes: Partial<KitCheckout> = {}): void {
  const found = entry(name)
  found.options = { ...found.options, ...changes }
  found.handle.update(checkoutOptions(found.options, found.log) as Parameters<CheckoutHandle['update']>[0])
}

/** Card field options a test may add to the emulator's hosts and the merchant. */
export type KitCardOptions = Pick<
  MountCardFieldOptions,
  'expiresInSeconds' | 'autoRefresh' | 'liveValidation' | 'apiTimeoutMs'
> & {
  /** A saved card: the field is then its CVV alone (`cvv-only`). */
  saved?: { token: string; cardBrand: CardBrand }
  /**
   * Ask for 3-D Secure, as a merchant does: a config function adds `use3DS` and this notification URL to
   * the configuration the provider signed.
   */
  threeDSMethodNotificationUrl?: string
}

/** Mounts a card field into the element matching `selector`. */
function card(
  name: string,
  selector: string,
  options: { hosts: KitHosts; merchantId: string } & KitCardOptions,
): void {
  const container = document.querySelector<HTMLElement>(selector)
  if (!container) throw new Error(`no element ${selector}`)
  const { saved, threeDSMethodNotificationUrl, ...rest } = options
  const threeDS = threeDSMethodNotificationUrl && {
    config: async () => ({
      ...(await fetchCardFieldConfig({
        env: 'local',
        hosts: rest.hosts,
        merchantId: rest.merchantId,
        origins: [location.origin],
      })),
      use3DS: true,
      threeDSMethodNotificationUrl,
    }),
  }
  const mode = saved ? { mode: 'cvv-only' as const, ...saved } : { mode: 'card-and-cvv' as const }
  const field = mountCardField(container, { env: 'local', ...rest, ...mode, ...threeDS })
  const changes: CardFieldChange[] = []
  const events: string[] = []
  field.on('change', (change) => changes.push(change))
  field.on('expired', () => events.push('expired'))
  field.on('error', (error) => events.push(`${error.code}: ${error.message}`))
  cards.set(name, { field, changes, events })
}

/** The card field's status. */
const cardStatus = (name: string) => cards.get(name)?.field.status
/** The `change` events the card field emitted, oldest first. */
const cardChanges = (name: string) => cards.get(name)?.changes ?? []
/** Its `expired` and `error` events (as `CODE: message`), oldest first. */
const cardEvents = (name: string) => cards.get(name)?.events ?? []

/** The error's code and message (values, so the test can compare them). */
type KitFailure = { code: string; message: string }

/** The whole answer of `getToken()` (as plain data), or the error's code and message. */
async function tokenAnswer(name: string): Promise<CardToken | KitFailure> {
  const field = cards.get(name)?.field
  if (!field) throw new Error(`no card field ${name}`)
  try {
    return await field.getToken()
  } catch (error) {
    const { code = 'UNKNOWN', message } = error as { code?: string; message: string }
    return { code, message }
  }
}

/** A token and its card type, or the error's code and message. */
async function token(name: string): Promise<{ token: string; cardType?: string } | KitFailure> {
  const answer = await tokenAnswer(name)
  if (!('token' in answer)) return answer
  const { token, cardType } = answer
  return { token, ...(cardType && { cardType }) }
}

/** Makes the card field start over (`refresh()`), as a merchant's "try again" does. */
const refreshCard = (name: string) => cards.get(name)?.field.refresh()

const kit = {
  mount,
  update,
  log: (name: string) => entry(name).log,
  card,
  cardStatus,
  cardChanges,
  cardEvents,
  token,
  tokenAnswer,
  refreshCard,
}

/** The page kit as the tests reach it: `window.kit`. */
export type Kit = typeof kit

declare global {
  interface Window {
    /** The page kit, in the merchant page. */
    kit: Kit
    /** What a frame under test received by postMessage, when a test records it. */
    got?: unknown[]
  }
}
window.kit = kit
