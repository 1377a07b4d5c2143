import { request } from 'node:http'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cardInputs, frameAt, type Harness, startHarness, WAIT } from './harness'
import type { KitCardOptions, KitHosts } from './page-kit'
import { serve } from './servers'

// The built @portico/core's card field in a merchant page (127.0.0.1): the emulator's card vendor script
// puts the card number and CVV inputs in iframes of the API origin, where the test types like a customer.
// The stand-in behaves as the vendor documents: `change` only on blur, no `cvvChange`, validation only on
// tokenize or when asked, expiry after `expiresInSeconds`, its inputs only under allowed origins.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const options = (extra: KitCardOptions = {}) => ({ hosts: h.hosts, merchantId: 'shop-1', ...extra })

const mountCard = async (name: string, selector: string, extra: KitCardOptions = {}) => {
  await tab.evaluate(([n, s, o]) => window.kit.card(n, s, o), [name, selector, options(extra)] as readonly [
    string,
    string,
    { hosts: KitHosts; merchantId: string } & KitCardOptions,
  ])
  await poll(() => status(name)).toBe('ready')
  return cardInputs(tab, selector)
}
const status = (name: string) => tab.evaluate((n) => window.kit.cardStatus(n), name)
const token = (name: string) => tab.evaluate((n) => window.kit.token(n), name)
const events = (name: string) => tab.evaluate((n) => window.kit.cardEvents(n), name)
const changes = (name: string) => tab.evaluate((n) => window.kit.cardChanges(n), name)

