import type { Frame, Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './axe'
import { type Example, frameAt, type Harness, startHarness, WAIT } from './harness'

// Accessibility (WCAG 2.2 AA) of every surface as merchants embed it: the example sites (plain HTML with
// every mount function, React with wallet-adapter, wagmi and Stellar, Next.js) against the emulator in real
// Chromium. axe-core checks the merchant page and every frame in it: loaded, while the checkouts load (the
// checkout's own loader) and with a payment button's approval sheet open. The rest is what axe cannot see:
// titles by page, reduced motion, the loader's life and the keyboard's path through a checkout.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness({ chains: true, examples: true })
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const byTestId = (id: string) => `[data-testid="${id}"]`

/** Opens an example, optionally asking for reduced motion and holding its purchase checkout's page. */
async function open(example: Example, options: { reducedMotion?: boolean; hold?: Route[] } = {}) {
  const url = h.examples?.urls[example]
  if (!url) throw new Error('the harness serves no examples')
  tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
  tab.setDefaultTimeout(WAIT.timeout)
  if (options.reducedMotion) await tab.emulateMedia({ reducedMotion: 'reduce' })
  const held = options.hold
  // Held requests keep the checkout loading for as long as the test needs its loader.
  if (held)
    await tab.route(
      (u) => u.pathname.includes('/purchase-v2/'),
      (route) => void held.push(route),
    )
  // The page's load event waits for its frames: a page with a held one is ready at DOMContentLoaded.
  await tab.goto(url, { waitUntil: held ? 'domcontentloaded' : 'load' })
  return tab
}

/** Every surface on the page has loaded: nothing is busy, and every frame's document is complete. */
async function settled() {
  await poll(() => tab.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length)).toBe(0)
  for (const frame of tab.frames())
    await poll(() => frame.evaluate(() => document.readyState).catch(() => 'gone')).toMatch(/complete|gone/)
}

/** What the page's focus is on: the element's test id (or its section's, for an iframe), else its tag. */
const pageFocus = () =>
  tab.evaluate(() => {
    const active = document.activeElement
    const owner = active?.tagName === 'IFRAME' ? active.closest('[data-testid]') : active
    return owner?.getAttribute('data-testid') ?? active?.tagName ?? 'none'
  })
/** The element focused inside `frame`: its test id, else its tag and text. */
const frameFocus = (frame: Frame) =>
  frame.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return active.getAttribute('data-testid') ?? `${active.tagName} ${active.textContent?.trim()}`
  })

describe('axe-core (WCAG 2.2 AA) in the merchant page and every frame', () => {
  for (const example of ['vanilla', 'solana', 'evm', 'stellar', 'next'] as const)
    it(`finds nothing on the ${example} example once every surface has loaded`, async () => {
      await open(example)
      await settled()
      expect(tab.frames().length).toBeGreaterThan(1)
      expect(await accessibilityViolations(tab)).toEqual([])
    })

  it('finds nothing while a checkout loads under its loader', async () => {
    const held: Route[] = []
    await open('vanilla', { hold: held })
    await poll(() => tab.locator(`${byTestId('purchase')} [role="status"]`).count()).toBe(1)
    expect(await accessibilityViolations(tab)).toEqual([])
    for (const route of held) await route.continue()
  })

  it('finds nothing with a PayPal approval sheet open, which has the keyboard; it goes back on close', async () => {
    await open('vanilla')
    await settled()
    const paypal = await frameAt(tab, `${byTestId('button-paypal')} iframe`, h.hosts.checkout)
    await paypal.locator(byTestId('wallet-button')).click()
    await poll(() => paypal.locator(byTestId('payment-sheet')).isVisible()).toBe(true)
    // The keyboard is in the sheet's frame, on the sheet's first action.
    await poll(pageFocus).toBe('button-paypal')
    await poll(() => frameFocus(paypal)).toBe('sheet-approve')
    expect(await accessibilityViolations(tab)).toEqual([])
    await paypal.locator(byTestId('sheet-cancel')).click()
    await poll(() => paypal.locator(byTestId('payment-sheet')).isVisible()).toBe(false)
    // Back on the button that opened it.
    await poll(pageFocus).toBe('button-paypal')
    await poll(() => frameFocus(paypal)).toBe('wallet-button')
  })
})

describe('frames are named after what they hold', () => {
  it('titles every surface of the plain page by kind, variant and brand', async () => {
    await open('vanilla')
    await settled()
    const titles = await tab.evaluate(() =>
      [...document.querySelectorAll('iframe')].map((frame) => ({
        section: frame.closest('[data-testid]')?.getAttribute('data-testid'),
        title: frame.title,
      })),
    )
    // The card field's two frames are the card vendor's, titled by it.
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
  })

  it('titles the React checkouts by kind', async () => {
    await open('solana')
    await settled()
    const title = (id: string) =>
      tab
        .locator(`${byTestId(id)} iframe`)
        .first()
        .getAttribute('title')
    expect(await title('purchase')).toBe('Checkout')
    expect(await title('withdraw')).toBe('withdraw')
    expect(await title('kit-purchase')).toBe('Checkout')
  })
})

describe("the checkout's loader and motion", () => {
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

  it('covers a purchase as a pulsing status region until it loads; a withdraw has none', async () => {
    const held: Route[] = []
    await open('vanilla', { hold: held })
    await poll(loaderState).toEqual({ label: 'Loading checkout', animations: 1, fade: '0.3s' })
    expect(await tab.locator(`${byTestId('withdraw')} [role="status"]`).count()).toBe(0)
    for (const route of held) await route.continue()
    await poll(() => tab.locator(`${byTestId('purchase')} [role="status"]`).count()).toBe(0)
  })

  it('neither pulses nor fades for a customer who asked for reduced motion', async () => {
    const held: Route[] = []
    await open('vanilla', { hold: held, reducedMotion: true })
    await poll(loaderState).toEqual({ label: 'Loading checkout', animations: 0, fade: '0s' })
    for (const route of held) await route.continue()
  })
})

describe('the keyboard', () => {
  it('tabs into the purchase checkout, through its controls and out to the next frame, and back', async () => {
    await open('vanilla')
    await settled()
    const purchase = await frameAt(tab, `${byTestId('purchase')} iframe`, h.hosts.checkout)
    /** Where focus is: the page's element, or `purchase` and the control inside its frame. */
    const focus = async () => {
      const where = await pageFocus()
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
    // In, through every control of the checkout (its wallet payment among them), and out: no trap.
    expect(visited.at(-1)).toBe('withdraw')
    const inside = visited.slice(0, -1)
    expect(inside.every((where) => where.startsWith('purchase '))).toBe(true)
    expect(inside).toContain('purchase pay-wallet')
    expect(new Set(inside).size).toBe(inside.length)
    expect(await press('Shift+Tab')).toBe(inside.at(-1))
  })
})
