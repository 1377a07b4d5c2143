import { createServer } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundlePageKit, frameAt, type Harness, startHarness, WAIT } from './harness'
import type { ProtectionKitHosts } from './protection-kit'
import { page as html, send, serve } from './servers'
import { sharedTab } from './shared-tab'

// Purchase protection in real Chromium: the built @portico/core in a merchant page (127.0.0.1) loads the
// emulator's device and session stand-ins from its API origin (localhost), the checkout iframe (another
// origin) is paid by card, and the emulator's ledger shows which ids the payment carried. The merchant
// site is this suite's own server on 127.0.0.1; pages under /csp/ carry a Content Security Policy.

const CSP = "script-src 'self'"
let h: Harness
let kit: string
let merchant: { port: number; close: () => Promise<void> }
let tab: Page

beforeAll(async () => {
  h = await startHarness()
  kit = await bundlePageKit('./protection-kit.ts')
  merchant = await serve((_req, res, url) => {
    if (url.pathname === '/protection-kit.js') return send(res, 'text/javascript', kit)
    if (url.pathname.startsWith('/csp/')) res.setHeader('content-security-policy', CSP)
    send(res, 'text/html', `${html('/protection-kit.js')}<div id="a"></div><div id="b"></div>`)
  })
})
// Every test loads the merchant page again in one tab rather than opening a tab of its own; a page under
// /csp/ gets its policy from its own response all the same.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await merchant?.close()
  await h?.close()
})

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)

async function openMerchant(path: string) {
  // The tab's cookies outlive its documents: no test may see the Forter token cookie another one set.
  if (tab && !tab.isClosed()) await tab.context().clearCookies()
  tab = await tabs.load(`http://127.0.0.1:${merchant.port}${path}`)
}

const protect = (hosts: ProtectionKitHosts, merchantId: string, telemetry?: boolean) =>
  tab.evaluate(([o, m, t]) => window.protectionKit.protect(o, m, t), [hosts, merchantId, telemetry] as const)
const mount = async (selector: string, merchantId: string, hosts: ProtectionKitHosts = h.hosts) =>
  new URL(
    await tab.evaluate(([s, o, m]) => window.protectionKit.mount(s, o, m), [
      selector,
      hosts,
      merchantId,
    ] as const),
  )

/** Pays the checkout in `selector` with the test card that succeeds, and waits for its onSuccess. */
async function payByCard(selector: string) {
  const before = (await tab.evaluate(() => window.protectionKit.successes())).length
  const frame = await frameAt(tab, `${selector} iframe`, h.hosts.checkout)
  await frame.locator('[data-testid="card-number"]').pressSequentially('4242424242424242')
  await frame.locator('[data-testid="pay-card"]').click()
  await poll(async () => (await tab.evaluate(() => window.protectionKit.successes())).length).toBe(before + 1)
}

/** The emulator's hosts with fraud scripts that are not there (404). */
const missingScripts = () => ({
  ...h.hosts,
  fraudDeviceScript: `${h.hosts.api}/fraud/device/nope.js`,
  fraudSessionScript: `${h.hosts.api}/fraud/session/nope.js`,
})

