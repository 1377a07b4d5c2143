import type { Frame, Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './axe'
import {
  byTestId,
  connectedWallet,
  frameFocus,
  neverReloaded,
  outcomes,
  pageFocus,
  payWithWallet,
  settled,
  watchReloads,
} from './example-page'
import { cardInputs, type Example, frameAt, type Harness, startHarness, WAIT } from './harness'
import { installNodeWallets } from './node-wallets'

// The example merchant sites (built by Vite or Next.js, served from 127.0.0.1) against the emulator and its
// local chains (localhost, other origins), in real Chromium: what a merchant copies must pay for real and
// be accessible (WCAG 2.2 AA). Solana pays with wallet-adapter's in-browser burner wallet and with a
// @solana/kit KeyPairSigner, EVM with wagmi's mock connector over Hardhat's unlocked test account and with a
// wallet the shopper picks among those that announce themselves (EIP-6963), the vanilla and Next.js pages
// without a wallet (blockchain `user`, a session key).
// Each visit of a page walks through several states in turn (loading, loaded, re-rendered, declined, paid):
// a visit costs a page, its frames and their processes, and the states a customer goes through follow one
// another on one page anyway. axe-core checks the page and every frame in it; what it cannot see (titles,
// motion, the loader's life, the keyboard's path) is read from the page.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness({ chains: true, examples: true })
})
afterAll(() => h?.close())
afterEach(async () => {
  held = []
  await tab?.close()
})

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const PURCHASE = `${byTestId('purchase')} iframe`
const WITHDRAW = `${byTestId('withdraw')} iframe`
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// A case walks through many states, each bounded by WAIT: this bounds only a hang.
const LONG = { timeout: 180_000 }

/** A new tab (tall enough for every checkout to be on screen: Chromium pauses frames out of view). */
async function newTab() {
  tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
  tab.setDefaultTimeout(WAIT.timeout)
  return tab
}

// The purchase checkout's page requests a test holds, until `release()`.
let held: Route[] = []

/** Opens an example, optionally asking for reduced motion and holding its purchase checkout's page. */
async function open(example: Example, options: { reducedMotion?: boolean; hold?: boolean } = {}) {
  await newTab()
  if (options.reducedMotion) await tab.emulateMedia({ reducedMotion: 'reduce' })
  // Held requests keep the checkout loading for as long as the test needs its loader.
  if (options.hold)
    await tab.route(
      (u) => u.pathname.includes('/purchase-v2/'),
      (route) => void held.push(route),
    )
  // The page's load event waits for its frames: a page with a held one is ready at DOMContentLoaded.
  await tab.goto(h.examples?.urls[example] ?? '', { waitUntil: options.hold ? 'domcontentloaded' : 'load' })
  return tab
}

/** Lets the held requests through, and every later one. */
async function release() {
  for (const route of held.splice(0)) await route.continue()
  // Removing the handler lets through what came meanwhile.
  await tab.unrouteAll()
}

/** The purchase checkout, once it is open for the wallet at `address` (`?pubkey=`). */
const purchaseFor = (address: string, iframe = PURCHASE) =>
  frameAt(tab, iframe, h.hosts.checkout, (url) => url.searchParams.get('pubkey') === address)

/** Every surface has loaded (more than the page itself) and axe-core finds nothing in any of them. */
async function accessibleOnceLoaded() {
  await settled(tab)
  expect(tab.frames().length).toBeGreaterThan(1)
  expect(await accessibilityViolations(tab)).toEqual([])
}

/** Clicks the page's re-render button `clicks` times, then reads its count. */
async function rerender(clicks: number) {
  for (let i = 0; i < clicks; i++) await tab.locator(byTestId('rerender')).click()
  return tab.locator(byTestId('rerender')).textContent()
}

/** The purchase's loader, its running animations, and the purchase frame's fade. */
const loaderState = () =>
  tab.evaluate((section) => {
    const status = document.querySelector(`${section} [role="status"]`)
    const frame = document.querySelector(`${section} iframe`) as HTMLElement
    return {
      label: status?.textContent ?? null,
      animations: status?.getAnimations({ subtree: true }).length ?? 0,
      fade: getComputedStyle(frame).transitionDuration,
    }
  }, byTestId('purchase'))
const loaders = (section: string) => tab.locator(`${byTestId(section)} [role="status"]`).count()

