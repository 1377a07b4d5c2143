// @vitest-environment happy-dom
import { nextLoad, serveCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { runServedScripts, sendScript } from '@portico/test-fixtures/served-scripts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCheckoutUrl } from '../checkout/checkout-url'
import { mountCheckout } from '../checkout/mount-checkout'
import type { PorticoEvent } from '../embed/events'
import { ApiRequestError } from '../errors/api-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import {
  ProtectionInitError,
  ProtectionLookupError,
  ProtectionScriptError,
} from '../errors/protection-errors'
import { definePlugin } from '../plugins/plugin'
import { getDeviceId, getProtectionSessionId } from './device'
import { FRAUD_DEVICE_APP_ID, fraudSessionProjectId } from './protection-hosts'
import {
  type PurchaseProtection,
  type PurchaseProtectionError,
  type PurchaseProtectionOptions,
  startPurchaseProtection,
} from './start-purchase-protection'

// The vendors' scripts cannot be fetched here. A real local server serves scripts in their place that
// define the vendors' documented globals (nSureSDK.init/getDeviceId, Verisoul.session), and answers the
// merchant lookup; happy-dom runs fetched scripts only with JavaScript evaluation switched on.
type Page = typeof globalThis & {
  happyDOM: { setURL(url: string): void }
  nSureSDK?: unknown
  Verisoul?: unknown
  deviceInits?: unknown[][]
  sessionProjects?: unknown[]
}
const page = globalThis as Page

// Like the device fingerprint SDK as it is shipped, this one hands out an id even before init: a test
// below proves Portico never passes that one on.
const DEVICE_SDK = `(function () {
  var id = null
  window.deviceInits = window.deviceInits || []
  window.nSureSDK = {
    init: function (appId, partnerId) { window.deviceInits.push([appId, partnerId]); id = 'device-of-' + partnerId; return id },
    getDeviceId: function () { return id || 'id-before-init' },
  }
})()`
const SESSION_SDK = (body: string) => `(function () {
  var tag = document.querySelector('script[verisoul-project-id]')
  window.sessionProjects = window.sessionProjects || []
  window.Verisoul = { session: function () {
    window.sessionProjects.push(tag && tag.getAttribute('verisoul-project-id'))
    ${body}
  } }
})()`
const SCRIPTS: Record<string, string> = {
  '/device.js': DEVICE_SDK,
  '/device-throws.js':
    // As the vendor documents it, getDeviceId() gives null until an init has run (this one never completes).
    "window.nSureSDK = { init: function () { throw new Error('init boom') }, getDeviceId: function () { return null } }",
  '/device-crlf.js':
    "window.nSureSDK = { init: function () {}, getDeviceId: function () { return 'dev\\r\\nx-evil: 1' } }",
  '/defines-nothing.js': 'window.somethingElse = 1',
  '/session.js': SESSION_SDK("return Promise.resolve({ session_id: 'session-1' })"),
  '/session-rejects.js': SESSION_SDK("return Promise.reject(new Error('session boom'))"),
  '/session-long.js': SESSION_SDK("return { session_id: new Array(1026).join('s') }"),
}

let server: LocalServer

beforeAll(async () => {
  runServedScripts()
  server = await startLocalServer((request, response) => {
    const path = request.path.split('?')[0] ?? ''
    const merchant = /^\/merchant\/view\/(.+)$/.exec(path)?.[1]
    // `shop-…`: the same merchant under other names, for tests that tell their reports apart by it.
    if (merchant === 'shop' || merchant?.startsWith('shop-'))
      return sendJson(response, 200, { nSureSettings: { nSurePartnerId: 'partner-1' } })
    if (merchant === 'unenrolled') return sendJson(response, 200, { name: 'no partner id' })
    if (merchant === 'down') return sendJson(response, 500, { error: 'down' })
    if (merchant === 'slow') return // never answered
    const script = SCRIPTS[path]
    if (script) return sendScript(response, script)
    response.writeHead(404).end()
  })
})

const handles: PurchaseProtection[] = []
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop()
  delete page.nSureSDK
  delete page.Verisoul
  delete page.deviceInits
  delete page.sessionProjects
  for (const script of document.querySelectorAll('script')) script.remove()
  vi.restoreAllMocks()
})
// The lookup left unanswered is cut off here: the server closes with requests pending.
afterAll(() => server.close())

