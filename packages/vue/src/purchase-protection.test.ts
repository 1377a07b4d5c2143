// @vitest-environment happy-dom
import type { PorticoEvent, PurchaseProtectionError } from '@portico/core'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { h } from 'vue'
import { type PorticoConfig, PorticoPlugin } from './portico-plugin'
import { PurchaseProtection } from './purchase-protection'

// A real local server plays the provider API: every merchant lookup fails (500), so each protection run
// has one failure to report, and the reports it is sent are recorded.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.path.startsWith('/merchant/view/')) return sendJson(response, 500, { error: 'down' })
    response.writeHead(404).end()
  })
})
const mounted: VueWrapper[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const reports = (merchantId: string) =>
  server.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/telemetry/frontend-error')
    .map((r) => JSON.parse(r.body))
    .filter((r) => r.merchantId === merchantId)

function protect(
  config: Partial<PorticoConfig> & { merchantId: string },
  onError: (e: PurchaseProtectionError) => void,
) {
  const wrapper = mount(() => h(PurchaseProtection, { onError }), {
    global: {
      plugins: [
        [
          PorticoPlugin,
          // Session script from a host that has none: only the lookup is under test.
          {
            env: 'local',
            plugins: [],
            hosts: { api: server.origin, fraudSessionScript: `${server.origin}/none.js` },
            ...config,
          },
        ],
      ],
    },
  })
  mounted.push(wrapper)
}

describe('<PurchaseProtection> telemetry', () => {
  it("reports a failure to the provider's API and to the provided onEvent", async () => {
    const events: PorticoEvent[] = []
    protect({ merchantId: 'vue-loud', onEvent: (event) => events.push(event) }, () => {})
    await vi.waitFor(() => expect(reports('vue-loud').map((r) => r.event)).toContain('NSureInit'))
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'error', surface: 'protection', code: 'PROTECTION_LOOKUP_FAILED' }),
    )
  })

  it('reports nothing when the provided configuration says telemetry: false', async () => {
    const errors: PurchaseProtectionError[] = []
    protect({ merchantId: 'vue-quiet', telemetry: false }, (e) => errors.push(e))
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toContain('PROTECTION_LOOKUP_FAILED'))
    // Reports sent after the quiet one's failures arrive after theirs would have.
    protect({ merchantId: 'vue-after-quiet' }, () => {})
    await vi.waitFor(() => expect(reports('vue-after-quiet').map((r) => r.event)).toContain('NSureInit'))
    expect(reports('vue-quiet')).toEqual([])
  })
})