describe('the solana example (React, wallet-adapter, a @solana/kit signer)', () => {
  it(
    'is accessible, keeps its checkouts through re-renders, reports a declined card, pays with the wallet-adapter wallet and tokenizes a card',
    LONG,
    async () => {
      await open('solana')
      const address = await connectedWallet(tab, SOLANA_ADDRESS)
      const purchase = await purchaseFor(address)
      expect(new URL(purchase.url()).pathname).toBe('/solana/purchase-v2/demo-merchant')
      // <Purchase> fades its checkout in like mountCheckout does.
      await poll(() =>
        tab.evaluate((s) => {
          const css = getComputedStyle(document.querySelector(s) as Element)
          return `${css.transitionProperty} ${css.transitionDuration} ${css.opacity}`
        }, PURCHASE),
      ).toBe('opacity 0.3s 1')
      await accessibleOnceLoaded()
      // The React checkouts are titled by kind.
      const title = (id: string) =>
        tab
          .locator(`${byTestId(id)} iframe`)
          .first()
          .getAttribute('title')
      expect(await title('purchase')).toBe('Checkout')
      expect(await title('withdraw')).toBe('withdraw')
      expect(await title('kit-purchase')).toBe('Checkout')

      // Twenty renders of the page reload neither checkout (the bridge keeps their frames).
      const withdraw = await purchaseFor(address, WITHDRAW)
      const kept = await watchReloads(tab, [purchase, withdraw])
      expect(await rerender(20)).toContain('21')
      expect(await kept()).toEqual(neverReloaded(2))

      // A declined card reaches onAuthDeclined through <Purchase>; the checkout stays open for another way.
      await purchase.locator(byTestId('card-number')).pressSequentially('4000000000000002')
      await purchase.locator(byTestId('pay-card')).click()
      await poll(() => outcomes(tab)).toEqual([
        { event: 'declined', info: expect.objectContaining({ code: 'card_declined' }) },
      ])
      const { outcome, paymentId, payment } = await payWithWallet(h, tab, purchase, PURCHASE)
      expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
      expect(payment).toMatchObject({ blockchain: 'solana', method: 'wallet', payer: address })
      expect(payment?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      expect(await kept()).toEqual(neverReloaded(2))

      // <CardForm> tokenizes a typed card and reports an invalid one.
      const { pan, cvv } = cardInputs(tab, byTestId('card-form'))
      await poll(() => pan.getAttribute('placeholder')).toBe('0000 0000 0000 0000')
      await pan.pressSequentially('4242424242424241')
      await cvv.pressSequentially('123')
      expect(await tokenShown()).toBe('error: Card details are invalid: check the card number')
      await pan.fill('')
      await pan.pressSequentially('4242424242424242')
      await poll(tokenShown).toMatch(/^424242\w+4242$/)
    },
  )

  // Known intermittent: about one run in five the checkout shows nothing after the click (no error, no
  // outcome), on this example only; under investigation. One retry, in a new tab, keeps it from failing the
  // suite while it is found; a real break fails both attempts. A visit of its own, so that the retry repeats
  // this payment alone.
  it('pays with a @solana/kit signer (a KeyPairSigner)', { retry: 1 }, async () => {
    await open('solana')
    const signer = byTestId('kit-address')
    await poll(() => tab.locator(signer).textContent()).toMatch(SOLANA_ADDRESS)
    const address = (await tab.locator(signer).textContent()) ?? ''
    const KIT_PURCHASE = `${byTestId('kit-purchase')} iframe`
    const frame = await purchaseFor(address, KIT_PURCHASE)
    const { outcome, paymentId, payment } = await payWithWallet(h, tab, frame, KIT_PURCHASE)
    // The kit signer signed; the page's kit RPC sent it; the emulator's chain recorded the transfer.
    expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
    expect(payment).toMatchObject({ blockchain: 'solana', method: 'wallet', payer: address })
    expect(payment?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })
})

/**
 * Clicks "Get card token" until the page shows something other than the not-ready error: the pages do not
 * show the field's readiness (350 ms after the vendor's load), so a customer who clicks early clicks again.
 */
async function tokenShown() {
  const shown = tab.locator(byTestId('card-token'))
  let text = ''
  await poll(async () => {
    await tab.locator(byTestId('card-token-button')).click()
    text = (await shown.textContent()) ?? ''
    return text !== '' && text !== 'error: Unable to get token'
  }).toBe(true)
  return text
}

describe('the evm example (React, wagmi, wallets the browser announces)', () => {
  it(
    'is accessible, keeps its checkouts through re-renders, pays on eth with wagmi, then with the wallet the shopper picks among those installed (EIP-6963)',
    LONG,
    async () => {
      // Two wallet extensions, installed before the page runs, each for one of Hardhat's unlocked test accounts
      // (not wagmi's): wagmi's test connector pays until the shopper picks one, which is switched to the
      // example's chain, which it adds first, then pays.
      await newTab()
      await tab.addInitScript(installNodeWallets, {
        announced: [
          { name: 'Alpha Wallet', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
          { name: 'Beta Wallet', account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
        ],
      })
      await tab.goto(h.examples?.urls.evm ?? '')
      const address = await connectedWallet(tab, /^0x[0-9a-fA-F]{40}$/)
      const purchase = await purchaseFor(address)
      expect(new URL(purchase.url()).pathname).toBe('/eth/purchase-v2/demo-merchant')
      const picker = tab.locator(byTestId('wallet-picker')).getByRole('button')
      await poll(async () => (await picker.allTextContents()).map((t) => t.trim())).toEqual([
        'Alpha Wallet',
        'Beta Wallet',
      ])
      await accessibleOnceLoaded()
      const kept = await watchReloads(tab, [purchase, await purchaseFor(address, WITHDRAW)])
      expect(await rerender(20)).toContain('21')
      const wagmi = await payWithWallet(h, tab, purchase, PURCHASE)
      expect(wagmi.outcome).toEqual({
        event: 'success',
        info: { paymentId: wagmi.paymentId, hash: wagmi.payment?.hash },
      })
      expect(wagmi.payment).toMatchObject({ blockchain: 'eth', method: 'wallet' })
      expect(wagmi.payment?.payer?.toLowerCase()).toBe(address.toLowerCase())
      expect(wagmi.payment?.hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await kept()).toEqual(neverReloaded(2))

      await picker.nth(1).click()
      const beta = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
      await poll(() => tab.locator(byTestId('wallet-address')).textContent()).toBe(beta)
      const { outcome, paymentId, payment } = await payWithWallet(h, tab, await purchaseFor(beta), PURCHASE)
      expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
      expect(payment).toMatchObject({ blockchain: 'eth', method: 'wallet' })
      expect(payment?.payer?.toLowerCase()).toBe(beta.toLowerCase())
    },
  )
})

describe('the stellar example', () => {
  it('is accessible once every surface has loaded', async () => {
    await open('stellar')
    await accessibleOnceLoaded()
  })
})

describe('the vanilla example (every mount function, no wallet)', () => {
  it(
    'covers a loading purchase with a pulsing status region, accessible; once loaded it is accessible, titles every surface, gives the keyboard to a payment sheet and back, and lets it through the checkout and out',
    LONG,
    async () => {
      await open('vanilla', { hold: true })
      await poll(loaderState).toEqual({ label: 'Loading checkout', animations: 1, fade: '0.3s' })
      // A withdraw has no loader.
      expect(await loaders('withdraw')).toBe(0)
      expect(await accessibilityViolations(tab)).toEqual([])
      await release()
      await poll(() => loaders('purchase')).toBe(0)
      await accessibleOnceLoaded()

      // Every surface is titled by kind, variant and brand; the card field's two frames are the card
      // vendor's, titled by it.
      const titles = await tab.evaluate(() =>
        [...document.querySelectorAll('iframe')].map((frame) => ({
          section: frame.closest('[data-testid]')?.getAttribute('data-testid'),
          title: frame.title,
        })),
      )
      expect(titles.filter((t) => t.section !== 'card-form')).toEqual([
        { section: 'purchase', title: 'Checkout' },
        { section: 'withdraw', title: 'withdraw' },
        { section: 'hosted-card-form', title: 'Card details' },
        { section: 'bank-link', title: 'Link a bank account' },
        { section: 'button-apple-pay', title: 'Apple Pay' },
        { section: 'button-google-pay', title: 'Google Pay' },
        { section: 'button-paypal', title: 'PayPal' },
        { section: 'button-venmo', title: 'Venmo' },
      ])
      for (const { title } of titles) expect(title).not.toBe('')

      // A PayPal approval sheet open has the keyboard, on its first action, and passes axe; on close the
      // keyboard goes back to the button that opened it.
      const paypal = await frameAt(tab, `${byTestId('button-paypal')} iframe`, h.hosts.checkout)
      await paypal.locator(byTestId('wallet-button')).click()
      await poll(() => paypal.locator(byTestId('payment-sheet')).isVisible()).toBe(true)
      await poll(() => pageFocus(tab)).toBe('button-paypal')
      await poll(() => frameFocus(paypal)).toBe('sheet-approve')
      expect(await accessibilityViolations(tab)).toEqual([])
      await paypal.locator(byTestId('sheet-cancel')).click()
      await poll(() => paypal.locator(byTestId('payment-sheet')).isVisible()).toBe(false)
      await poll(() => pageFocus(tab)).toBe('button-paypal')
      await poll(() => frameFocus(paypal)).toBe('wallet-button')

      await tabsThroughThePurchase(await frameAt(tab, PURCHASE, h.hosts.checkout))
    },
  )

  it(
    'neither pulses nor fades for a customer who asked for reduced motion; update() reloads no checkout; the session key pays',
    LONG,
    async () => {
      await open('vanilla', { hold: true, reducedMotion: true })
      await poll(loaderState).toEqual({ label: 'Loading checkout', animations: 0, fade: '0s' })
      await release()
      const sessionKey = await connectedWallet(tab, /\S/)
      const purchase = await frameAt(tab, PURCHASE, h.hosts.checkout)
      expect(new URL(purchase.url()).pathname).toBe('/user/purchase-v2/demo-merchant')
      expect(new URL(purchase.url()).searchParams.get('sessionKey')).toBe(sessionKey)
      const kept = await watchReloads(tab, [purchase, await frameAt(tab, WITHDRAW, h.hosts.checkout)])
      await rerender(20)
      const { outcome, paymentId, payment } = await payWithWallet(h, tab, purchase, PURCHASE)
      expect(outcome).toEqual({ event: 'success', info: { paymentId } })
      expect(payment).toMatchObject({ blockchain: 'user', method: 'session-key' })
      expect(await kept()).toEqual(neverReloaded(2))
    },
  )
})

/**
 * From the button before the purchase, Tab goes into the purchase checkout, through every control of it
 * (its wallet payment among them) and out to the withdraw: no trap; Shift+Tab comes back.
 */
async function tabsThroughThePurchase(purchase: Frame) {
  /** Where focus is: the page's element, or `purchase` and the control inside its frame. */
  const focus = async () => {
    const where = await pageFocus(tab)
    return where === 'purchase' ? `purchase ${await frameFocus(purchase)}` : where
  }
  /**
   * Presses `key` and says where focus went once it has arrived. The frames are other processes: the
   * press returns before they have moved focus, and on its way focus can be seen on the page's body or
   * on the frame's body for an instant, which is not a place a customer lands on.
   */
  const press = async (key: string) => {
    const before = await focus()
    await tab.keyboard.press(key)
    let where = before
    await poll(async () => {
      where = await focus()
      return where !== before && where !== 'BODY' && where !== 'purchase body'
    }).toBe(true)
    return where
  }
  await tab.locator(byTestId('rerender')).focus()
  const visited: string[] = []
  for (let where = ''; visited.length < 40 && where !== 'withdraw'; ) {
    where = await press('Tab')
    visited.push(where)
  }
  expect(visited.at(-1)).toBe('withdraw')
  const inside = visited.slice(0, -1)
  expect(inside.every((where) => where.startsWith('purchase '))).toBe(true)
  expect(inside).toContain('purchase pay-wallet')
  expect(new Set(inside).size).toBe(inside.length)
  expect(await press('Shift+Tab')).toBe(inside.at(-1))
}

describe('the Next.js App Router example', () => {
  it(
    'exports the server markup, hydrates without a warning, is accessible and pays on user',
    LONG,
    async () => {
      // The exported page holds the server components' markup and an empty placeholder for the checkout.
      const html = await (await fetch(h.examples?.urls.next ?? '')).text()
      expect(html).toContain('Portico example: Next.js App Router')
      expect(html).toContain('data-testid="purchase"')
      expect(html).not.toContain('<iframe')
      // Listening from the first byte, so a hydration warning logged while the page boots is seen.
      const warnings: string[] = []
      await newTab()
      tab.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text())
      })
      tab.on('pageerror', (error) => warnings.push(error.message))
      await tab.goto(h.examples?.urls.next ?? '')
      const sessionKey = await connectedWallet(tab, /\S/)
      const frame = await frameAt(tab, PURCHASE, h.hosts.checkout)
      expect(new URL(frame.url()).pathname).toBe('/user/purchase-v2/demo-merchant')
      expect(new URL(frame.url()).searchParams.get('sessionKey')).toBe(sessionKey)
      await accessibleOnceLoaded()
      const { outcome, paymentId, payment } = await payWithWallet(h, tab, frame, PURCHASE)
      expect(outcome).toEqual({ event: 'success', info: { paymentId } })
      expect(payment).toMatchObject({ blockchain: 'user', method: 'session-key' })
      expect(warnings.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([])
    },
  )
})