// Every test gets script URLs of its own: loads are shared per URL for the whole page.
let n = 0
function start(
  merchantId = 'shop',
  scripts: { device?: string; session?: string } = {},
  extra: Pick<PurchaseProtectionOptions, 'onError' | 'onEvent' | 'timeoutMs' | 'telemetry'> = {},
) {
  n++
  const handle = startPurchaseProtection({
    env: 'sandbox',
    merchantId,
    hosts: {
      api: server.origin,
      fraudDeviceScript: `${server.origin}${scripts.device ?? '/device.js'}?t=${n}`,
      fraudSessionScript: `${server.origin}${scripts.session ?? '/session.js'}?t=${n}`,
    },
    ...extra,
  })
  handles.push(handle)
  return handle
}
const hits = (path: string) => server.requests.filter((r) => r.path.split('?')[0] === path).length
// Requests for a script of the latest start (its URL carries that start's number).
const scriptHits = (path: string) => server.requests.filter((r) => r.path === `${path}?t=${n}`).length
const urlParams = () => new URL(buildCheckoutUrl({ blockchain: 'eth' })).searchParams

describe('startPurchaseProtection', () => {
  it('inits the device SDK with the app id and the partner id, then reads its device id', async () => {
    const protection = start()
    await protection.ready()
    expect(page.deviceInits).toEqual([[FRAUD_DEVICE_APP_ID, 'partner-1']])
    expect(protection.deviceId()).toBe('device-of-partner-1')
    expect(hits('/merchant/view/shop')).toBe(1)
  })

  it("gets a session from the session script, tagged with the env's project id", async () => {
    const protection = start()
    await protection.ready()
    expect(protection.sessionId()).toBe('session-1')
    expect(page.sessionProjects).toEqual([fraudSessionProjectId('sandbox')])
    const tag = document.querySelector('script[verisoul-project-id]')
    expect(tag?.getAttribute('verisoul-project-id')).toBe('e9f629c4-80ee-4c6d-967e-62af47d8679e')
  })

  it('gives headers without empty values', async () => {
    const protection = start()
    expect(protection.headers()).toEqual({})
    await protection.ready()
    expect(protection.headers()).toEqual({
      'x-device-id': 'device-of-partner-1',
      'x-session-id': 'session-1',
    })
  })

  it('lends its ids to checkout URLs built while it runs, and an explicit deviceId wins', async () => {
    const protection = start()
    await protection.ready()
    expect(urlParams().get('deviceId')).toBe('device-of-partner-1')
    expect(urlParams().get('protectionSessionId')).toBe('session-1')
    expect(new URL(buildCheckoutUrl({ deviceId: 'given' })).searchParams.get('deviceId')).toBe('given')
    protection.stop()
    // The SDK stays on the page, initialised: checkouts keep its device id (as they would a merchant's own
    // initialised SDK's), but the session id went with the protection.
    expect(page.nSureSDK).toBeDefined()
    expect(urlParams().get('deviceId')).toBe('device-of-partner-1')
    expect(urlParams().has('protectionSessionId')).toBe(false)
  })

  it("never reads the host page's ?deviceId=", async () => {
    // Put back after: the next test file in this worker may share the page (cookies need an http URL).
    const before = location.href
    page.happyDOM.setURL('http://merchant.test/shop?deviceId=attacker-chosen')
    try {
      expect(getDeviceId()).toBeUndefined()
      const protection = start()
      await protection.ready()
      expect(protection.deviceId()).toBe('device-of-partner-1')
      expect(urlParams().get('deviceId')).toBe('device-of-partner-1')
      expect(protection.headers()['x-device-id']).toBe('device-of-partner-1')
    } finally {
      page.happyDOM.setURL(before)
    }
  })

  it('loads nothing before the page is idle, so a checkout mounted with it requests its iframe first', async () => {
    const order: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) order.push((node as Element).tagName?.toLowerCase())
    })
    observer.observe(document, { childList: true, subtree: true })
    const before = server.requests.length
    const protection = start()
    const iframe = document.body.appendChild(document.createElement('iframe'))
    iframe.src = buildCheckoutUrl({ blockchain: 'eth', baseUrl: server.origin })
    expect(server.requests.length).toBe(before)
    await protection.ready()
    observer.disconnect()
    iframe.remove()
    expect(order).toEqual(['iframe', 'script', 'script'])
  })

  it('skips the device script for a merchant without a fraud partner id', async () => {
    const onError = vi.fn()
    const protection = start('unenrolled', {}, { onError })
    await protection.ready()
    expect(protection.deviceId()).toBeUndefined()
    expect(protection.sessionId()).toBe('session-1')
    expect(scriptHits('/device.js')).toBe(0)
    expect(onError).not.toHaveBeenCalled()
  })
})

