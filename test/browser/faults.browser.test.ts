import type { Browser, CDPSession, ConsoleMessage, Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { releaseChromium, sharedChromium } from './chromium'
import type { FaultsCheckout } from './faults-kit'
import { bundlePageKit, WAIT } from './harness'
import { page as html, send, serve } from './servers'
import { sharedTab } from './shared-tab'

// Wallet faults in real Chromium. The built @portico/core runs in a merchant page (127.0.0.1) and embeds a
// checkout stand-in on another origin (localhost, same port): a page that records what its parent posts it
// and asks for signatures the way the hosted checkout does (it takes the next message as the answer). The
// wallet answers only when the test says (faults-kit.ts). The stand-in reads its behaviour from its path:
// `/held/…` documents are held by the server until the test releases them (a navigation in progress), and
// `/early/{data}` asks for a signature of `data` as its script runs, while an image the server holds keeps
// its load event from firing.

const CHECKOUT_JS = `
window.got = []
addEventListener('message', (e) => {
  if (e.source !== parent) return
  if (String(e.data).startsWith('please-ask:')) ask(e.data.slice(11))
  else got.push(e.data)
})
window.ask = (data) =>
  parent.postMessage(JSON.stringify({ method: 'signMessage', data }), location.ancestorOrigins[0])
const early = location.pathname.match(/\\/early\\/(.+)$/)
if (early) ask(early[1])
`

let browser: Browser
let site: { port: number; close: () => Promise<void> }
let merchant: string
let checkout: string
let tab: Page
// Responses the server holds until `release()`.
const held: Array<() => void> = []
const release = () => {
  for (const respond of held.splice(0)) respond()
}

beforeAll(async () => {
  const kit = await bundlePageKit('./faults-kit.ts')
  site = await serve((_req, res, url) => {
    if (url.hostname === '127.0.0.1')
      return url.pathname === '/kit.js'
        ? send(res, 'text/javascript', kit)
        : send(res, 'text/html', `${html('/kit.js')}<div id="a"></div><div id="b"></div>`)
    if (url.pathname === '/checkout.js') return send(res, 'text/javascript', CHECKOUT_JS)
    if (url.pathname === '/held.png') return held.push(() => send(res, 'image/png', '', 204))
    const body = html('/checkout.js') + (url.pathname.includes('/early/') ? '<img src="/held.png">' : '')
    if (url.pathname.includes('/held/')) return held.push(() => send(res, 'text/html', body))
    send(res, 'text/html', body)
  })
  merchant = `http://127.0.0.1:${site.port}`
  checkout = `http://localhost:${site.port}`
  browser = await sharedChromium()
})
// Every test loads the merchant page again in one tab rather than opening a tab of its own (the size of a
// new tab's, as before).
const tabs = sharedTab(() => browser, { width: 1280, height: 720 })
afterAll(async () => {
  release()
  await tabs.close()
  await releaseChromium()
  await site?.close()
})
// What a test left held is answered before the next one loads.
afterEach(release)

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const open = async (o: Partial<FaultsCheckout> = {}) => {
  tab = await tabs.load(merchant)
  await tab.evaluate((o) => window.faults.mount(o), { checkout, route: '/purchase/1', ...o })
}
const kit = {
  asked: () => tab.evaluate(() => window.faults.asked()),
  loads: () => tab.evaluate(() => window.faults.loads()),
  answer: (data: string, reply: string) =>
    tab.evaluate(([d, r]) => window.faults.answer(d, r), [data, reply] as const),
}
/** The checkout frame as it is now (a move in the DOM makes a new one), once its script has run. */
const checkoutFrame = async (): Promise<Frame> => {
  let frame: Frame | null | undefined
  await poll(async () => {
    frame = await (await tab.$('iframe'))?.contentFrame()
    return frame?.evaluate(() => typeof (window as { ask?: unknown }).ask === 'function').catch(() => false)
  }).toBe(true)
  return frame as Frame
}
const ask = (frame: Frame, data: string) =>
  frame.evaluate((d) => (window as unknown as { ask: (d: string) => void }).ask(d), data)
const got = (frame: Frame) => frame.evaluate(() => (window as unknown as { got: string[] }).got)
/** Waits until the merchant page has seen `n` loads of the iframe (the bridge sees each before the kit). */
const loaded = (n: number) => poll(kit.loads).toBe(n)
/** The checkout reloads itself (same window, new document); resolves to the new document's frame. */
const reload = async (frame: Frame) => {
  const loads = await kit.loads()
  await frame.evaluate(() => location.reload())
  await loaded(loads + 1)
  return checkoutFrame()
}

/** The `message` listeners on the merchant page's window, as Chromium's debugger lists them. */
async function messageListeners(cdp: CDPSession): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
  const objectId = result.objectId as string
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId })
  await cdp.send('Runtime.releaseObject', { objectId })
  return listeners.filter((listener) => listener.type === 'message').length
}

