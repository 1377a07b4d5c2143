// @vitest-environment happy-dom
import type { ServerResponse } from 'node:http'
import { createCardVendorStandIn, page, runServedVendorScripts } from '@portico/test-fixtures/card-vendor'
import { type LocalServer, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CardScriptLoadError } from '../errors/card-errors'
import { loadCardVendorScript } from './card-vendor-script'

// The vendor's real script cannot be fetched here. A real local server serves a script in its place; when
// the page runs it, it installs the in-test stand-in of the vendor API as `window.TokenEx`, as the real one
// would. happy-dom only runs fetched scripts with JavaScript evaluation switched on.
const standIn = createCardVendorStandIn()
let server: LocalServer
let failNext = 0
let holdNext = 0
const held: ServerResponse[] = []

beforeAll(async () => {
  runServedVendorScripts(() => standIn.vendor)
  server = await startLocalServer((request, response) => {
    const js = (code: string) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(code)
    if (holdNext-- > 0) return void held.push(response)
    if (request.path.startsWith('/flaky') && failNext-- > 0) return void response.writeHead(404).end()
    if (request.path.startsWith('/empty')) return js('window.somethingElse = 1')
    js('window.installCardVendor()')
  })
})
afterEach(() => {
  delete page.TokenEx
  for (const script of document.querySelectorAll('script')) script.remove()
  vi.restoreAllMocks()
})
afterAll(async () => {
  // Answer what is still held so no request is cut off mid-way.
  for (const response of held) if (!response.writableEnded) response.end()
  await server.close()
})

let n = 0
const scriptUrl = (path: string) => `${server.origin}/${path}?test=${++n}`
const tags = (url: string) => document.querySelectorAll(`script[src="${url}"]`).length
const hits = (url: string) => server.requests.filter((r) => url.endsWith(r.path)).length

describe('loadCardVendorScript', () => {
  it('adds one script and shares one promise between concurrent callers', async () => {
    const hosts = { cardVendorScript: scriptUrl('vendor.js') }
    const first = loadCardVendorScript('sandbox', hosts)
    const second = loadCardVendorScript('sandbox', hosts)
    expect(second).toBe(first)
    expect(await first).toBe(standIn.vendor)
    expect(await second).toBe(standIn.vendor)
    expect(tags(hosts.cardVendorScript)).toBe(1)
    expect(hits(hosts.cardVendorScript)).toBe(1)
  })

  it('uses the vendor already on the page without adding a script', async () => {
    page.TokenEx = standIn.vendor
    const url = scriptUrl('vendor.js')
    expect(await loadCardVendorScript('prod', { cardVendorScript: url })).toBe(standIn.vendor)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(hits(url)).toBe(0)
  })

  it('rejects a failed load with a typed error, removes its script, and retries on a later call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // the page logs the 404
    failNext = 1
    const hosts = { cardVendorScript: scriptUrl('flaky.js') }
    const failed = loadCardVendorScript('sandbox', hosts)
    await expect(failed).rejects.toBeInstanceOf(CardScriptLoadError)
    await expect(failed).rejects.toMatchObject({
      code: 'CARD_SCRIPT_LOAD_FAILED',
      url: hosts.cardVendorScript,
    })
    expect(tags(hosts.cardVendorScript)).toBe(0)

    expect(await loadCardVendorScript('sandbox', hosts)).toBe(standIn.vendor)
    expect(hits(hosts.cardVendorScript)).toBe(2)
    expect(tags(hosts.cardVendorScript)).toBe(1)
  })

  it('rejects a script that runs but defines no vendor', async () => {
    const hosts = { cardVendorScript: scriptUrl('empty.js') }
    await expect(loadCardVendorScript('sandbox', hosts)).rejects.toThrow(/defined no TokenEx.Iframe/)
  })

  it('gives up on a script that never answers, and a later call starts over', async () => {
    holdNext = 1
    const url = scriptUrl('vendor.js')
    const hung = loadCardVendorScript('sandbox', { cardVendorScript: url }, { timeoutMs: 50 })
    await expect(hung).rejects.toThrow(/no answer after 50 ms/)
    expect(tags(url)).toBe(0)

    const retry = loadCardVendorScript('sandbox', { cardVendorScript: url })
    expect(retry).not.toBe(hung)
    expect(await retry).toBe(standIn.vendor)
    expect(tags(url)).toBe(1)
    expect(hits(url)).toBe(2)
  })

  it('warns when the page already has the script but it has not run, and waits for its load event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    holdNext = 1
    const url = scriptUrl('vendor.js')
    const merchantTag = Object.assign(document.createElement('script'), { src: url, async: true })
    document.head.appendChild(merchantTag)
    await vi.waitFor(() => expect(hits(url)).toBe(1))

    let settled = false
    const load = loadCardVendorScript('sandbox', { cardVendorScript: url }).finally(() => {
      settled = true
    })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not loaded on the first attempt.*load event/))
    await Promise.resolve()
    expect(settled).toBe(false)

    held.at(-1)?.writeHead(200, { 'content-type': 'text/javascript' }).end('window.installCardVendor()')
    expect(await load).toBe(standIn.vendor)
    expect(tags(url)).toBe(1)
    expect(hits(url)).toBe(1)
  })
})
