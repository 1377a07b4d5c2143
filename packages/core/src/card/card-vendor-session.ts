import { type CardFieldPart, CardVendorError } from '../errors/card-errors'
import type { PorticoError } from '../errors/portico-error'
import { brandOfCardType, type CardFieldChange, type CardFieldEvents } from './card-field-types'
import { type CardTokenizer, createCardTokenizer } from './card-tokenizer'
import type { CardVendor, VendorConfig, VendorEventData, VendorIframe } from './card-vendor'

/** The seed's delay between the vendor's load event and the field counting as ready. */
const READY_DELAY_MS = 350
/** The vendor's second notice comes a minute before expiry; an untouched field is refreshed then. */
const EXPIRY_NOTICE_MS = 60_000

/** What one vendor field reports to the card field that made it. */
export interface VendorSessionHooks {
  /** The field can tokenize. */
  ready(): void
  /** A minute is left and the customer never touched the field. */
  untouchedNearExpiry(): void
  /** The vendor (or the field's own clock) says the field expired. */
  expired(): void
  /** The field could not be made: it did not load in time, or the vendor refused it. */
  failed(error: PorticoError): void
  /** A vendor error outside a tokenization. */
  report(error: PorticoError): void
  /** An event for the merchant. */
  emit<E extends keyof CardFieldEvents>(event: E, data: CardFieldEvents[E]): void
}

/** What a vendor session needs besides the vendor and its configuration. */
export interface VendorSessionOptions {
  /** The container of the main input (card number, or CVV in CVV-only mode). */
  mainId: string
  main: CardFieldPart
  /** The containers the vendor puts its frames in. */
  parts: readonly HTMLElement[]
  tokenTimeoutMs?: number | undefined
  loadTimeoutMs: number
  lifetimeMs: number
}

/** One vendor field, from `new TokenEx.Iframe` to its removal. */
export interface VendorSession {
  readonly iframe: VendorIframe
  readonly tokens: CardTokenizer
  /** Stops its timers and rejects its token calls with `error`; `remove` also takes its frames away. */
  close(error: PorticoError, remove: boolean): void
}

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

const reasonOf = (data: VendorEventData) =>
  [data.error, data.detail].filter((text) => typeof text === 'string' && text).join(': ') || 'unknown error'

/** Makes and loads one vendor field; its events go to `hooks` until `close`. */
export function openVendorSession(
  vendor: CardVendor,
  config: VendorConfig,
  options: VendorSessionOptions,
  hooks: VendorSessionHooks,
): VendorSession {
  const { main, parts, lifetimeMs } = options
  const iframe = new vendor.Iframe(options.mainId, config)
  // The input that has focus, if any: the customer may be changing it.
  let focused: CardFieldPart | undefined
  const tokens = createCardTokenizer(iframe, {
    main,
    timeoutMs: options.tokenTimeoutMs,
    settled: () => focused === undefined,
  })
  const timers: ReturnType<typeof setTimeout>[] = []
  const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms))
  let open = true
  let loaded = false
  let touched = false
  // The input the customer was last in: key-up validation comes from it.
  let current: CardFieldPart = main

  // One permanent listener per vendor event (the vendor cannot remove one); all go quiet after close().
  const on = (event: string, handler: (data: VendorEventData) => void) =>
    iframe.on(event, (data) => open && handler(data ?? {}))
  const expired = () => {
    if (open) hooks.expired()
  }
  on('load', () => {
    if (loaded) return
    loaded = true
    for (const timer of timers.splice(0)) clearTimeout(timer)
    // The vendor's frames must never scroll inside their boxes (the seed kit sets this on load too).
    for (const part of parts) part.querySelector('iframe')?.setAttribute('scrolling', 'no')
    later(READY_DELAY_MS, hooks.ready)
    // The vendor counts the lifetime from its load; the field's own clock is a backstop for its event.
    if (lifetimeMs > EXPIRY_NOTICE_MS)
      later(lifetimeMs - EXPIRY_NOTICE_MS, () => touched || hooks.untouchedNearExpiry())
    later(lifetimeMs, expired)
  })
  // Any focus may precede an edit (typing, autofill): the cached token stops being the card's there, and
  // none is kept until the input loses focus.
  for (const [event, name, field] of [
    ['focus', 'focus', main],
    ['cvvFocus', 'focus', 'cvv'],
    ['blur', 'blur', main],
    ['cvvBlur', 'blur', 'cvv'],
  ] as const)
    on(event, () => {
      // A blur too: a vendor that said nothing at focus may have let the customer edit since.
      tokens.invalidate()
      if (name === 'focus') {
        touched = true
        current = focused = field
      } else if (focused === field) focused = undefined
      hooks.emit(name, { field })
    })
  for (const event of ['change', 'cardTypeChange'])
    on(event, (data) => {
      tokens.invalidate()
      hooks.emit('change', changeOf(main, data))
    })
  on('validate', (data) => {
    hooks.emit('change', changeOf(current, data))
    tokens.validate(data)
  })
  on('tokenize', tokens.tokenize)
  on('error', (data) => {
    const error = new CardVendorError(reasonOf(data))
    if (!loaded) hooks.failed(error)
    else if (!tokens.fail(error)) hooks.report(error)
  })
  on('expired', expired)

  later(options.loadTimeoutMs, () =>
    hooks.failed(new CardVendorError(`the card field did not load within ${options.loadTimeoutMs} ms`)),
  )
  try {
    iframe.load()
  } catch (cause) {
    open = false
    for (const timer of timers.splice(0)) clearTimeout(timer)
    throw new CardVendorError('the field did not load', { cause })
  }
  return {
    iframe,
    tokens,
    close(error, remove) {
      open = false
      for (const timer of timers.splice(0)) clearTimeout(timer)
      tokens.close(error)
      if (remove) iframe.remove()
    },
  }
}