describe('startPurchaseProtection failures', () => {
  const failing = async (...args: Parameters<typeof start>) => {
    const errors: PurchaseProtectionError[] = []
    const protection = start(args[0], args[1], { ...args[2], onError: (e) => errors.push(e) })
    await protection.ready()
    return { protection, errors }
  }

  it('reports a device script 404 once and still gets the session', async () => {
    const { protection, errors } = await failing('shop', { device: '/missing.js' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(ProtectionScriptError)
    expect(errors[0]).toMatchObject({ code: 'PROTECTION_SCRIPT_FAILED', signal: 'device' })
    expect(protection.deviceId()).toBeUndefined()
    expect(protection.sessionId()).toBe('session-1')
    expect(urlParams().has('deviceId')).toBe(false)
  })

  it('reports a session script that defines no global', async () => {
    const { protection, errors } = await failing('shop', { session: '/defines-nothing.js' })
    expect(errors).toEqual([expect.any(ProtectionScriptError)])
    expect(errors[0]?.message).toContain('defined no global')
    expect(protection.deviceId()).toBe('device-of-partner-1')
  })

  it('reports a partner lookup answering 500, and loads no device script', async () => {
    const { protection, errors } = await failing('down')
    expect(errors).toEqual([expect.any(ProtectionLookupError)])
    expect(errors[0]?.cause).toBeInstanceOf(ApiRequestError)
    expect(errors[0]?.cause).toMatchObject({ status: 500 })
    expect(scriptHits('/device.js')).toBe(0)
    expect(protection.sessionId()).toBe('session-1')
  })

  it('reports a partner lookup that never answers once timeoutMs has passed', async () => {
    const { protection, errors } = await failing('slow', {}, { timeoutMs: 300 })
    expect(errors).toEqual([expect.any(ProtectionLookupError)])
    expect(errors[0]?.code).toBe('PROTECTION_LOOKUP_FAILED')
    expect(errors[0]?.cause).toBeInstanceOf(ApiRequestError)
    expect(errors[0]?.cause).toMatchObject({ failure: 'timeout' })
    expect(protection.deviceId()).toBeUndefined()
  })

  it('reports an init that throws, keeping the vendor error as cause', async () => {
    const { errors } = await failing('shop', { device: '/device-throws.js' })
    expect(errors).toEqual([expect.any(ProtectionInitError)])
    expect(errors[0]?.cause).toMatchObject({ message: 'init boom' })
    // No init completed, so the SDK has no id to give and checkouts carry none.
    expect(urlParams().has('deviceId')).toBe(false)
  })

  it('refuses a device id with CR/LF and an over-long session id', async () => {
    const { protection, errors } = await failing('shop', {
      device: '/device-crlf.js',
      session: '/session-long.js',
    })
    expect(errors.map((e) => [e.code, (e as ProtectionInitError).signal]).sort()).toEqual([
      ['PROTECTION_INIT_FAILED', 'device'],
      ['PROTECTION_INIT_FAILED', 'session'],
    ])
    expect(protection.headers()).toEqual({})
  })

  it('reports a session() that rejects', async () => {
    const { errors } = await failing('shop', { session: '/session-rejects.js' })
    expect(errors).toEqual([expect.any(ProtectionInitError)])
    expect(errors[0]).toMatchObject({ signal: 'session' })
  })

  it('warns on the console when no onError is given, and survives an onError that throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const quiet = start('down')
    await quiet.ready()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('fraud partner lookup failed')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loud = start(
      'down',
      {},
      {
        onError: () => {
          throw new Error('merchant bug')
        },
      },
    )
    await loud.ready()
    expect(error).toHaveBeenCalledTimes(1)
    expect(loud.sessionId()).toBe('session-1')
  })
})

describe('startPurchaseProtection telemetry', () => {
  const reports = () =>
    server.requests
      .filter((r) => r.method === 'POST' && r.path === '/api/telemetry/frontend-error')
      .map((r) => JSON.parse(r.body))

  const of = (merchantId: string) => reports().filter((r) => r.merchantId === merchantId)

  it('reports each failure once to the API, named as the provider names it, and as an event', async () => {
    const events: PorticoEvent[] = []
    const scripts = { device: '/missing.js', session: '/session-rejects.js' }
    const protection = start('shop-a', scripts, {
      onError: () => {},
      onEvent: (event) => events.push(event),
    })
    await protection.ready()
    await vi.waitFor(() => expect(of('shop-a')).toHaveLength(2))
    const sent = of('shop-a')
    expect(sent.map((r) => r.event).sort()).toEqual(['NSureInit', 'ProtectionInit'])
    for (const report of sent) {
      expect(Object.keys(report).sort()).toEqual(['event', 'merchantId', 'message', 'stackTrace'])
      expect(report.stackTrace).toContain(
        report.event === 'NSureInit' ? 'ProtectionScriptError' : 'ProtectionInitError',
      )
    }
    expect(sent.find((r) => r.event === 'NSureInit')?.message).toContain(`missing.js?t=${n}`)
    const seen = events.map(({ type, surface, id, ...rest }) => [
      type,
      surface,
      id,
      'code' in rest && rest.code,
    ])
    expect(seen.sort()).toEqual([
      ['error', 'protection', 'shop-a', 'PROTECTION_INIT_FAILED'],
      ['error', 'protection', 'shop-a', 'PROTECTION_SCRIPT_FAILED'],
    ])
    // A second handle of the same run hears of them, but the provider is not told twice.
    const heard: PurchaseProtectionError[] = []
    const again = startPurchaseProtection({
      env: 'sandbox',
      merchantId: 'shop-a',
      hosts: {
        api: server.origin,
        fraudDeviceScript: `${server.origin}/missing.js?t=${n}`,
        fraudSessionScript: `${server.origin}/session-rejects.js?t=${n}`,
      },
      onError: (error) => heard.push(error),
    })
    handles.push(again)
    await again.ready()
    expect(heard).toHaveLength(2)
    // Its own failure, reported after the replay, arrives after any report the replay could have caused.
    await start('shop-a', { device: '/missing.js', session: '/session.js' }, { onError: () => {} }).ready()
    await vi.waitFor(() => expect(of('shop-a')).toHaveLength(3))
  })

  it('names a session script that did not load ProtectionError', async () => {
    await start('shop-b', { session: '/missing.js' }, { onError: () => {} }).ready()
    await vi.waitFor(() => expect(of('shop-b').map((r) => r.event)).toEqual(['ProtectionError']))
  })

  it('sends nothing with telemetry: false', async () => {
    const errors: PurchaseProtectionError[] = []
    const quiet = start(
      'shop-c',
      { device: '/missing.js' },
      { telemetry: false, onError: (e) => errors.push(e) },
    )
    await quiet.ready()
    expect(errors).toEqual([expect.any(ProtectionScriptError)])
    // A failure reported after it arrives after it: once that one is in, the quiet one would be too.
    await start('shop-c', { device: '/missing.js' }, { onError: () => {} }).ready()
    await vi.waitFor(() => expect(of('shop-c')).toHaveLength(1))
    expect(of('shop-c')[0]?.message).toContain(`missing.js?t=${n}`)
  })
})

describe('startPurchaseProtection sharing', () => {
  const hosts = () => ({
    api: server.origin,
    fraudDeviceScript: `${server.origin}/device.js?shared=${n}`,
    fraudSessionScript: `${server.origin}/session.js?shared=${n}`,
  })
  const again = (onError?: (error: PurchaseProtectionError) => void) => {
    const handle = startPurchaseProtection({ env: 'sandbox', merchantId: 'shop', hosts: hosts(), onError })
    handles.push(handle)
    return handle
  }

  it('shares one run between two calls: one lookup, one script of each', async () => {
    n++
    const lookups = hits('/merchant/view/shop')
    const [a, b] = [again(), again()]
    await Promise.all([a.ready(), b.ready()])
    expect(hits('/merchant/view/shop') - lookups).toBe(1)
    expect(document.querySelectorAll('script')).toHaveLength(2)
    expect(page.deviceInits).toHaveLength(1)
    expect(b.deviceId()).toBe(a.deviceId())
    a.stop()
    a.stop()
    // b still runs: checkouts still get the id.
    expect(urlParams().get('deviceId')).toBe('device-of-partner-1')
    b.stop()
    // The SDK both started stays initialised on the page; the session went with the last protection.
    expect(getDeviceId()).toBe('device-of-partner-1')
    expect(getProtectionSessionId()).toBeUndefined()
  })

  it("does the work once under StrictMode's start, stop, start", async () => {
    n++
    const lookups = hits('/merchant/view/shop')
    again().stop()
    const second = again()
    await second.ready()
    expect(hits('/merchant/view/shop') - lookups).toBe(1)
    expect(page.deviceInits).toHaveLength(1)
    expect(second.deviceId()).toBe('device-of-partner-1')
  })

  it('tells a handle started after a failure about it, once', async () => {
    n++
    const first = startPurchaseProtection({
      env: 'sandbox',
      merchantId: 'down',
      hosts: hosts(),
      onError: () => {},
    })
    handles.push(first)
    await first.ready()
    const late = vi.fn()
    const second = startPurchaseProtection({
      env: 'sandbox',
      merchantId: 'down',
      hosts: hosts(),
      onError: late,
    })
    handles.push(second)
    await second.ready()
    expect(late).toHaveBeenCalledTimes(1)
    expect(late.mock.calls[0]?.[0]).toBeInstanceOf(ProtectionLookupError)
  })

  it('loads a script again for a later run after a failed load', async () => {
    n++
    const url = `${server.origin}/missing.js?retry=${n}`
    const run = () => {
      const handle = startPurchaseProtection({
        env: 'sandbox',
        merchantId: 'unenrolled',
        hosts: { api: server.origin, fraudSessionScript: url },
        onError: () => {},
      })
      handles.push(handle)
      return handle
    }
    const first = run()
    await first.ready()
    first.stop()
    await run().ready()
    expect(server.requests.filter((r) => r.path === `/missing.js?retry=${n}`)).toHaveLength(2)
  })

  it('refuses a missing merchant id and a malformed API host with typed errors', () => {
    expect(() => startPurchaseProtection({ merchantId: '' })).toThrow(InvalidOptionError)
    expect(() => startPurchaseProtection({ merchantId: 'shop', hosts: { api: 'not a url' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', option: 'hosts' }),
    )
  })
})

describe('checkouts mounted while protection runs', () => {
  // The checkout is a real page on the test server's sibling origin; no wallet request is made here.
  const plugin = definePlugin({
    name: 'protection-test',
    blockchains: ['solana'],
    walletAddress: () => undefined,
    handlers: () => ({}),
  })
  const options = (checkout: string) => ({ merchantId: 'shop', hosts: { checkout }, plugins: [plugin] })
  const mountOn = async (checkout: string) => {
    const handle = mountCheckout(document.body.appendChild(document.createElement('div')), options(checkout))
    await nextLoad(handle.iframe)
    return handle
  }

  it('carry its ids, and one mounted before they came is not reloaded when they come', async () => {
    const checkoutPage = await serveCheckoutPage()
    try {
      const protection = start()
      const early = await mountOn(checkoutPage.origin)
      expect(new URL(early.iframe.src).searchParams.has('deviceId')).toBe(false)
      await protection.ready()
      early.update(options(checkoutPage.origin))
      expect(new URL(early.iframe.src).searchParams.has('deviceId')).toBe(false)
      expect(checkoutPage.hits).toHaveLength(1)
      const late = await mountOn(checkoutPage.origin)
      const params = new URL(late.iframe.src).searchParams
      expect(params.get('deviceId')).toBe('device-of-partner-1')
      expect(params.get('protectionSessionId')).toBe('session-1')
      early.destroy()
      late.destroy()
    } finally {
      document.body.replaceChildren()
      await checkoutPage.close()
    }
  })
})
