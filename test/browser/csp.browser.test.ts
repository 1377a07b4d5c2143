import { randomBytes } from 'node:crypto'
import { cspDirectives, cspHeader } from '@portico/core'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CspKitHosts } from './csp-kit'
import { bundlePageKit, cardInputs, frameAt, type Harness, startHarness, WAIT } from './harness'
import { page as html, send, serve } from './servers'
import { sharedTab } from './shared-tab'

// Every surface on merchant pages served with a strict nonce-based Content-Security-Policy in a header
// (`default-src 'none'`, scripts by nonce with 'strict-dynamic', no 'unsafe-inline'), plus exactly what
// cspDirectives() gives for the emulator: the built @portico/core in real Chromium against the emulator.
// The page counts every `securitypolicyviolation` from its first script on; each surface must cause none,
// and still pay or tokenize. A policy without the checkout's origin, and a checkout that never says
// `loaded`, must end in a typed CheckoutLoadError. Nothing is mocked.

let h: Harness
let site: { port: number; close: () => Promise<void> }
let silent: { port: number; close: () => Promise<void> }
let tab: Page

// Containers only: the page has no inline script, no style element and no style attribute of its own.
const BODY = '<div id="a"></div><div id="b"></div><div id="c"></div><div id="d"></div>'

/** The merchant's own strict policy, for the nonce of one response. */
const strict = (nonce: string) => ({
  'default-src': ["'none'"],
  'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
  'style-src': ["'self'", `'nonce-${nonce}'`],
})

beforeAll(async () => {
  const kit = await bundlePageKit('./csp-kit.ts')
  h = await startHarness()
  // A "checkout" that serves a page and never says `loaded`.
  silent = await serve((_req, res) => send(res, 'text/html', html()))
  const silentOrigin = `http://127.0.0.1:${silent.port}`
  site = await serve((_req, res, url) => {
    if (url.pathname === '/kit.js') return send(res, 'text/javascript', kit)
    const nonce = randomBytes(16).toString('base64')
    // `?frames=refused`: the policy of a merchant who left the checkout's origin out of frame-src.
    const features =
      url.searchParams.get('frames') === 'refused' ? (['card-field', 'protection'] as const) : undefined
    const policy = cspHeader(
      strict(nonce),
      cspDirectives({ env: 'local', hosts: h.hosts, features }),
      features ? {} : { 'frame-src': [silentOrigin] },
    )
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': policy,
    })
    res.end(
      `<!doctype html><meta charset="utf-8"><body>${BODY}<script nonce="${nonce}" src="/kit.js"></script></body>`,
    )
  })
})
// Every test loads the merchant page again in one tab rather than opening a tab of its own: each response
// carries its own nonce and policy, which the new document takes up as a fresh tab would.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await site?.close()
  await silent?.close()
  await h?.close()
})

const poll = <T>(fn: () => Promise<T>, timeout = WAIT.timeout) => expect.poll(fn, { ...WAIT, timeout })
const byTestId = (id: string) => `[data-testid="${id}"]`
const kit = {
  log: (name: string) => tab.evaluate((n) => window.cspKit.log(n), name),
  status: (name: string) => tab.evaluate((n) => window.cspKit.status(n), name),
  violations: () => tab.evaluate(() => window.cspKit.violations()),
}
const silentHosts = (): CspKitHosts => ({ ...h.hosts, checkout: `http://127.0.0.1:${silent.port}` })

async function open(query = '') {
  tab = await tabs.load(`http://127.0.0.1:${site.port}/${query}`)
  await tab.waitForFunction(() => window.cspKit !== undefined)
}

