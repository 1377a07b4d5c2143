import { type CardFieldPart, CardVendorError, TokenUnavailableError } from '../errors/card-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { PorticoError } from '../errors/portico-error'
import { requireWindow } from '../platform/window'
import { type FetchCardFieldConfigOptions, fetchCardFieldConfig } from './card-field-config'
import {
  brandOfCardType,
  type CardFieldChange,
  type CardFieldHandle,
  type CardFieldStatus,
  type MountCardFieldOptions,
  VENDOR_CARD_TYPES,
} from './card-field-types'
import { createCardTokenizer } from './card-tokenizer'
import type { VendorEventData, VendorIframe } from './card-vendor'
import { cardVendorConfig } from './card-vendor-config'
import { loadCardVendorScript } from './card-vendor-script'

/** The seed's delay between the vendor's load event and the field counting as ready. */
const READY_DELAY_MS = 350
let mounted = 0

function changeOf(field: CardFieldPart, data: VendorEventData): CardFieldChange {
  const { isValid, isCvvValid } = data
  const cardType = data.possibleCardType ?? data.cardType
  return {
    field,
    ...(typeof isValid === 'boolean' && { isValid }),
    ...(typeof isCvvValid === 'boolean' && { isCvvValid }),
    ...(typeof cardType === 'string' && { cardType, brand: brandOfCardType(cardType) }),
  }
}

/** Mounts the card tokenization field (card number + CVV, card only, or CVV only) into `container`. */
export function mountCardField(container: HTMLElement, options: MountCardFieldOptions): CardFieldHandle {
  const { document, location } = requireWindow()
  const { mode = 'card-and-cvv', token, cardBrand, env, hosts, merchantId, checkoutJwt } = options
  const main: CardFieldPart = mode === 'cvv-only' ? 'cvv' : 'card'
  if (main === 'cvv' && !(token && cardBrand && VENDOR_CARD_TYPES[cardBrand]))
    throw new InvalidOptionError('cardBrand', 'the CVV-only field needs the saved card token and cardBrand')
  if (!options.config && !merchantId && !checkoutJwt)
    throw new InvalidOptionError('merchantId', 'give merchantId, checkoutJwt or a ready config')

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
  const subscribers = new Set<() => void>()
  const tokens = createCardTokenizer(main, options.tokenTimeoutMs)
  const abort = new AbortController()
  let status: CardFieldStatus = 'loading'
  let failure: PorticoError | undefined
  let iframe: VendorIframe | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const emit = (event: string, data?: unknown) => {
    for (const callback of [...(listeners.get(event) ?? [])]) (callback as (data: unknown) => void)(data)
  }
  const setStatus = (next: CardFieldStatus) => {
    status = next
    for (const listener of [...subscribers]) listener()
  }
  // Errors go to the merchant's error listeners; with none, to the console, so they are never lost.
  const report = (error: PorticoError) =>
    listeners.get('error')?.size ? emit('error', error) : console.error(error)
  const fail = (cause: unknown) => {
    if (status === 'destroyed') return
    failure =
      cause instanceof PorticoError ? cause : new CardVendorError('the field could not be created', { cause })
    setStatus('error')
    report(failure)
  }

  // One permanent listener per vendor event (the vendor cannot remove one); all go quiet after destroy().
  const wire = (vendor: VendorIframe) => {
    const on = (event: string, handler: (data: VendorEventData) => void) =>
      vendor.on(event, (data) => status !== 'destroyed' && handler(data ?? {}))
    const edited = (field: CardFieldPart) => (data: VendorEventData) => {
      tokens.edited()
      emit('change', changeOf(field, data))
    }
    on('load', () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        setStatus('ready')
        emit('ready')
      }, READY_DELAY_MS)
    })
    on('change', edited(main))
    on('cvvChange', edited('cvv'))
    on('cardTypeChange', (data) => emit('change', changeOf(main, data)))
    on('validate', (data) => {
      emit('change', changeOf(main, data))
      tokens.validate(data)
    })
    on('tokenize', tokens.tokenize)
    for (const [event, name, field] of [
      ['focus', 'focus', main],
      ['blur', 'blur', main],
      ['cvvFocus', 'focus', 'cvv'],
      ['cvvBlur', 'blur', 'cvv'],
    ] as const)
      on(event, () => emit(name, { field }))
    on('error', (data) => {
      const error = new CardVendorError(String(data.error ?? 'unknown error'))
      if (status === 'loading') fail(error)
      else if (!tokens.fail(error)) report(error)
    })
    on('expired', () => fail(new CardVendorError('the card field expired; mount it again')))
  }

  const auth = merchantId ? { merchantId } : { checkoutJwt }
  const config =
    options.config ??
    fetchCardFieldConfig({
      ...auth,
      env,
      hosts,
      origins: options.origins ?? [location.origin],
      ...(token && { token }),
      signal: abort.signal,
    } as FetchCardFieldConfigOptions)
  Promise.all([loadCardVendorScript(env, hosts, { timeoutMs: options.scriptTimeoutMs }), config])
    .then(([vendor, signed]) => {
      if (status === 'destroyed') return
      const { styles, font, debug } = options
      iframe = new vendor.Iframe(
        (cardId ?? cvvId) as string,
        cardVendorConfig(signed, { mode, cvvId, token, cardBrand, styles, font, debug }),
      )
      wire(iframe)
      iframe.load()
    })
    .catch(fail)

  return {
    get status() {
      return status
    },
    getToken() {
      if (status !== 'ready' || !iframe) return Promise.reject(new TokenUnavailableError({ cause: failure }))
      return tokens.get(iframe)
    },
    on(event, callback) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(callback))
      return () => set.delete(callback)
    },
    subscribe(listener) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
    destroy() {
      if (status === 'destroyed') return
      clearTimeout(timer)
      abort.abort()
      setStatus('destroyed')
      tokens.fail(new TokenUnavailableError())
      listeners.clear()
      subscribers.clear()
      try {
        iframe?.remove()
      } finally {
        iframe = undefined
        for (const el of parts) el.remove()
      }
    },
  }
}
