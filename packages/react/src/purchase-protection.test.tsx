// @vitest-environment happy-dom
import {
  getProtectionSessionId,
  type PorticoEvent,
  type ProtectionHeaders,
  ProtectionLookupError,
  type PurchaseProtectionError,
} from '@portico/core'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { runServedScripts, sendScript } from '@portico/test-fixtures/served-scripts'
import { act, cleanup, render } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from './portico-provider'
import { PurchaseProtection } from './purchase-protection'
import { useProtectionHeaders } from './use-protection-headers'

// The vendors' scripts cannot be fetched here: a real local server plays the emulator's API origin, serving
// scripts with the vendors' documented globals where env 'local' looks for them, and the merchant lookup.
type Page = typeof globalThis & {
  nSureSDK?: unknown
  Verisoul?: unknown
  deviceInits?: number
}
const page = globalThis as Page
const DEVICE = `window.deviceInits = 0
window.nSureSDK = { init: function (a, p) { window.deviceInits++; this.id = 'device-' + p; return this.id },
  getDeviceId: function () { return this.id || null } }`
const SESSION =
  "window.Verisoul = { session: function () { return Promise.resolve({ session_id: 'session-1' }) } }"

let server: LocalServer
beforeAll(async () => {
  runServedScripts()
  server = await startLocalServer((request, response) => {
    // `down…`: a lookup that fails (each test may take a merchant id of its own).
    if (request.path.startsWith('/merchant/view/down')) return sendJson(response, 500, { error: 'down' })
    if (request.path.startsWith('/merchant/view/'))
      return sendJson(response, 200, { nSureSettings: { nSurePartnerId: 'partner-1' } })
    if (request.path === '/fraud/device/sdk.js') return sendScript(response, DEVICE)
    if (request.path === '/fraud/session/sandbox/bundle.js') return sendScript(response, SESSION)
    response.writeHead(404).end()
  })
})
// The scripts stay on the page between tests, as they would between mounts: later runs find their globals.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const seen: Array<ReturnType<typeof useProtectionHeaders>> = []
function Headers() {
  seen.push(useProtectionHeaders())
  return null
}
const app = (children: ReactNode, merchantId = 'shop') => (
  <PorticoProvider env="local" merchantId={merchantId} plugins={[]} hosts={{ api: server.origin }}>
    {children}
  </PorticoProvider>
)
const lookups = () => server.requests.filter((r) => r.path.startsWith('/merchant/view/')).length
const headersNow = () => (seen.at(-1) as () => ProtectionHeaders)()
const protectedHeaders = { 'x-device-id': 'device-partner-1', 'x-session-id': 'session-1' }

describe('<PurchaseProtection>', () => {
  it("renders nothing and starts protection with the provider's env, merchant and hosts", async () => {
    const before = lookups()
    const view = render(
      app(
        <>
          <PurchaseProtection />
          <Headers />
        </>,
      ),
    )
    expect(view.container.innerHTML).toBe('')
    await vi.waitFor(() => expect(headersNow()).toEqual(protectedHeaders))
    expect(lookups() - before).toBe(1)
    expect(server.requests.map((r) => r.path)).toContain('/merchant/view/shop')
  })

  it('does the work once under StrictMode and across re-renders with new inline props', async () => {
    const before = lookups()
    const inits = page.deviceInits ?? 0
    const ui = (n: number) => (
      <StrictMode>
        {app(
          <>
            <PurchaseProtection onError={() => n} />
            <Headers />
          </>,
        )}
      </StrictMode>
    )
    const view = render(ui(1))
    await vi.waitFor(() => expect(headersNow()).toEqual(protectedHeaders))
    view.rerender(ui(2))
    view.rerender(ui(3))
    expect(lookups() - before).toBe(1)
    expect((page.deviceInits ?? 0) - inits).toBe(1)
  })

  it('stops on unmount: the session id is no longer lent to checkouts', async () => {
    const view = render(app(<PurchaseProtection />))
    await vi.waitFor(() => expect(getProtectionSessionId()).toBe('session-1'))
    view.unmount()
    expect(getProtectionSessionId()).toBeUndefined()
  })

  it('gives each failure to the latest onError, once', async () => {
    const errors: PurchaseProtectionError[] = []
    const first = vi.fn()
    const ui = (onError: (e: PurchaseProtectionError) => void) =>
      app(<PurchaseProtection onError={onError} />, 'down')
    const view = render(ui(first))
    view.rerender(ui((e) => errors.push(e)))
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toBeInstanceOf(ProtectionLookupError)
    expect(first).not.toHaveBeenCalled()
    await act(async () => {})
    expect(errors).toHaveLength(1)
  })
})

