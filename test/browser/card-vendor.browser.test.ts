import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indicatorProblems, tabThrough } from './a11y-kit'
import { accessibilityViolations } from './axe'
import { type Harness, startHarness, WAIT } from './harness'
import { sharedTab } from './shared-tab'

// The emulator's card vendor stand-in on its own, without Portico: a merchant page loads its script, asks
// the emulator's API for a signed configuration and drives `TokenEx.Iframe` the way the vendor documents it,
// recording every event. These are the behaviours a kinder stand-in would hide from the card field's tests:
// `change` on every key, a `cvvChange`, validation while typing without being asked, no expiry, autofill by
// default, 3-D Secure options taken without their notification URL.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness()
})
// Every field is loaded on the merchant page again in one tab rather than in a tab of its own.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await h?.close()
})

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)

/** Every event the vendor documents, and `cvvChange`, which it does not have. */
const EVENTS = [
  'load',
  'focus',
  'blur',
  'change',
  'cvvFocus',
  'cvvBlur',
  'cvvChange',
  'cardTypeChange',
  'validate',
  'tokenize',
  'notice',
  'expired',
  'error',
]

interface StandIn {
  on(event: string, callback: (data: unknown) => void): void
  load(): void
  tokenize(): void
}
type VendorWindow = Window & {
  TokenEx: { Iframe: new (id: string, config: object) => StandIn }
  vendorField: StandIn
  heard: [string, unknown][]
}

/**
 * Opens a merchant page with a stand-in field (card number in #card, CVV in #extras) and, unless told not
 * to, waits for its `load`.
 */
