import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseChromium, sharedChromium } from './chromium'
import { bundleCore } from './core-bundle'
import { page as html, send, serve } from './servers'

// Two checkouts mounted by the built @portico/core on one merchant page (127.0.0.1), both of the same
// checkout origin (localhost): each stand-in frame posts the checkout's events, and each instance must hear
// only its own. Redirects really open (or do not open) tabs in Chromium.

// Checkout stand-in: posts what the test asks to its parent's origin.
const CHECKOUT_JS = `window.ask = (message) => parent.postMessage(JSON.stringify(message), location.ancestorOrigins[0])`
// The page a redirect opens: it records whether it got a handle on its opener, and its referrer.
const LANDING_JS = `document.title = JSON.stringify({ opener: window.opener !== null, referrer: document.referrer })`

let browser: Browser
let servers: Array<{ close: () => Promise<void> }>
let merchant: string
let checkout: string
let other: string
let tab: Page

/** What one instance heard, by callback. */
type Heard = Record<string, unknown[]>

beforeAll(async () => {
  const core = await bundleCore()
  const a = await serve((_req, res, url) => {
    if (url.pathname === '/portico.js') return send(res, 'text/javascript', core)
    if (url.pathname === '/checkout.js') return send(res, 'text/javascript', CHECKOUT_JS)
    if (url.pathname === '/landing.js') return send(res, 'text/javascript', LANDING_JS)
    if (url.pathname === '/landing') return send(res, 'text/html', html('/landing.js'))
    if (url.hostname === 'localhost') return send(res, 'text/html', html('/checkout.js'))
    return send(res, 'text/html', `${html('/portico.js')}<div id="a"></div><div id="b"></div>`)
  })
  const b = await serve((_req, res) => send(res, 'text/html', html()))
  servers = [a, b]
  merchant = `http://127.0.0.1:${a.port}`
  checkout = `http://localhost:${a.port}`
  other = `http://127.0.0.1:${b.port}`
  browser = await sharedChromium()
  tab = await browser.newPage()
  await tab.goto(`${merchant}/shop`)
  await tab.evaluate((checkout) => {
    const w = window as unknown as Record<string, unknown> & { Portico: typeof import('@portico/core') }
    const plugin = w.Portico.definePlugin<object>({
      name: 'test',
      blockchains: ['testchain'],
      walletAddress: () => 'wallet-1',
      handlers: () => ({}),
    })
    const heard: Record<string, Heard> = {}
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      warnings.push(String(args[0]))
      warn(...args)
    }
    Object.assign(w, { heard, warnings })
    for (const name of ['a', 'b']) {
      const log: Heard = {}
      heard[name] = log
      const record = (callback: string) => (value: unknown) => {
        log[callback] = [...(log[callback] ?? []), value]
      }
      w.Portico.mountCheckout(document.getElementById(name) as HTMLElement, {
        baseUrl: checkout,
        blockchain: 'testchain' as 'solana',
        merchantId: 'm1',
        plugins: [plugin],
        // A custom chain the type registry does not know: the page script is plain JavaScript.
        wallet: {} as never,
        heightChangeId: name,
        onInputError: record('onInputError'),
        onInputValid: record('onInputValid'),
        onAccountLinked: record('onAccountLinked'),
        onAccountNotLinked: record('onAccountNotLinked'),
        onOverlay: record('onOverlay'),
        onSuccess: record('onSuccess'),
        onRedirect: (url) => {
          record('onRedirect')(url)
          // B takes its redirects itself; A leaves them to Portico's rule.
          return name === 'b' ? false : undefined
        },
      })
    }
  }, checkout)
})

afterAll(async () => {
  await releaseChromium()
  await Promise.all(servers?.map((s) => s.close()) ?? [])
})

/** The stand-in frame of instance `name`, once its script can post. */
async function frameOf(name: string): Promise<Frame> {
  for (let i = 0; i < 400; i++) {
    const frame = tab
      .frames()
      .find((f) => f.url().startsWith(checkout) && f.url().includes(`useHeightChange=${name}`))
    if (
      frame &&
      (await frame.evaluate(() => typeof (window as { ask?: unknown }).ask === 'function').catch(() => false))
    )
      return frame
    await tab.waitForTimeout(25)
  }
  throw new Error(`no checkout frame for ${name}`)
}

