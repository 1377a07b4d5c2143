import { eventSink } from '../embed/events'
import { createStatusStore } from '../embed/status-store'
import {
  CardFieldExpiredError,
  type CardFieldPart,
  CardVendorError,
  TokenUnavailableError,
} from '../errors/card-errors'
import { PorticoError } from '../errors/portico-error'
import { requireWindow } from '../platform/window'
import { cardFieldConfigSource, checkCardFieldOptions, MAX_LIFETIME_S } from './card-field-options'
import type { CardFieldHandle, CardFieldStatus, MountCardFieldOptions } from './card-field-types'
import { cardVendorConfig } from './card-vendor-config'
import { loadCardVendorScript } from './card-vendor-script'
import { openVendorSession, type VendorSession, type VendorSessionHooks } from './card-vendor-session'

let mounted = 0

/** Mounts the card tokenization field (card number + CVV, card only, or CVV only) into `container`. */
export function mountCardField(container: HTMLElement, options: MountCardFieldOptions): CardFieldHandle {
  const { document, location } = requireWindow()
  checkCardFieldOptions(options)
  const { mode = 'card-and-cvv', env, hosts } = options
  const main: CardFieldPart = mode === 'cvv-only' ? 'cvv' : 'card'

  // Ids unique per field and per copy of Portico on the page: the vendor finds its containers by id.
  const prefix = `portico-card-${++mounted}-${Math.random().toString(36).slice(2, 8)}`
  const parts: HTMLElement[] = []
  const part = (name: string, parent: HTMLElement) => {
    const el = parent.appendChild(document.createElement('div'))
    el.id = `${prefix}-${name}`
    parts.push(el)
    return el.id
  }
  const cardId = main === 'card' ? part('number', container) : undefined
  const cvvId =
    mode === 'card-only' ? undefined : part('cvv', (main === 'card' && options.cvvContainer) || container)

  const listeners = new Map<string, Set<(data: never) => void>>()
  const store = createStatusStore<CardFieldStatus>('loading')
  const events = eventSink('card-field', prefix, () => options)
  let failure: PorticoError | undefined
  let session: VendorSession | undefined
  // Every start of a field bumps it; what an earlier start still delivers is dropped.
  let attempt = 0
  let abort: AbortController | undefined

  const emit = (event: string, data?: unknown) => {
    for (const callback of [...(listeners.get(event) ?? [])]) (callback as (data: unknown) => void)(data)
  }
  const setStatus = store.set
  // Errors go to the merchant's error listeners; with none, to the console, so they are never lost.
  const report = (error: PorticoError) => {
    events.emit({ type: 'error', code: error.code, message: error.message })
    if (listeners.get('error')?.size) emit('error', error)
    else console.error(error)
  }
  const closeSession = (error: PorticoError, remove = true) => {
    session?.close(error, remove)
    if (remove) session = undefined
  }
  const fail = (cause: unknown) => {
    if (store.status === 'destroyed') return
    failure =
      cause instanceof PorticoError ? cause : new CardVendorError('the field could not be created', { cause })
    closeSession(failure)
    setStatus('error')
    report(failure)
  }

  const { configFor, refetchable } = cardFieldConfigSource(options, location.origin)
  const autoRefresh = (options.autoRefresh ?? true) && refetchable

  const expire = () => {
    if (store.status !== 'ready' && store.status !== 'loading') return
    // Calls waiting on the vendor fail now; the dead vendor inputs stay until a refresh replaces them.
    closeSession(new CardFieldExpiredError(), false)
    setStatus('expired')
    emit('expired')
    if (autoRefresh) refresh()
  }
  const hooks = (at: number): VendorSessionHooks => {
    const live =
      <A extends unknown[]>(run: (...args: A) => void) =>
      (...args: A) =>
        void (at === attempt && store.status !== 'destroyed' && run(...args))
    return {
      ready: live(() => {
        setStatus('ready')
        events.emit({ type: 'load' })
        emit('ready')
      }),
      untouchedNearExpiry: live(() => autoRefresh && refresh()),
      expired: live(expire),
      failed: live(fail),
      report: live(report),
      emit: live(emit),
    }
  }

  function start() {
    const at = ++attempt
    abort?.abort()
    const controller = new AbortController()
    abort = controller
    failure = undefined
    setStatus('loading')
    const script = loadCardVendorScript(env, hosts, {
      timeoutMs: options.scriptTimeoutMs,
      nonce: options.nonce,
    })
    Promise.all([script, configFor(controller.signal)])
      .then(([vendor, signed]) => {
        if (at !== attempt) return
        // In CVV-only mode the CVV is the main input: the vendor takes no CVV container then.
        const config = cardVendorConfig(signed, {
          ...options,
          mode,
          cvvId: main === 'card' ? cvvId : undefined,
        })
        const lifetimeMs = (options.expiresInSeconds ?? MAX_LIFETIME_S) * 1000
        session = openVendorSession(
          vendor,
          config,
          {
            mainId: (cardId ?? cvvId) as string,
            main,
            parts,
            tokenTimeoutMs: options.tokenTimeoutMs,
            loadTimeoutMs: options.loadTimeoutMs ?? 20_000,
            lifetimeMs,
          },
          hooks(at),
        )
      })
      .catch((cause: unknown) => at === attempt && fail(cause))
  }
  function refresh() {
    if (store.status === 'destroyed') return
    closeSession(new TokenUnavailableError())
    start()
  }
  // A vendor command outside getToken(); only a field that can take it gets it.
  const command = (name: 'reset' | 'focus' | 'cvvFocus') => {
    if (store.status !== 'ready' || !session) return
    if (name === 'reset') session.tokens.invalidate()
    try {
      session.iframe[name]()
    } catch (cause) {
      report(new CardVendorError(`${name} failed`, { cause }))
    }
  }

  start()
  return {
    get status() {
      return store.status
    },
    getToken() {
      if (store.status === 'expired') return Promise.reject(new CardFieldExpiredError())
      if (store.status !== 'ready' || !session)
        return Promise.reject(new TokenUnavailableError({ cause: failure }))
      return session.tokens.get()
    },
    reset: () => command('reset'),
    focus: () => command('focus'),
    cvvFocus: () => command('cvvFocus'),
    refresh,
    reload: refresh,
    on(event, callback) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(callback))
      return () => set.delete(callback)
    },
    subscribe: store.subscribe,
    destroy() {
      if (store.status === 'destroyed') return
      attempt++
      abort?.abort()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
      listeners.clear()
      try {
        closeSession(new TokenUnavailableError())
      } finally {
        for (const el of parts) el.remove()
      }
    },
  }
}
