// Test fixture: an in-test stand-in for the card vendor's browser API (TokenEx iframe v3). The real vendor
// script is served from the vendor's own hosts, which these tests cannot reach, so this reproduces its
// surface as documented: `new TokenEx.Iframe(containerId, config)`, `load()`, `on(event, cb)` with no way
// to remove a listener, `tokenize()`, `validate()`, `remove()`; events load, change, cvvChange,
// cardTypeChange, focus/blur, cvvFocus/cvvBlur, validate, tokenize, error, each delivered asynchronously
// like the vendor's postMessage-driven events. Tests play the customer with `type()` / `typeCvv()`.
import type { CardVendor, VendorConfig, VendorEventData, VendorIframe } from './card-vendor'

/** One field the stand-in created, with what a test needs to drive and inspect it. */
export interface StandInField extends VendorIframe {
  readonly containerId: string
  readonly config: VendorConfig
  readonly removed: boolean
  /** How many times tokenize() was called. */
  readonly tokenizeCalls: number
  /** How many vendor listeners are registered (they can never be removed). */
  readonly listenerCount: number
  /** The customer types a card number (spaces allowed). */
  type(cardNumber: string): void
  /** The customer types a CVV. */
  typeCvv(cvv: string): void
  /** Raises any vendor event at once, even after remove() (a late message already on its way). */
  emit(event: string, data?: VendorEventData): void
}

const BRANDS: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'masterCard'],
  [/^3[47]/, 'americanExpress'],
  [/^(6011|65)/, 'discover'],
]
let serial = 0

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

/** A fresh stand-in: `vendor` is what the vendor script puts on `window.TokenEx`; `fields` is every field made. */
export function createCardVendorStandIn(): { vendor: CardVendor; fields: StandInField[] } {
  const fields: StandInField[] = []
  function Iframe(containerId: string, config: VendorConfig): StandInField {
    const listeners: [string, (data?: VendorEventData) => void][] = []
    const frames: HTMLElement[] = []
    let pan = ''
    let cvv = ''
    let loaded = false
    let removed = false
    let tokenizeCalls = 0
    const later = (event: string, data?: VendorEventData) =>
      Promise.resolve().then(() => removed || field.emit(event, data))
    const cardType = () => (config.cvvOnly ? config.cardType : BRANDS.find(([re]) => re.test(pan))?.[1])
    const validity = () => {
      const cvvValid = new RegExp(cardType() === 'americanExpress' ? '^\\d{4}$' : '^\\d{3}$').test(cvv)
      if (config.cvvOnly) return { isValid: cvvValid, isCvvValid: cvvValid, cardType: cardType() }
      const isValid = luhn(pan) && cardType() !== undefined
      return { isValid, ...(config.cvv && { isCvvValid: cvvValid }), cardType: cardType() }
    }
    const frame = (id: string | undefined) => {
      const container = id ? document.getElementById(id) : null
      if (!container) throw new Error(`TokenEx: no element with id ${id}`)
      const el = container.appendChild(document.createElement('iframe'))
      el.id = `tx_iframe_${id}`
      frames.push(el)
    }
    const field: StandInField = {
      containerId,
      config,
      get removed() {
        return removed
      },
      get tokenizeCalls() {
        return tokenizeCalls
      },
      get listenerCount() {
        return listeners.length
      },
      load() {
        frame(containerId)
        if (config.cvv && !config.cvvOnly) frame(config.cvvContainerID)
        loaded = true
        later('load')
      },
      on(event, callback) {
        listeners.push([event, callback])
      },
      validate() {
        later('validate', validity())
      },
      tokenize() {
        tokenizeCalls++
        if (!loaded || removed) return void later('error', { error: 'iframe not loaded' })
        const result = validity()
        later('validate', result)
        if (!result.isValid || result.isCvvValid === false) return
        const token = config.cvvOnly ? String(config.token) : `${pan.slice(0, 6)}${++serial}${pan.slice(-4)}`
        later('tokenize', { token, firstSix: pan.slice(0, 6), lastFour: pan.slice(-4), cardType: cardType() })
      },
      remove() {
        removed = true
        for (const el of frames) el.remove()
      },
      type(cardNumber) {
        const before = cardType()
        pan = cardNumber.replace(/\s/g, '')
        later('change', validity())
        if (cardType() !== before) later('cardTypeChange', { possibleCardType: cardType() })
      },
      typeCvv(value) {
        cvv = value
        later(config.cvvOnly ? 'change' : 'cvvChange', validity())
      },
      emit(event, data) {
        for (const [name, callback] of [...listeners]) if (name === event) callback(data)
      },
    }
    fields.push(field)
    return field
  }
  return { vendor: { Iframe: Iframe as unknown as CardVendor['Iframe'] }, fields }
}

/** The happy-dom test page as the card tests use it. */
export type TestPage = typeof globalThis & {
  TokenEx?: unknown
  installCardVendor?: () => void
  happyDOM: { settings: Record<string, unknown> }
}
/** The test page. */
export const page = globalThis as TestPage

/**
 * Lets happy-dom run the scripts the test's own local server serves (it runs fetched scripts only with
 * JavaScript evaluation on), and gives them `window.installCardVendor()`, which puts the stand-in vendor
 * on the page as the real vendor script would.
 */
export function runServedVendorScripts(vendor: () => CardVendor): void {
  Object.assign(page.happyDOM.settings, {
    enableJavaScriptEvaluation: true,
    // Only the test's own scripts run, served by its own server.
    suppressInsecureJavaScriptEnvironmentWarning: true,
  })
  page.installCardVendor = () => {
    page.TokenEx = vendor()
  }
}