describe('<PurchaseProtection> telemetry', () => {
  const reports = (merchantId: string) =>
    server.requests
      .filter((r) => r.method === 'POST' && r.path === '/api/telemetry/frontend-error')
      .map((r) => JSON.parse(r.body))
      .filter((r) => r.merchantId === merchantId)
  const provided = (
    merchantId: string,
    extra: { telemetry?: boolean; onEvent?: (e: PorticoEvent) => void },
  ) => (
    <PorticoProvider
      env="local"
      merchantId={merchantId}
      plugins={[]}
      hosts={{ api: server.origin }}
      {...extra}
    >
      <PurchaseProtection onError={() => {}} />
    </PorticoProvider>
  )

  it("reports a failure to the provider's API and to the provider's onEvent", async () => {
    const events: PorticoEvent[] = []
    render(provided('down-loud', { onEvent: (event) => events.push(event) }))
    await vi.waitFor(() => expect(reports('down-loud')).toHaveLength(1))
    expect(reports('down-loud')[0]).toMatchObject({ event: 'NSureInit', merchantId: 'down-loud' })
    expect(events).toEqual([
      expect.objectContaining({ type: 'error', surface: 'protection', code: 'PROTECTION_LOOKUP_FAILED' }),
    ])
  })

  it('reports nothing under a provider with telemetry={false}', async () => {
    const errors: PurchaseProtectionError[] = []
    render(
      <PorticoProvider
        env="local"
        merchantId="down-quiet"
        plugins={[]}
        hosts={{ api: server.origin }}
        telemetry={false}
      >
        <PurchaseProtection onError={(e) => errors.push(e)} />
      </PorticoProvider>,
    )
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    cleanup()
    // A report sent after the quiet one's failure arrives after it would have.
    render(provided('down-after-quiet', {}))
    await vi.waitFor(() => expect(reports('down-after-quiet')).toHaveLength(1))
    expect(reports('down-quiet')).toEqual([])
  })
})

describe('<PurchaseProtection> with bad options', () => {
  it('logs an error and renders on instead of throwing into the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = render(
      <PorticoProvider env="local" merchantId="" plugins={[]} hosts={{ api: server.origin }}>
        <PurchaseProtection />
        <p>still here</p>
      </PorticoProvider>,
    )
    expect(view.container.textContent).toBe('still here')
    expect(error).toHaveBeenCalledWith(
      'Portico purchase protection did not start:',
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    )
  })
})

describe('useProtectionHeaders', () => {
  it('returns the same function on every render, outside protection too', () => {
    const view = render(app(<Headers />))
    view.rerender(app(<Headers />))
    expect(seen.at(-1)).toBe(seen.at(-2))
    // No protection runs: no session id (the device id may come from an SDK the page holds).
    expect(headersNow()).not.toHaveProperty('x-session-id')
  })

  it("gives a purchase call's headers with the page's referrer, and no referrer to other calls", () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://ads.example/campaign')
    render(app(<Headers />))
    const headers = seen.at(-1)!
    expect(headers({ purchase: true })).toMatchObject({
      'x-coinflow-referrer': 'https://ads.example/campaign',
    })
    expect(headers()).not.toHaveProperty('x-coinflow-referrer')
  })
})