describe('every surface under a strict nonce policy built with cspHeader(cspDirectives())', () => {
  it('pays through a checkout with no violation', async () => {
    await open()
    await tab.evaluate((hosts) => window.cspKit.checkout('co', '#a', hosts, 'csp-checkout'), h.hosts)
    const frame = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await poll(async () => (await kit.log('co'))?.loads).toBe(1)
    await frame.locator(byTestId('pay-wallet')).click()
    await poll(async () => (await kit.log('co'))?.successes).toBe(1)
    expect(h.emulator.payments({ merchantId: 'csp-checkout' })).toHaveLength(1)
    expect(await kit.violations()).toEqual([])
  })

  it('pays through a payment button with no violation', async () => {
    await open()
    await tab.evaluate((hosts) => window.cspKit.button('bt', '#b', hosts, 'csp-button'), h.hosts)
    const frame = await frameAt(tab, '#b iframe', h.hosts.checkout)
    await poll(async () => (await kit.log('bt'))?.loads).toBe(1)
    await frame.locator(byTestId('wallet-button')).click()
    await frame.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await kit.log('bt'))?.successes).toBe(1)
    expect(h.emulator.payments({ merchantId: 'csp-button' })).toHaveLength(1)
    expect(await kit.violations()).toEqual([])
  })

  it('tokenizes through the hosted card form with no violation', async () => {
    await open()
    await tab.evaluate((hosts) => window.cspKit.form('fm', '#c', hosts, 'csp-form'), h.hosts)
    const frame = await frameAt(tab, '#c iframe', h.hosts.checkout)
    await poll(async () => (await kit.log('fm'))?.loads).toBe(1)
    await frame.locator(byTestId('card-number')).fill('4242424242424242')
    await frame.locator(byTestId('card-expiry')).fill('12/40')
    await frame.locator(byTestId('card-cvv')).fill('123')
    expect(await tab.evaluate(() => window.cspKit.tokenize('fm'))).toMatch(/^424242\w+4242$/)
    expect(await kit.violations()).toEqual([])
  })

  it("tokenizes through the card field (the vendor's script, with the nonce) with no violation", async () => {
    await open()
    await tab.evaluate((hosts) => window.cspKit.cardField('#d', hosts, 'csp-card'), h.hosts)
    await poll(() => tab.evaluate(() => window.cspKit.cardStatus())).toBe('ready')
    expect(await kit.violations()).toEqual([])
    const { pan, cvv } = cardInputs(tab, '#d')
    await pan.pressSequentially('4242424242424242')
    await cvv.pressSequentially('123')
    expect(await tab.evaluate(() => window.cspKit.cardToken())).toMatch(/^424242\w+4242$/)
    const nonces = await tab.evaluate(() => window.cspKit.nonces())
    // The kit's own script and the vendor's, each with the page's nonce.
    expect(nonces).toHaveLength(2)
    expect(new Set(nonces.map((n) => n.split(' ')[1])).size).toBe(1)
    expect(await kit.violations()).toEqual([])
  })

  it('runs purchase protection (both fraud scripts, with the nonce) with no violation', async () => {
    await open()
    const report = await tab.evaluate((hosts) => window.cspKit.protect(hosts, 'csp-protection'), h.hosts)
    expect(report).toEqual({
      deviceId: expect.stringMatching(/^emulator-device-/),
      sessionId: expect.stringMatching(/^emulator-session-/),
      errors: [],
    })
    const nonces = await tab.evaluate(() => window.cspKit.nonces())
    expect(nonces).toHaveLength(3)
    expect(nonces.every((n) => n === nonces[0] && /^script \S+$/.test(n))).toBe(true)
    expect(await kit.violations()).toEqual([])
  })
})

describe('a frame that does not load is a CheckoutLoadError', () => {
  it('for a checkout, a button and a hosted form the policy refuses: at once (within 5 s), and again on reload', async () => {
    await open('?frames=refused')
    await tab.evaluate((hosts) => {
      window.cspKit.checkout('co', '#a', hosts, 'refused')
      window.cspKit.button('bt', '#b', hosts, 'refused')
      window.cspKit.form('fm', '#c', hosts, 'refused')
    }, h.hosts)
    const refused = {
      name: 'CheckoutLoadError',
      code: 'CHECKOUT_LOAD_FAILED',
      reason: 'csp',
      origin: h.hosts.checkout,
    }
    for (const name of ['co', 'bt', 'fm']) {
      // Well inside the 30 s load time limit: the refusal itself is what was reported.
      await poll(async () => (await kit.log(name))?.errors, 5000).toEqual([refused])
      expect(await kit.status(name)).toBe('error')
      expect((await kit.log(name))?.events).toContain('error')
    }
    expect(await tab.evaluate(() => window.cspKit.tokenize('fm'))).toBe('error CARD_FORM_ERROR')
    // reload() navigates again and watches the new load: the refusal is reported again.
    for (const name of ['co', 'bt', 'fm']) {
      await tab.evaluate((n) => window.cspKit.reload(n), name)
      await poll(async () => (await kit.log(name))?.errors, 5000).toEqual([refused, refused])
      expect(await kit.status(name)).toBe('error')
    }
  })

  it('for a checkout that never says loaded: after loadTimeoutMs, and reload starts a new wait', async () => {
    await open()
    await tab.evaluate((hosts) => window.cspKit.checkout('co', '#a', hosts, 'silent', 1000), silentHosts())
    const timedOut = {
      name: 'CheckoutLoadError',
      code: 'CHECKOUT_LOAD_FAILED',
      reason: 'timeout',
      origin: silentHosts().checkout,
    }
    await poll(async () => (await kit.log('co'))?.errors).toEqual([timedOut])
    expect(await kit.status('co')).toBe('error')
    const navigations: string[] = []
    const navigated = (frame: Frame) => {
      if (frame !== tab.mainFrame()) navigations.push(frame.url())
    }
    tab.on('framenavigated', navigated)
    await tab.evaluate(() => window.cspKit.reload('co'))
    expect(await kit.status('co')).toBe('loading')
    await poll(async () => (await kit.log('co'))?.errors).toEqual([timedOut, timedOut])
    // The tab outlives the test: its listener goes with it.
    tab.off('framenavigated', navigated)
    expect(navigations).toHaveLength(1)
    // The silent checkout's origin is in the policy: nothing was refused.
    expect(await kit.violations()).toEqual([])
  })
})