// Each case is one page, walking one field (or several, side by side) through the states a customer takes it
// through: a page and the vendor's frames cost a renderer process each, the states follow one another anyway.
describe('the card field in real Chromium', () => {
  it("tokenizes cards typed into the vendor's inputs (on the API origin), telling validity while the customer types, giving new tokens after a changed number or CVV, and refusing an invalid number, then an invalid CVV, with CARD_INVALID", async () => {
    tab = await h.open()
    const { pan, cvv } = await mountCard('card', '#card')
    expect(await pan.getAttribute('placeholder')).toBe('0000 0000 0000 0000')
    expect(await cvv.getAttribute('placeholder')).toBe('CVV')
    const origins = tab
      .frames()
      .filter((f) => f !== tab.mainFrame())
      .map((f) => new URL(f.url()).origin)
    expect(origins).toEqual([h.hosts.api, h.hosts.api])
    // A numeric keypad, autofill and labelled, required inputs; frames that do not scroll.
    for (const [input, autocomplete, label] of [
      [pan, 'cc-number', 'Card number'],
      [cvv, 'cc-csc', 'CVV'],
    ] as const) {
      expect(await input.getAttribute('autocomplete')).toBe(autocomplete)
      expect(await input.getAttribute('inputmode')).toBe('numeric')
      expect(await input.getAttribute('aria-required')).toBe('true')
      expect(await input.getAttribute('aria-label')).toBe(label)
    }
    const scrolling = await tab.$$eval('#card iframe', (frames) =>
      frames.map((f) => f.getAttribute('scrolling')),
    )
    expect(scrolling).toEqual(['no', 'no'])

    await pan.pressSequentially('4242424242424242')
    await poll(async () => (await changes('card')).at(-1)).toEqual({
      field: 'card',
      isValid: true,
      isCvvValid: false,
      cardType: 'visa',
      brand: 'VISA',
    })
    await cvv.pressSequentially('123')
    await poll(async () => (await changes('card')).at(-1)).toMatchObject({ field: 'cvv', isCvvValid: true })
    expect(await pan.inputValue()).toBe('4242 4242 4242 4242')
    const first = await token('card')
    expect(first).toEqual({ token: expect.stringMatching(/^424242\w+4242$/), cardType: 'visa' })
    // A new card number: a new token.
    await pan.fill('')
    await pan.pressSequentially('5555555555554444')
    await poll(async () => (await changes('card')).at(-1)).toMatchObject({ isValid: true, brand: 'MSTR' })
    expect(await token('card')).toEqual({
      token: expect.stringMatching(/^555555\w+4444$/),
      cardType: 'masterCard',
    })
    expect(await token('card')).not.toEqual(first)

    // A declined card's CVV corrected: the customer presses Pay without leaving the input, so no `change`
    // has come, and still gets a new token.
    await pan.fill('')
    await pan.pressSequentially('4000000000000002')
    await cvv.fill('')
    await cvv.pressSequentially('123')
    const declined = await token('card')
    expect(declined).toEqual({ token: expect.stringMatching(/^400000\w+0002$/), cardType: 'visa' })
    await cvv.fill('')
    await cvv.pressSequentially('456')
    const corrected = await token('card')
    expect(corrected).toEqual({ token: expect.stringMatching(/^400000\w+0002$/), cardType: 'visa' })
    expect(corrected).not.toEqual(declined)
    // Once the customer is out of the inputs, one token serves every call.
    await tab.mouse.click(5, 5)
    const sameTwice = async () => {
      const one = await token('card')
      const two = await token('card')
      return JSON.stringify(one) === JSON.stringify(two)
    }
    await poll(sameTwice).toBe(true)

    // Other brands, then invalid numbers and CVVs, in the same field.
    for (const [number, pattern, cardType, shown] of [
      ['30569309025904', /^305693\w+5904$/, 'diners', '3056 930902 5904'],
      ['3530111333300000', /^353011\w+0000$/, 'jcb', '3530 1113 3330 0000'],
    ] as const) {
      await pan.fill('')
      await pan.pressSequentially(number)
      await cvv.fill('')
      await cvv.pressSequentially('123')
      expect(await pan.inputValue()).toBe(shown)
      expect(await token('card')).toEqual({ token: expect.stringMatching(pattern), cardType })
    }
    await pan.fill('')
    await pan.pressSequentially('4242424242424241')
    expect(await token('card')).toEqual({
      code: 'CARD_INVALID',
      message: expect.stringMatching(/check the card number$/),
    })
    await pan.fill('')
    await pan.pressSequentially('4242424242424242')
    await cvv.fill('12')
    expect(await token('card')).toEqual({
      code: 'CARD_INVALID',
      message: expect.stringMatching(/check the CVV$/),
    })
  })

  it('answers a token request made before the field is ready with "Unable to get token", keeps two card fields on one page apart, keeps the 3-D Secure data of the vendor\'s tokenize answer, and refuses an invalid CVV of a saved card with CARD_INVALID (not a timeout), then tokenizes a good one', async () => {
    tab = await h.open()
    const early = await tab.evaluate((o) => {
      window.kit.card('early', '#a', o)
      return window.kit.token('early')
    }, options())
    expect(early).toEqual({ code: 'TOKEN_UNAVAILABLE', message: 'Unable to get token' })
    const one = await mountCard('one', '#card')
    const two = await mountCard('two', '#extras')
    await one.pan.pressSequentially('4242424242424242')
    await one.cvv.pressSequentially('123')
    await two.pan.pressSequentially('6011111111111117')
    await two.cvv.pressSequentially('456')
    const saved = await token('one')
    expect(saved).toMatchObject({ token: expect.stringMatching(/^424242\w+4242$/) })
    expect(await token('two')).toMatchObject({ token: expect.stringMatching(/^601111\w+1117$/) })

    const threeDS = await mountCard('3ds', '#b', {
      threeDSMethodNotificationUrl: `${h.merchant}/3ds-notification`,
    })
    await threeDS.pan.pressSequentially('4242424242424242')
    await threeDS.cvv.pressSequentially('123')
    expect(await tab.evaluate(() => window.kit.tokenAnswer('3ds'))).toEqual({
      token: expect.stringMatching(/^424242\w+4242$/),
      tokenHMAC: expect.any(String),
      referenceNumber: expect.any(String),
      firstSix: '424242',
      lastFour: '4242',
      cardType: 'visa',
      brand: 'VISA',
      cvvIncluded: true,
      threeDSecureResponse: [expect.objectContaining({ threeDSServerTransID: expect.any(String) })],
      recommended3dsVersion: expect.any(Object),
    })

    // The CVV-only field of the first card, its one input in the container the field made for the CVV.
    if (!('token' in saved)) throw new Error(`no token: ${saved.message}`)
    await tab.evaluate(() => {
      const container = document.createElement('div')
      container.id = 'saved'
      document.body.append(container)
    })
    await mountCard('cvv', '#saved', { saved: { token: saved.token, cardBrand: 'VISA' } })
    const only = tab.frameLocator('#saved [id$="-cvv"] iframe').locator('[data-testid="card-vendor-pan"]')
    await only.pressSequentially('12')
    // Without the vendor's verdict the call would wait out tokenTimeoutMs (30 s, longer than this test's
    // waits) and end as CARD_VENDOR_ERROR.
    expect(await token('cvv')).toEqual({ code: 'CARD_INVALID', message: expect.stringMatching(/CVV$/) })
    await only.pressSequentially('3')
    expect(await token('cvv')).toEqual({ token: saved.token, cardType: 'visa' })
  })
})