describe('replies reach only the document that asked', () => {
  it('a reply the wallet gives after the checkout reloaded is not delivered to the new page', async () => {
    await open()
    const old = await checkoutFrame()
    await ask(old, 'old')
    await poll(kit.asked).toEqual(['old'])
    const fresh = await reload(old)
    await kit.answer('old', 'sig-old')
    // Posts to one window arrive in order: had the stale reply been posted, it would come before this one.
    await ask(fresh, 'new')
    await poll(kit.asked).toEqual(['old', 'new'])
    await kit.answer('new', 'sig-new')
    await poll(() => got(fresh)).toEqual(['sig-new'])
  })

  it('a request still queued when the checkout reloads never reaches the wallet', async () => {
    await open()
    const old = await checkoutFrame()
    await ask(old, 'a')
    await ask(old, 'b')
    await poll(kit.asked).toEqual(['a'])
    const fresh = await reload(old)
    await kit.answer('a', 'sig-a')
    await ask(fresh, 'c')
    await poll(kit.asked).toEqual(['a', 'c'])
    await kit.answer('c', 'sig-c')
    await poll(() => got(fresh)).toEqual(['sig-c'])
    expect(await kit.asked()).toEqual(['a', 'c'])
  })

  it('what the old page asks while the merchant loads a new checkout URL never reaches the wallet', async () => {
    await open()
    await checkoutFrame()
    await loaded(1)
    // The new document is held by the server: the old one stays in the frame meanwhile, and still asks.
    await tab.evaluate((o) => window.faults.update(o), { checkout, route: '/held/2' })
    await poll(async () => held.length).toBe(1)
    // Playwright waits for the navigation before it evaluates in the frame: the page tells the old document.
    await tab.evaluate(
      ([origin]) => {
        window.faults.hear()
        document.querySelector('iframe')?.contentWindow?.postMessage('please-ask:during', origin)
      },
      [checkout] as const,
    )
    await poll(() => tab.evaluate(() => window.faults.heard())).toContainEqual(
      expect.stringContaining('during'),
    )
    release()
    await loaded(2)
    const fresh = await checkoutFrame()
    await ask(fresh, 'after')
    await poll(kit.asked).toEqual(['after'])
    await kit.answer('after', 'sig-after')
    await poll(() => got(fresh)).toEqual(['sig-after'])
  })

  it('a checkout moved in the DOM gets no answer to what it asked before the move', async () => {
    await open()
    const before = await checkoutFrame()
    await ask(before, 'a')
    await poll(kit.asked).toEqual(['a'])
    await tab.evaluate(() => window.faults.move())
    await loaded(2)
    const after = await checkoutFrame()
    await kit.answer('a', 'sig-a')
    await ask(after, 'b')
    await poll(kit.asked).toEqual(['a', 'b'])
    await kit.answer('b', 'sig-b')
    await poll(() => got(after)).toEqual(['sig-b'])
  })

  it('the first page is answered for what it asks before its load event', async () => {
    await open({ route: '/early/e1' })
    await poll(kit.asked).toEqual(['e1'])
    // The image the page waits for is still held: the iframe has not loaded yet.
    expect(await kit.loads()).toBe(0)
    release()
    await loaded(1)
    await kit.answer('e1', 'sig-e1')
    await poll(async () => got(await checkoutFrame())).toEqual(['sig-e1'])
  })
})

describe('a wallet that never answers', () => {
  it('gets the checkout an ERROR after walletTimeoutMs, and the next request is answered', async () => {
    await open({ walletTimeoutMs: 300 })
    const frame = await checkoutFrame()
    await ask(frame, 'hangs')
    await poll(kit.asked).toEqual(['hangs'])
    // The next request gets all the time the test needs (the option is read as each request starts).
    await tab.evaluate((o) => window.faults.update(o), {
      checkout,
      route: '/purchase/1',
      walletTimeoutMs: 60_000,
    })
    await ask(frame, 'next')
    await poll(() => got(frame)).toEqual(['ERROR the wallet did not answer signMessage within 300 ms'])
    await poll(kit.asked).toEqual(['hangs', 'next'])
    await kit.answer('next', 'sig-next')
    await kit.answer('hangs', 'too late')
    await ask(frame, 'last')
    await poll(kit.asked).toEqual(['hangs', 'next', 'last'])
    await kit.answer('last', 'sig-last')
    await poll(() => got(frame)).toEqual([
      'ERROR the wallet did not answer signMessage within 300 ms',
      'sig-next',
      'sig-last',
    ])
  })
})

describe('a checkout taken out of the page without destroy()', () => {
  it('leaves 0 message listeners, and the answer the wallet gives later is not even attempted', async () => {
    await open()
    const cdp = await tab.context().newCDPSession(tab)
    const warnings: string[] = []
    const warned = (m: ConsoleMessage) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
    }
    tab.on('console', warned)
    expect(await messageListeners(cdp)).toBe(1)
    const frame = await checkoutFrame()
    await ask(frame, 'a')
    await poll(kit.asked).toEqual(['a'])
    await tab.evaluate(() => window.faults.remove())
    await poll(() => messageListeners(cdp)).toBe(0)
    await kit.answer('a', 'sig-a')
    // A round trip through the page's event loop after the answer: any attempt to post would have warned.
    await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    // The tab outlives the test: its listener and debugger session go with it.
    tab.off('console', warned)
    await cdp.detach()
    expect(warnings).toEqual([])
  })

  it('leaves 0 message listeners when taken out before the checkout has loaded', async () => {
    await open({ route: '/held/1' })
    const cdp = await tab.context().newCDPSession(tab)
    await poll(async () => held.length).toBe(1)
    expect(await messageListeners(cdp)).toBe(1)
    await tab.evaluate(() => window.faults.remove())
    await poll(() => messageListeners(cdp)).toBe(0)
    await cdp.detach()
    expect(await kit.loads()).toBe(0)
  })
})
