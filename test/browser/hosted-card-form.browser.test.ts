import type { Frame, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameAt, type Harness, startHarness, WAIT } from './harness'
import { serveKit } from './kit-site'
import { sharedTab } from './shared-tab'
import type { KitEvent, Tokenized } from './surfaces-kit'

// The hosted card form through the kit in real Chromium: the built @portico/core's mountHostedCardForm in a
// merchant page (127.0.0.1) embeds the emulator's form pages (localhost), where the card is typed and
// tokenized. Some tests hold the form's own tokenize call to the emulator in Playwright's network layer (the
// request is delayed, never answered for it) to decide which of two answers comes first.

let h: Harness
let site: { origin: string; close: () => Promise<void> }
let tab: Page

beforeAll(async () => {
  h = await startHarness()
  site = await serveKit('./surfaces-kit.ts', '<div id="a"></div><div id="b"></div><div id="c"></div>')
})
// Every test loads the merchant page again in one tab rather than opening a tab of its own.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await site?.close()
  await h?.close()
})

// A test that walks three forms does the work of three: bounded longer (each wait inside as before).
const WALK = { timeout: 120_000 }
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const NUMBER = 'Card number is invalid. Please double check information.'
const EXPIRATION = 'Expiration is invalid. Please double check information.'
const CVV = 'CVV is invalid. Please double check information.'
const error = (field: string, message: string): KitEvent => ({
  event: 'inputError',
  info: { field, message },
})
const valid = (field: string): KitEvent => ({ event: 'inputValid', info: { field } })
const declined = (message: string) => ({
  error: 'CardFormError',
  code: 'CARD_FORM_ERROR',
  reason: 'declined',
  message,
})

type Variant = 'card' | 'card-number' | 'cvv'

/** Mounts form `name` into `#name`; resolves to its frame once loaded and the kit has heard `loaded`. */
async function mountForm(name: string, variant: Variant, token?: string): Promise<Frame> {
  const options = { hosts: h.hosts, merchantId: 'hosted-shop', variant, ...(token ? { token } : {}) }
  await tab.evaluate(([n, o]) => window.surfacesKit.form(n, `#${n}`, o), [name, options] as const)
  const frame = await frameAt(tab, `#${name} iframe`, h.hosts.checkout)
  await poll(() => tab.evaluate((n) => window.surfacesKit.formStatus(n), name)).toBe('loaded')
  return frame
}

const tokenize = (name: string): Promise<Tokenized> =>
  tab.evaluate((n) => window.surfacesKit.tokenize(n), name)
/** The callbacks of `name` other than onLoad, oldest first. */
const events = async (name: string) =>
  (await tab.evaluate((n) => window.surfacesKit.log(n), name)).filter((e) => e.event !== 'load')
const input = (frame: Frame, id: string) => frame.locator(`[data-testid="${id}"]`)

async function type(frame: Frame, fields: { number?: string; expiry?: string; cvv?: string }) {
  if (fields.number !== undefined) await input(frame, 'card-number').fill(fields.number)
  if (fields.expiry !== undefined) await input(frame, 'card-expiry').fill(fields.expiry)
  if (fields.cvv !== undefined) await input(frame, 'card-cvv').fill(fields.cvv)
}

async function openMerchant(path = '/shop') {
  tab = await tabs.load(`${site.origin}${path}`)
}

/**
 * Holds the form's calls to the emulator's tokenize endpoint whose card number starts with `prefix` until
 * `release()`; the others pass.
 */
async function holdTokenize(prefix: string) {
  const held: Route[] = []
  const url = '**/emulator/card-form/tokenize'
  await tab.route(url, (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { number?: string }
    if (body.number?.replace(/\D/g, '').startsWith(prefix)) held.push(route)
    else route.continue()
  })
  return {
    count: () => held.length,
    // Stops holding; a held request of a document that has gone is aborted by then: continuing it may fail.
    async release() {
      await tab.unroute(url)
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})))
    },
  }
}

