import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cardInputs, type Harness, startHarness, WAIT } from './harness'
import type { KitHosts } from './page-kit'

// The built @portico/core's card field in a merchant page (127.0.0.1): the emulator's card vendor script
// puts the card number and CVV inputs in iframes of the API origin, where the test types like a customer.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const options = () => ({ hosts: h.hosts, merchantId: 'shop-1' })

const mountCard = async (name: string, selector: string) => {
  await tab.evaluate(([n, s, o]) => window.kit.card(n, s, o), [name, selector, options()] as readonly [
    string,
    string,
    { hosts: KitHosts; merchantId: string },
  ])
  await poll(() => tab.evaluate((n) => window.kit.cardStatus(n), name)).toBe('ready')
  return cardInputs(tab, selector)
}
const token = (name: string) => tab.evaluate((n) => window.kit.token(n), name)

describe('the card field in real Chromium', () => {
  it("tokenizes a card typed into the vendor's inputs, which run on the API origin", async () => {
    tab = await h.open()
    const { pan, cvv } = await mountCard('card', '#card')
    expect(await pan.getAttribute('placeholder')).toBe('0000 0000 0000 0000')
    expect(await cvv.getAttribute('placeholder')).toBe('CVV')
    const origins = tab
      .frames()
      .filter((f) => f !== tab.mainFrame())
      .map((f) => new URL(f.url()).origin)
    expect(origins).toEqual([h.hosts.api, h.hosts.api])

    await pan.pressSequentially('4242424242424242')
    await cvv.pressSequentially('123')
    expect(await pan.inputValue()).toBe('4242 4242 4242 4242')
    expect(await token('card')).toEqual({ token: expect.stringMatching(/^424242\w+4242$/) })
  })

  it('gives a new token after the card number changes', async () => {
    tab = await h.open()
    const { pan, cvv } = await mountCard('card', '#card')
    await pan.pressSequentially('4242424242424242')
    await cvv.pressSequentially('123')
    const first = await token('card')
    expect(await token('card')).toEqual(first)
    await pan.fill('')
    await pan.pressSequentially('5555555555554444')
    // The edit reaches the merchant page as the vendor's change events; the cached token goes with them.
    await poll(async () => (await tab.evaluate(() => window.kit.cardChanges('card'))).at(-1)).toEqual({
      field: 'card',
      isValid: true,
      cardType: 'masterCard',
      brand: 'MSTR',
    })
    expect(await token('card')).toEqual({ token: expect.stringMatching(/^555555\w+4444$/) })
  })

  it('refuses an invalid card number, then an invalid CVV, with CARD_INVALID', async () => {
    tab = await h.open()
    const { pan, cvv } = await mountCard('card', '#card')
    await pan.pressSequentially('4242424242424241')
    await cvv.pressSequentially('123')
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

  it('answers a token request made before the field is ready with "Unable to get token"', async () => {
    tab = await h.open()
    const early = await tab.evaluate((o) => {
      window.kit.card('early', '#card', o)
      return window.kit.token('early')
    }, options())
    expect(early).toEqual({ code: 'TOKEN_UNAVAILABLE', message: 'Unable to get token' })
  })

  it('keeps two card fields on one page apart', async () => {
    tab = await h.open()
    const one = await mountCard('one', '#card')
    const two = await mountCard('two', '#extras')
    await one.pan.pressSequentially('4242424242424242')
    await one.cvv.pressSequentially('123')
    await two.pan.pressSequentially('6011111111111117')
    await two.cvv.pressSequentially('456')
    expect(await token('one')).toEqual({ token: expect.stringMatching(/^424242\w+4242$/) })
    expect(await token('two')).toEqual({ token: expect.stringMatching(/^601111\w+1117$/) })
  })
})
