// @vitest-environment happy-dom
import { TokenUnavailableError } from '@portico/core'
import { createCardVendorStandIn, type StandInField } from '@portico/test-fixtures/card-vendor'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from './defaults'
import { defineElements } from './define-elements'

// The vendor's real script cannot be reached here: the vendor API is the shared in-test stand-in of
// `TokenEx.Iframe`, already on the page; the provider API that signs the field's configuration is a real
// local server.
const page = globalThis as typeof globalThis & { TokenEx?: unknown }
let standIn = createCardVendorStandIn()
let server: LocalServer
beforeAll(async () => {
  defineElements()
  server = await startLocalServer((request, response) => {
    const { merchantId } = JSON.parse(request.body || '{}') as { merchantId?: string }
    sendJson(response, 200, {
      origin: 'http://localhost:3000',
      timestamp: '20250101000000',
      tokenExID: 'tx-id',
      tokenScheme: 'PCI',
      authenticationKey: `key-for-${merchantId}`,
      pci: true,
    })
  })
})
beforeEach(() => {
  standIn = createCardVendorStandIn()
  page.TokenEx = standIn.vendor
})
afterEach(() => {
  document.body.innerHTML = ''
  delete page.TokenEx
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const field = async (index = 0) => {
  await vi.waitFor(() => expect(standIn.fields[index]).toBeDefined())
  return standIn.fields[index] as StandInField
}

describe('<portico-card-field>', () => {
  it('mounts the field with the page defaults, dispatches ready, gives a token, and removes it on disconnect', async () => {
    configure({ env: 'prod', merchantId: 'shop', hosts: { api: server.origin } })
    document.body.innerHTML = '<portico-card-field font="Inter"></portico-card-field>'
    const element = document.querySelector(
      'portico-card-field',
    ) as HTMLElementTagNameMap['portico-card-field']
    const ready = vi.fn()
    element.addEventListener('ready', ready)
    await expect(element.getToken()).rejects.toBeInstanceOf(TokenUnavailableError)
    const vendor = await field()
    expect(vendor.config).toMatchObject({ authenticationKey: 'key-for-shop', font: 'Inter' })
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1), { timeout: 3000 })
    expect(element.status).toBe('ready')
    await vendor.type('4242 4242 4242 4242')
    await vendor.typeCvv('123')
    await expect(element.tokenize()).resolves.toMatchObject({ lastFour: '4242', brand: 'VISA' })
    element.remove()
    expect(vendor.removed).toBe(true)
  })

  it('makes a new field for new data (a new font), not for the same data set again', async () => {
    configure({ env: 'prod', merchantId: 'shop', hosts: { api: server.origin } })
    document.body.innerHTML = '<portico-card-field font="Inter"></portico-card-field>'
    const element = document.querySelector(
      'portico-card-field',
    ) as HTMLElementTagNameMap['portico-card-field']
    await field()
    element.styles = { base: 'color: red' }
    await field(1)
    element.styles = { base: 'color: red' }
    element.setAttribute('data-n', '1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(standIn.fields.filter((f) => !f.removed)).toHaveLength(1)
    element.setAttribute('font', 'Roboto')
    const third = await field(2)
    expect(third.config).toMatchObject({ font: 'Roboto' })
  })

  it('reads load-timeout-ms as a number and takes neither plugins nor deviceId from the page defaults', async () => {
    configure({ env: 'prod', merchantId: 'shop', hosts: { api: server.origin }, plugins: [], deviceId: 'd1' })
    document.body.innerHTML =
      '<portico-card-field load-timeout-ms="8000" auto-refresh="false"></portico-card-field>'
    const element = document.querySelector(
      'portico-card-field',
    ) as HTMLElementTagNameMap['portico-card-field']
    const errors = vi.fn()
    element.addEventListener('error', errors)
    const vendor = await field()
    expect(vendor.config).toMatchObject({ authenticationKey: 'key-for-shop' })
    await vi.waitFor(() => expect(element.status).toBe('ready'), { timeout: 3000 })
    expect(errors).not.toHaveBeenCalled()
  })
})