describe('the hosted card form through the kit', () => {
  // The three variants on one page, each with its own name (and so its own events): the card form's token is
  // the saved card that the CVV form is mounted with.
  it(
    'card: refuses a bad card with the form’s words, then tokenizes with the expiry, events in order; cvv: that token comes back with its expiry once the CVV is valid; card-number: an expired card and a card the vault refuses get typed errors, a good one its expiry',
    WALK,
    async () => {
      await openMerchant()
      const frame = await mountForm('a', 'card')
      await input(frame, 'card-number').pressSequentially('4242424242424241')
      await poll(() => events('a')).toEqual([error('card-number', NUMBER)])
      expect(await tokenize('a')).toEqual(declined(NUMBER))

      await input(frame, 'card-number').fill('')
      await input(frame, 'card-number').pressSequentially('4242424242424242')
      await input(frame, 'card-expiry').pressSequentially('1240')
      await input(frame, 'card-cvv').pressSequentially('123')
      // The tokenize touched every field: the one error shown moved from field to field as each became valid.
      await poll(() => events('a')).toEqual([
        error('card-number', NUMBER),
        valid('card-number'),
        error('expiration', EXPIRATION),
        valid('expiration'),
        error('cvv', CVV),
        valid('cvv'),
      ])
      const saved = await tokenize('a')
      expect(saved).toEqual({
        token: expect.stringMatching(/^424242\w+4242$/),
        expMonth: '12',
        expYear: '2040',
      })
      const { token } = saved as { token: string }

      const cvv = await mountForm('b', 'cvv', token)
      expect(await cvv.locator('[data-testid="card-number"]').count()).toBe(0)
      await input(cvv, 'card-cvv').pressSequentially('12')
      expect(await tokenize('b')).toEqual(declined(CVV))
      await input(cvv, 'card-cvv').pressSequentially('3')
      await poll(() => events('b')).toEqual([error('cvv', CVV), valid('cvv')])
      expect(await tokenize('b')).toEqual({ token, expMonth: '12', expYear: '2040' })

      // card-number: an expired card and a card the vault refuses get typed errors, a good one its expiry.
      const numberOnly = await mountForm('c', 'card-number')
      expect(await numberOnly.locator('[data-testid="card-cvv"]').count()).toBe(0)
      await type(numberOnly, { number: '5555555555554444', expiry: '01/20' })
      expect(await tokenize('c')).toEqual(declined(EXPIRATION))
      await poll(() => events('c')).toEqual([error('expiration', EXPIRATION)])

      await type(numberOnly, { number: '4000000000000119', expiry: '06/35' })
      expect(await tokenize('c')).toEqual(declined('Card invalid'))
      await type(numberOnly, { number: '5555555555554444' })
      expect(await tokenize('c')).toEqual({
        token: expect.stringMatching(/^555555\w+4444$/),
        expMonth: '06',
        expYear: '2035',
      })
      // The vault's refusal is no input error: the only events are the expiry's error and its clearing.
      expect(await events('c')).toEqual([error('expiration', EXPIRATION), valid('expiration')])
    },
  )

  it("gives each of two forms on one page its own frame's answer and events, never the other's", async () => {
    await openMerchant()
    const a = await mountForm('a', 'card')
    const b = await mountForm('b', 'card')
    await input(b, 'card-number').pressSequentially('4242424242424241')
    await poll(() => events('b')).toEqual([error('card-number', NUMBER)])
    await type(a, { number: '4242424242424242', expiry: '12/34', cvv: '123' })
    await type(b, { number: '5555555555554444', expiry: '11/33', cvv: '321' })
    expect(await events('a')).toEqual([])

    // A's answer is held until B has answered: A must keep waiting for its own.
    const hold = await holdTokenize('4242')
    let settledA = false
    const answerA = tokenize('a').finally(() => {
      settledA = true
    })
    await poll(async () => hold.count()).toBe(1)
    expect(await tokenize('b')).toEqual({
      token: expect.stringMatching(/^555555\w+4444$/),
      expMonth: '11',
      expYear: '2033',
    })
    expect(settledA).toBe(false)
    await hold.release()
    expect(await answerA).toEqual({
      token: expect.stringMatching(/^424242\w+4242$/),
      expMonth: '12',
      expYear: '2034',
    })

    // Both at once, again and again: each resolves with its own card.
    for (let round = 0; round < 3; round++) {
      const [ofA, ofB] = await Promise.all([tokenize('a'), tokenize('b')])
      expect(ofA).toMatchObject({ token: expect.stringMatching(/^424242/), expMonth: '12' })
      expect(ofB).toMatchObject({ token: expect.stringMatching(/^555555/), expMonth: '11' })
    }
  })

  it('rejects a tokenize whose form reloads before answering, and answers the new document correctly', async () => {
    await openMerchant()
    const before = await mountForm('a', 'card')
    await type(before, { number: '4242424242424242', expiry: '12/34', cvv: '123' })
    const hold = await holdTokenize('4242')
    const pending = tokenize('a')
    await poll(async () => hold.count()).toBe(1)
    await before.evaluate(() => location.reload()).catch(() => {})
    expect(await pending).toEqual({
      error: 'CardFormError',
      code: 'CARD_FORM_ERROR',
      reason: 'reloaded',
      message: 'The card form reloaded before it answered',
    })
    // The old document's call goes on now; nothing of it may reach the next tokenize.
    await hold.release()
    const after = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await poll(() => input(after, 'card-number').inputValue()).toBe('')
    await type(after, { number: '5555555555554444', expiry: '03/31', cvv: '999' })
    expect(await tokenize('a')).toEqual({
      token: expect.stringMatching(/^555555\w+4444$/),
      expMonth: '03',
      expYear: '2031',
    })
  })

  it('answers a tokenize racing a reload with the typed card or a typed error, never a hang', async () => {
    await openMerchant()
    await mountForm('a', 'card')
    for (let round = 0; round < 4; round++) {
      // A fresh document each round: the last one reloaded, whatever the answer was.
      const frame = await frameAt(tab, '#a iframe', h.hosts.checkout)
      await poll(() => input(frame, 'card-number').inputValue()).toBe('')
      await type(frame, { number: '4242424242424242', expiry: '12/34', cvv: '123' })
      // Asked, then the frame reloads at once, in the same task of the merchant page.
      const answer = await tab.evaluate(() => {
        const asked = window.surfacesKit.tokenize('a')
        const iframe = document.querySelector<HTMLIFrameElement>('#a iframe')
        // Setting src, even to the same URL, navigates the frame again.
        iframe?.setAttribute('src', iframe.src)
        return asked
      })
      if ('token' in answer)
        expect(answer).toEqual({
          token: expect.stringMatching(/^424242\w+4242$/),
          expMonth: '12',
          expYear: '2034',
        })
      else expect(answer).toMatchObject({ error: 'CardFormError', reason: 'reloaded' })
    }
  })
})