describe('the card field at the end of its life, or whose configuration request hangs', () => {
  it('expires after a short expiresInSeconds and carries on with a fresh field that tokenizes; without autoRefresh it stays expired: its inputs are dead and getToken() says CARD_FIELD_EXPIRED; a field whose configuration hangs goes to error with an API timeout, and refresh() makes a field that tokenizes', async () => {
    // The provider API seen through a relay that holds every request (CORS preflights included) until the
    // test lets it through: then it passes them on to the emulator's API.
    let holding = true
    const relay = await serve((req, res, url) => {
      if (holding) return
      const origin = req.headers.origin ?? ''
      const cors = { 'access-control-allow-origin': origin, vary: 'Origin' }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'access-control-allow-headers': 'content-type',
          'access-control-allow-methods': 'POST',
        })
        return void res.end()
      }
      const upstream = request(
        `${h.hosts.api}${url.pathname}`,
        {
          method: req.method,
          headers: { 'content-type': 'application/json', origin },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...cors, 'content-type': 'application/json' })
          answer.pipe(res)
        },
      )
      req.pipe(upstream)
    })
    try {
      tab = await h.open()
      // One after the other: each field's few seconds start when it is ready, and the card goes in at once
      // (fill, not key by key), so that a busy machine cannot outlast them while typing and tokenizing.
      const dead = await mountCard('dead', '#extras', { expiresInSeconds: 2, autoRefresh: false })
      await dead.pan.fill('4242424242424242')
      await dead.cvv.fill('123')
      await poll(() => status('dead')).toBe('expired')
      // The field's own clock may say so before the vendor's, which starts when its frame hears of the load
      // and then disables the inputs.
      await poll(() => dead.pan.isDisabled()).toBe(true)
      expect(await token('dead')).toEqual({
        code: 'CARD_FIELD_EXPIRED',
        message: 'The card field expired; the card must be entered again',
      })

      // With autoRefresh (the default) a fresh field, living as short a time as the first, takes its place.
      const before = await mountCard('card', '#card', { expiresInSeconds: 3 })
      await before.pan.fill('4242')
      await poll(() => events('card')).toEqual(['expired'])
      await poll(() => status('card')).toBe('ready')
      const { pan, cvv } = cardInputs(tab, '#card')
      expect(await pan.inputValue()).toBe('')
      await pan.fill('5555555555554444')
      await cvv.fill('123')
      expect(await token('card')).toMatchObject({ token: expect.stringMatching(/^555555\w+4444$/) })

      const hosts = {
        ...h.hosts,
        api: `http://127.0.0.1:${relay.port}`,
        cardVendorScript: `${h.hosts.api}/card-vendor/iframe-v3.min.js`,
      }
      await tab.evaluate((o) => window.kit.card('relayed', '#a', o), {
        hosts,
        merchantId: 'shop-1',
        // The field keeps this bound after refresh(): long enough for the relayed answer on a busy machine
        // (at 500 ms the refreshed field timed out again under load), short enough for the test.
        apiTimeoutMs: 2_000,
      })
      await poll(() => status('relayed')).toBe('error')
      expect(await events('relayed')).toEqual([
        expect.stringMatching(
          /^API_REQUEST_FAILED: Provider API request failed \(no answer within 2000 ms\)/,
        ),
      ])
      expect(await token('relayed')).toMatchObject({ code: 'TOKEN_UNAVAILABLE' })

      holding = false
      await tab.evaluate(() => window.kit.refreshCard('relayed'))
      await poll(() => status('relayed')).toBe('ready')
      const relayed = cardInputs(tab, '#a')
      await relayed.pan.pressSequentially('5555555555554444')
      await relayed.cvv.pressSequentially('123')
      expect(await token('relayed')).toEqual({
        token: expect.stringMatching(/^555555\w+4444$/),
        cardType: 'masterCard',
      })
    } finally {
      await relay.close()
    }
  })
})

describe('the card field under a page of another origin', () => {
  it('refuses to run under a page of an origin the configuration does not name', async () => {
    // A page of another origin frames the merchant page: the vendor checks the whole ancestor chain.
    tab = await h.open(`${h.other}/hostile`)
    await tab.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.id = 'shop'
      frame.src = src
      frame.style.height = '600px'
      document.body.append(frame)
    }, `${h.merchant}/`)
    const shop = await frameAt(tab, '#shop', h.merchant)
    await shop.evaluate((o) => window.kit.card('card', '#card', o), options())
    await poll(() => shop.evaluate(() => window.kit.cardStatus('card'))).toBe('error')
    expect(await shop.evaluate(() => window.kit.cardEvents('card'))).toEqual([
      expect.stringMatching(/^CARD_VENDOR_ERROR: .*Invalid origin: http:\/\/127\.0\.0\.1:\d+ is not one of/),
    ])
  })
})
