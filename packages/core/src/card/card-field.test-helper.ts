// The card field suites' bench: the vendor's real script and iframes cannot be reached here, so the vendor
// API is the in-test stand-in of @portico/test-fixtures/card-vendor (which follows the vendor's documented
// behaviour), either already on the page or installed by a script a real local server serves. The provider
// API that signs the field's configuration is that same real server.
import type { ServerResponse } from 'node:http'
import {
  createCardVendorStandIn,
  page,
  runServedVendorScripts,
  type StandInField,
} from '@portico/test-fixtures/card-vendor'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { mountCardField } from './card-field'
import type { CardFieldConfig } from './card-field-config'
import type { CardFieldHandle, CardFieldStatus, MountCardFieldOptions } from './card-field-types'

/** A configuration as the provider signs it. */
export const SIGNED: CardFieldConfig = {
  origin: 'http://localhost:3000',
  timestamp: '20250101000000',
  tokenExID: 'tx-id',
  tokenScheme: 'PCI',
  authenticationKey: 'signed-key',
  pci: true,
}

/** The bench of one suite: its server, its stand-in and its helpers. */
export interface CardFieldBench {
  readonly server: LocalServer
  readonly standIn: ReturnType<typeof createCardVendorStandIn>
  /** Responses the server holds: the next `holdNext` requests, and config requests while `holdConfigs`. */
  readonly held: ServerResponse[]
  /** How many of the next requests the server holds. */
  holdNext: number
  /** The server holds every config request while this is true. */
  holdConfigs: boolean
  /** A new URL of the vendor script on the server (each one loads again). */
  scriptUrl(): string
  /** Mounts a field for merchant-1 on the server (options override). */
  mount(options?: Partial<MountCardFieldOptions>, container?: HTMLElement): Mounted
  /** Waits until the field is ready. */
  ready(handle: CardFieldHandle): Promise<void>
  /** The `index`th vendor field the stand-in made, once it exists. */
  vendorField(index?: number): Promise<StandInField>
  /** Mounts a field and waits until it is ready. */
  readyField(options?: Partial<MountCardFieldOptions>): Promise<Mounted & { field: StandInField }>
  /** The field's statuses from now on. */
  statuses(handle: CardFieldHandle): CardFieldStatus[]
}

/** A mounted field and its container. */
export interface Mounted {
  handle: CardFieldHandle
  container: HTMLElement
}

/** Registers the hooks of a card field suite and returns its bench. */
export function cardFieldBench(): CardFieldBench {
  const held: ServerResponse[] = []
  const handles: CardFieldHandle[] = []
  let n = 0
  const bench = {
    server: undefined as unknown as LocalServer,
    standIn: createCardVendorStandIn(),
    held,
    holdNext: 0,
    holdConfigs: false,
    scriptUrl: () => `${bench.server.origin}/vendor.js?test=${++n}`,
    mount(options: Partial<MountCardFieldOptions> = {}, container = document.createElement('div')) {
      document.body.appendChild(container)
      const handle = mountCardField(container, {
        merchantId: 'merchant-1',
        hosts: { api: bench.server.origin },
        ...options,
      } as MountCardFieldOptions)
      handles.push(handle)
      return { handle, container }
    },
    ready: (handle: CardFieldHandle) =>
      vi.waitFor(() => expect(handle.status).toBe('ready'), { timeout: 3000 }),
    async vendorField(index = 0) {
      await vi.waitFor(() => expect(bench.standIn.fields[index]).toBeDefined())
      return bench.standIn.fields[index] as StandInField
    },
    async readyField(options: Partial<MountCardFieldOptions> = {}) {
      const mounted = bench.mount(options)
      await bench.ready(mounted.handle)
      return { ...mounted, field: await bench.vendorField(bench.standIn.fields.length - 1) }
    },
    statuses(handle: CardFieldHandle) {
      const seen: CardFieldStatus[] = []
      handle.subscribe(() => seen.push(handle.status))
      return seen
    },
  }

  beforeAll(async () => {
    runServedVendorScripts(() => bench.standIn.vendor)
    bench.server = await startLocalServer((request, response) => {
      if (bench.holdNext-- > 0) return void held.push(response)
      if (request.path.startsWith('/vendor.js'))
        return void response
          .writeHead(200, { 'content-type': 'text/javascript' })
          .end('window.installCardVendor()')
      if (bench.holdConfigs) return void held.push(response)
      const { merchantId } = JSON.parse(request.body || '{}') as { merchantId?: string }
      if (merchantId === 'broken') return sendJson(response, 500, { message: 'down' })
      sendJson(response, 200, SIGNED)
    })
  })
  beforeEach(() => {
    bench.holdConfigs = false
    bench.standIn = createCardVendorStandIn()
    page.TokenEx = bench.standIn.vendor
  })
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.destroy()
    delete page.TokenEx
    document.body.replaceChildren()
    for (const script of document.querySelectorAll('script')) script.remove()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    for (const response of held) if (!response.writableEnded) response.end()
    await bench.server.close()
  })
  return bench
}