async function closedOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('purchase protection in real Chromium', () => {
  it('gives a purchase through the emulator its device and session ids, recorded in the ledger', async () => {
    await openMerchant('/shop')
    const merchantId = 'protected-shop'
    const report = await protect(h.hosts, merchantId)
    expect(report.errors).toEqual([])
    expect(report.deviceId).toMatch(/^emulator-device-[0-9a-f]{32}$/)
    expect(report.sessionId).toMatch(/^emulator-session-[0-9a-f]{32}$/)
    expect(report.headers).toEqual({ 'x-device-id': report.deviceId, 'x-session-id': report.sessionId })
    // The scripts came from the emulator's API origin; nothing of theirs is in the page's bundle.
    const scripts = await tab.evaluate(() => [...document.scripts].map((s) => s.src))
    expect(scripts).toEqual(
      expect.arrayContaining([
        `${h.hosts.api}/fraud/device/sdk.js`,
        `${h.hosts.api}/fraud/session/sandbox/bundle.js`,
      ]),
    )
    expect(kit).not.toContain('emulator-device-')

    const url = await mount('#a', merchantId)
    expect(url.searchParams.get('deviceId')).toBe(report.deviceId)
    expect(url.searchParams.get('protectionSessionId')).toBe(report.sessionId)
    await payByCard('#a')
    expect(h.emulator.payments({ merchantId })).toMatchObject([
      { method: 'card', deviceId: report.deviceId, protectionSessionId: report.sessionId },
    ])
  })

  it("ignores a ?deviceId= on the merchant page's URL", async () => {
    await openMerchant('/shop?deviceId=attacker-chosen')
    const merchantId = 'linked-shop'
    expect((await mount('#a', merchantId)).searchParams.has('deviceId')).toBe(false)
    const report = await protect(h.hosts, merchantId)
    expect(report.deviceId).toMatch(/^emulator-device-/)
    expect((await mount('#b', merchantId)).searchParams.get('deviceId')).toBe(report.deviceId)
    await payByCard('#b')
    const [payment] = h.emulator.payments({ merchantId })
    expect(payment?.deviceId).toBe(report.deviceId)
    expect(JSON.stringify(h.emulator.payments({ merchantId }))).not.toContain('attacker-chosen')
  })

  it('keeps checkouts working when the scripts 404', async () => {
    await openMerchant('/shop')
    const merchantId = 'missing-scripts-shop'
    const report = await protect(missingScripts(), merchantId)
    expect(report.errors.sort((a, b) => a.signal.localeCompare(b.signal))).toEqual([
      { code: 'PROTECTION_SCRIPT_FAILED', signal: 'device' },
      { code: 'PROTECTION_SCRIPT_FAILED', signal: 'session' },
    ])
    expect(report.headers).toEqual({})
    const url = await mount('#a', merchantId)
    expect(url.searchParams.has('deviceId')).toBe(false)
    await payByCard('#a')
    expect(h.emulator.payments({ merchantId })).toHaveLength(1)
    expect(h.emulator.payments({ merchantId })[0]).not.toHaveProperty('deviceId')
    // Each failure reached the provider's error telemetry once, named as the provider's own kit names it.
    await poll(async () =>
      h.emulator
        .frontendErrors({ merchantId })
        .map((r) => r.event)
        .sort(),
    ).toEqual(['NSureInit', 'ProtectionError'])
  })

  it('reports no failure to the telemetry with telemetry: false', async () => {
    await openMerchant('/shop')
    const merchantId = 'quiet-shop'
    const quiet = await protect(missingScripts(), merchantId, false)
    expect(quiet.errors.map((e) => e.code)).toEqual(['PROTECTION_SCRIPT_FAILED', 'PROTECTION_SCRIPT_FAILED'])
    // A failure without the opt-out, after it: once its report is in, the quiet run's would be (they were
    // sent first). It names its own script, so it cannot be taken for one of theirs.
    await protect({ ...h.hosts, fraudDeviceScript: `${h.hosts.api}/fraud/device/nope.js?loud` }, merchantId)
    const reports = () => h.emulator.frontendErrors({ merchantId })
    await poll(async () => reports().some((r) => r.message.includes('nope.js?loud'))).toBe(true)
    expect(reports()).toEqual([expect.objectContaining({ event: 'NSureInit', merchantId })])
  })

  it("keeps checkouts working when the page's CSP blocks the scripts", async () => {
    await openMerchant('/csp/shop')
    const merchantId = 'csp-shop'
    const report = await protect(h.hosts, merchantId)
    expect(report.errors.map((e) => e.code)).toEqual(['PROTECTION_SCRIPT_FAILED', 'PROTECTION_SCRIPT_FAILED'])
    await mount('#a', merchantId)
    await payByCard('#a')
    expect(h.emulator.payments({ merchantId })).toHaveLength(1)
  })

  it('keeps the session signal and the checkout when the partner lookup is down', async () => {
    await openMerchant('/shop')
    const merchantId = 'lookup-down-shop'
    const hosts = {
      ...h.hosts,
      api: await closedOrigin(),
      fraudSessionScript: `${h.hosts.api}/fraud/session/sandbox/bundle.js`,
    }
    const report = await protect(hosts, merchantId)
    expect(report.errors).toEqual([{ code: 'PROTECTION_LOOKUP_FAILED', signal: 'device' }])
    expect(report.sessionId).toMatch(/^emulator-session-/)
    await mount('#a', merchantId)
    await payByCard('#a')
    expect(h.emulator.payments({ merchantId })).toMatchObject([{ protectionSessionId: report.sessionId }])
    expect(h.emulator.payments({ merchantId })[0]).not.toHaveProperty('deviceId')
  })

  it('refuses Forter tokens with CR/LF or over 1024 characters in its headers', async () => {
    await openMerchant('/shop')
    await protect(h.hosts, 'forter-shop')
    const forter = async (cookie: string) => {
      await tab.evaluate((c) => {
        // biome-ignore lint/suspicious/noDocumentCookie: Forter's script sets its token as a cookie; so does the test
        document.cookie = c
      }, cookie)
      return (await tab.evaluate(() => window.protectionKit.report())).headers['x-forter-token']
    }
    expect(await forter(`forterToken=${encodeURIComponent('tok\r\nx-evil: 1')}`)).toBeUndefined()
    expect(await forter(`forterToken=${'a'.repeat(1025)}`)).toBeUndefined()
    expect(await forter('forterToken=tok-1')).toBe('tok-1')
    await tab.evaluate(() =>
      document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'evil\r\nx-a: 1' })),
    )
    expect((await tab.evaluate(() => window.protectionKit.report())).headers['x-forter-token']).toBe('tok-1')
    await tab.evaluate(() => document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'tok-2' })))
    expect((await tab.evaluate(() => window.protectionKit.report())).headers['x-forter-token']).toBe('tok-2')
  })
})