const ask = (frame: Frame, message: object) =>
  frame.evaluate((m) => (window as unknown as { ask: (m: object) => void }).ask(m), message)
const heard = () => tab.evaluate(() => (window as unknown as { heard: Record<string, Heard> }).heard)
const warnings = () => tab.evaluate(() => (window as unknown as { warnings: string[] }).warnings)

describe('checkout events with two checkouts on one page', () => {
  it('gives each instance only the events its own frame sent', async () => {
    const [a, b] = [await frameOf('a'), await frameOf('b')]
    await ask(b, {
      method: 'inputError',
      data: '',
      info: { field: 'card-number', message: 'Card number is invalid.' },
    })
    await ask(b, { method: 'inputValid', data: '', info: { field: 'card-number' } })
    await ask(b, { method: 'accountLinked', data: '', info: { type: 'bank', tokens: ['tok_b'] } })
    await ask(a, { method: 'accountNotLinked', data: '', info: { type: 'bank', reason: 'canceled' } })
    await ask(b, { method: 'overlay', data: 'open' })
    await ask(b, { method: 'redirect', data: 'https://cash.test/b' })
    // Messages from one frame arrive in order: once A's marker is in, A's earlier events are too.
    await ask(a, { method: 'success', data: '', info: 'marker-a' })
    await ask(b, { method: 'success', data: '', info: 'marker-b' })
    await expect.poll(async () => (await heard()).b?.onSuccess).toEqual(['marker-b'])
    await expect.poll(async () => (await heard()).a?.onSuccess).toEqual(['marker-a'])
    const { a: heardA, b: heardB } = await heard()
    expect(heardB).toEqual({
      onInputError: [{ field: 'card-number', message: 'Card number is invalid.' }],
      onInputValid: [{ field: 'card-number' }],
      onAccountLinked: [{ type: 'bank', tokens: ['tok_b'] }],
      onOverlay: ['open'],
      onRedirect: ['https://cash.test/b'],
      onSuccess: ['marker-b'],
    })
    expect(heardA).toEqual({
      onAccountNotLinked: [{ type: 'bank', reason: 'canceled' }],
      onSuccess: ['marker-a'],
    })
  })

  it("opens the checkout origin's redirect once, in a tab with no opener and no referrer", async () => {
    const a = await frameOf('a')
    const opened = tab.context().waitForEvent('page')
    await ask(a, { method: 'redirect', data: `${checkout}/landing?from=a` })
    const landing = await opened
    await landing.waitForLoadState()
    expect(landing.url()).toBe(`${checkout}/landing?from=a`)
    await expect.poll(() => landing.title()).toBe(JSON.stringify({ opener: false, referrer: '' }))
    await landing.close()
    expect(tab.context().pages()).toHaveLength(1)
  })

  it('refuses javascript:, data: and another origin’s http: redirects with a warning, opening nothing', async () => {
    const a = await frameOf('a')
    let opened = 0
    const count = () => opened++
    tab.context().on('page', count)
    const before = (await warnings()).length
    for (const data of [
      'javascript:document.title="pwned"',
      'data:text/html,<title>pwned</title>',
      `${other}/phish`,
    ])
      await ask(a, { method: 'redirect', data })
    await ask(a, { method: 'success', data: '', info: 'after-hostile' })
    await expect.poll(async () => (await heard()).a?.onSuccess).toContain('after-hostile')
    expect((await warnings()).slice(before)).toHaveLength(3)
    for (const warning of (await warnings()).slice(before))
      expect(warning).toMatch(/refused a checkout redirect/)
    expect(((await heard()).a?.onRedirect ?? []).slice(-3)).toEqual([
      'javascript:document.title="pwned"',
      'data:text/html,<title>pwned</title>',
      `${other}/phish`,
    ])
    expect(await tab.title()).not.toBe('pwned')
    tab.context().off('page', count)
    expect(opened).toBe(0)
    expect(tab.context().pages()).toHaveLength(1)
  })
})
