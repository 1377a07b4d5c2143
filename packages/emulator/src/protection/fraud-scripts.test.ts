import { runInNewContext } from 'node:vm'
import { buildCheckoutUrl, checkoutRoute, fraudDeviceScriptUrl, fraudSessionScriptUrl } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const hosts = () => ({ api: emulator.apiOrigin, checkout: emulator.checkoutOrigin })

// The scripts run here in a bare VM context that plays the browser page: a window with crypto,
// localStorage and the script's own tag as document.currentScript (no browser in this project).
function runScript(code: string, attributes: Record<string, string> = {}) {
  const storage = new Map<string, string>()
  const page: Record<string, unknown> = {
    crypto: globalThis.crypto,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: { currentScript: { getAttribute: (name: string) => attributes[name] ?? null } },
  }
  page.window = page
  runInNewContext(code, page)
  return { page, storage }
}
const fetchScript = async (url: string) => {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
  return response.text()
}

describe('fraud signal stand-ins', () => {
  it("serves the device SDK where env 'local' looks for it, with the vendor's documented surface", async () => {
    const { page, storage } = runScript(await fetchScript(fraudDeviceScriptUrl('local', hosts())))
    const sdk = page.nSureSDK as { init(a: unknown, p?: unknown): string; getDeviceId(): string | null }
    expect(sdk.getDeviceId()).toBeNull()
    expect(() => sdk.init('')).toThrow(/app id/)
    const id = sdk.init('APP', 'partner-1')
    expect(id).toMatch(/^emulator-device-[0-9a-f]{32}$/)
    expect(sdk.getDeviceId()).toBe(id)
    expect(storage.get('ns_dev_id')).toBe(id)
  })

  it('serves the session script for prod and sandbox; session() needs the project id attribute', async () => {
    const url = fraudSessionScriptUrl('local', hosts())
    expect(url).toContain('/sandbox/')
    const code = await fetchScript(url)
    expect(await fetchScript(url.replace('/sandbox/', '/prod/'))).toBe(code)
    expect((await fetch(url.replace('/sandbox/', '/other/'))).status).toBe(404)

    const tagged = runScript(code, { 'verisoul-project-id': 'project-1' }).page
    const verisoul = tagged.Verisoul as { session(): Promise<{ session_id: string }> }
    const first = await verisoul.session()
    expect(first.session_id).toMatch(/^emulator-session-[0-9a-f]{32}$/)
    expect(await verisoul.session()).toEqual(first)

    const untagged = runScript(code).page.Verisoul as typeof verisoul
    await expect(untagged.session()).rejects.toThrow(/verisoul-project-id/)
  })
})

describe('the ledger', () => {
  async function payByCard(merchantId: string, extra: { deviceId?: string; session?: string } = {}) {
    const url = new URL(
      buildCheckoutUrl({
        hosts: hosts(),
        route: checkoutRoute('purchase', merchantId),
        subtotal: { cents: 500 },
        ...(extra.deviceId ? { deviceId: extra.deviceId } : {}),
      }),
    )
    if (extra.session) url.searchParams.append('protectionSessionId', extra.session)
    const html = await (await fetch(url)).text()
    const { sessionId } = JSON.parse(/id="portico-page">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}')
    const response = await fetch(`${emulator.checkoutOrigin}/emulator/sessions/${sessionId}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expiry: '12/34', cvv: '123' }),
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
  }

  it('records the device and session ids a protected payment carried', async () => {
    await payByCard('protected-shop', { deviceId: 'device-1', session: 'session-1' })
    expect(emulator.payments({ merchantId: 'protected-shop' })).toMatchObject([
      { method: 'card', deviceId: 'device-1', protectionSessionId: 'session-1' },
    ])
  })

  it('records neither for a payment without them', async () => {
    await payByCard('plain-shop')
    const [entry] = emulator.payments({ merchantId: 'plain-shop' })
    expect(entry).toBeDefined()
    expect(entry).not.toHaveProperty('deviceId')
    expect(entry).not.toHaveProperty('protectionSessionId')
  })
})