async function openField(extra: Record<string, unknown> = {}, { loaded = true } = {}) {
  tab = await tabs.load(h.merchant)
  await tab.evaluate(
    async ({ api, extra, events }) => {
      const w = window as unknown as VendorWindow
      await new Promise((resolve, reject) => {
        const script = document.createElement('script')
        script.src = `${api}/card-vendor/iframe-v3.min.js`
        script.onload = resolve
        script.onerror = reject
        document.head.append(script)
      })
      const answer = await fetch(`${api}/api/tokenize/iframe/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origins: [location.origin], merchantId: 'shop-1' }),
      })
      const signed = await answer.json()
      const field = new w.TokenEx.Iframe('card', {
        ...signed,
        cvv: true,
        cvvContainerID: 'extras',
        enablePrettyFormat: true,
        ...extra,
      })
      w.heard = []
      for (const name of events) field.on(name, (data) => w.heard.push([name, data]))
      field.load()
      w.vendorField = field
    },
    { api: h.hosts.api, extra, events: EVENTS },
  )
  const input = (box: string, testId: string) =>
    tab.frameLocator(`#${box} iframe`).locator(`[data-testid="card-vendor-${testId}"]`)
  const pan = input('card', 'pan')
  const cvv = input('extras', 'cvv')
  const count = async (name: string) => (await names()).filter((n) => n === name).length
  if (loaded) await poll(names).toContain('load')
  return { pan, cvv, heard, count }
}

const heard = () => tab.evaluate(() => (window as unknown as VendorWindow).heard)
const names = async () => (await heard()).map(([name]) => name)
const tokenize = () => tab.evaluate(() => (window as unknown as VendorWindow).vendorField.tokenize())
const leave = () => tab.mouse.click(5, 5)

describe('the card vendor stand-in', () => {
  it('passes axe-core (WCAG 2.2 AA) in the page and both fields, each input showing a focus indicator', async () => {
    await openField()
    const frames = () => tab.frames().filter((f) => f.url().includes('/card-vendor/field'))
    for (const frame of frames()) await poll(() => frame.evaluate(() => document.readyState)).toBe('complete')
    expect(await accessibilityViolations(tab)).toEqual([])
    const sequence = await tabThrough(tab)
    expect(sequence.map((f) => f.testId)).toEqual(['card-vendor-pan', 'card-vendor-cvv'])
    expect(sequence.flatMap(indicatorProblems)).toEqual([])
  })

  it('raises change only when the card number loses focus with a new value, and never cvvChange', async () => {
    const { pan, cvv, count } = await openField()
    await pan.pressSequentially('4242424242424242')
    await poll(() => count('cardTypeChange')).toBe(1)
    expect(await count('change')).toBe(0)
    await cvv.pressSequentially('123')
    await poll(() => count('cvvFocus')).toBe(1)
    await poll(() => count('change')).toBe(1)
    await leave()
    await poll(() => count('cvvBlur')).toBe(1)
    // In and out of the card number without an edit: no change.
    await pan.focus()
    await leave()
    await poll(() => count('blur')).toBe(2)
    expect(await count('change')).toBe(1)
    expect(await count('cvvChange')).toBe(0)
  })

  it('validates only on tokenize unless asked, and then answers the whole token', async () => {
    const { pan, cvv, count } = await openField()
    await pan.pressSequentially('4242424242424242')
    await cvv.pressSequentially('123')
    await leave()
    await poll(() => count('cvvBlur')).toBe(1)
    expect(await count('validate')).toBe(0)
    await tokenize()
    await poll(() => count('tokenize')).toBe(1)
    const seen = await heard()
    expect(seen.filter(([n]) => n === 'validate')).toEqual([
      ['validate', expect.objectContaining({ isValid: true, isCvvValid: true, cardType: 'visa' })],
    ])
    expect(seen.find(([n]) => n === 'tokenize')?.[1]).toEqual({
      token: expect.stringMatching(/^424242\w+4242$/),
      tokenHMAC: expect.any(String),
      referenceNumber: expect.any(String),
      firstSix: '424242',
      lastFour: '4242',
      cardType: 'visa',
      cvvIncluded: true,
    })
  })

  it.each([
    ['enableValidateOnKeyUp', { enableValidateOnKeyUp: true }, 16],
    ['enableValidateOnBlur', { enableValidateOnBlur: true }, 1],
  ])('validates while the customer types with %s', async (_, options, expected) => {
    const { pan, cvv, count } = await openField(options)
    await pan.pressSequentially('4242424242424242')
    // Key-up: one verdict per key. Blur: one when the card number loses focus (the CVV's focus takes it).
    await cvv.focus()
    await poll(() => count('validate')).toBe(expected)
  })

  it('says when it expires, dies expiresInSeconds after load, and refuses to tokenize then', async () => {
    const { pan, count, heard: seen } = await openField({ expiresInSeconds: 2 })
    // The clock starts when the field hears it has loaded, a round trip after `load`: wait for its notice.
    await poll(async () => (await seen()).find(([n]) => n === 'notice')?.[1]).toEqual({
      type: 'expiration',
      expiration: expect.stringMatching(/^\d{14}$/),
    })
    await poll(() => count('expired')).toBe(1)
    // The notice "a minute before" comes at once for a two-second field.
    expect(await count('notice')).toBe(2)
    expect(await pan.isDisabled()).toBe(true)
    await tokenize()
    await poll(async () => (await seen()).filter(([n]) => n === 'error')).toEqual([
      ['error', { error: 'The iframe has expired' }],
    ])
  })

  it('fills in saved cards and marks inputs required only when asked; passes the keyboard through', async () => {
    const plain = await openField()
    expect(await plain.pan.getAttribute('autocomplete')).toBe('off')
    expect(await plain.cvv.getAttribute('autocomplete')).toBe('off')
    expect(await plain.pan.getAttribute('aria-required')).toBeNull()
    expect(await plain.pan.getAttribute('inputmode')).toBeNull()

    const asked = await openField({
      enableAutoComplete: true,
      enableAriaRequired: true,
      inputMode: 'numeric',
    })
    expect(await asked.pan.getAttribute('autocomplete')).toBe('cc-number')
    expect(await asked.cvv.getAttribute('autocomplete')).toBe('cc-csc')
    expect(await asked.pan.getAttribute('aria-required')).toBe('true')
    expect(await asked.pan.getAttribute('inputmode')).toBe('numeric')
  })

  it('refuses use3DS without its notification URL, and with it adds the 3-D Secure versions', async () => {
    await openField({ use3DS: true }, { loaded: false })
    await poll(async () => (await heard()).filter(([n]) => n === 'error')).toEqual([
      ['error', { error: 'Invalid Config Object', detail: 'Missing threeDSMethodNotificationUrl property' }],
    ])
    expect(await names()).not.toContain('load')

    const {
      pan,
      cvv,
      count,
      heard: seen,
    } = await openField({
      use3DS: true,
      threeDSMethodNotificationUrl: `${h.merchant}/3ds`,
    })
    await pan.pressSequentially('4242424242424242')
    await cvv.pressSequentially('123')
    await tokenize()
    await poll(() => count('tokenize')).toBe(1)
    const events = await seen()
    expect(events.find(([n]) => n === 'tokenize')?.[1]).toMatchObject({
      threeDSecureResponse: [expect.objectContaining({ threeDSServerTransID: expect.any(String) })],
      recommended3dsVersion: expect.any(Object),
    })
    await poll(async () => (await seen()).filter(([n]) => n === 'notice').at(-1)).toEqual([
      'notice',
      { type: '3DS Device Fingerprinting', success: false },
    ])
  })
})
