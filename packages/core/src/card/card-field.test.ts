// @vitest-environment happy-dom
import type { ServerResponse } from 'node:http'
import {
  createCardVendorStandIn,
  page,
  runServedVendorScripts,
  type StandInField,
} from '@portico/test-fixtures/card-vendor'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { CardValidationError, CardVendorError, TokenUnavailableError } from '../errors/card-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { mountCardField } from './card-field'
import type { CardFieldConfig } from './card-field-config'
import type { CardFieldHandle, MountCardFieldOptions } from './card-field-types'

// The vendor's real script and iframe cannot be reached here: the vendor API is the in-test stand-in from
// card-vendor.fixture.ts, either already on the page or installed by a script a real local server serves.
// The provider API (card field config) is that same real server.
const SIGNED: CardFieldConfig = {
  origin: 'http://localhost:3000',
  timestamp: '20250101000000',
  tokenExID: 'tx-id',
  tokenScheme: 'PCI',
  authenticationKey: 'signed-key',
  pci: true,
}
let standIn = createCardVendorStandIn()
let server: LocalServer
let holdNext = 0
const held: ServerResponse[] = []
const handles: CardFieldHandle[] = []

beforeAll(async () => {
  runServedVendorScripts(() => standIn.vendor)
  server = await startLocalServer((request, response) => {
    if (holdNext-- > 0) return void held.push(response)
    if (request.path.startsWith('/vendor.js'))
      return void response
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('window.installCardVendor()')
    const { merchantId } = JSON.parse(request.body || '{}') as { merchantId?: string }
    if (merchantId === 'broken') return sendJson(response, 500, { message: 'down' })
    sendJson(response, 200, SIGNED)
  })
})
beforeEach(() => {
  standIn = createCardVendorStandIn()
  page.TokenEx = standIn.vendor
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
  await server.close()
})

let n = 0
const scriptUrl = () => `${server.origin}/vendor.js?test=${++n}`
function mount(options: Partial<MountCardFieldOptions> = {}, container = document.createElement('div')) {
  document.body.appendChild(container)
  const handle = mountCardField(container, {
    merchantId: 'merchant-1',
    hosts: { api: server.origin },
    ...options,
  } as MountCardFieldOptions)
  handles.push(handle)
  return { handle, container }
}
const ready = (handle: CardFieldHandle) =>
  vi.waitFor(() => expect(handle.status).toBe('ready'), { timeout: 3000 })
const vendorField = async (index = 0): Promise<StandInField> => {
  await vi.waitFor(() => expect(standIn.fields[index]).toBeDefined())
  return standIn.fields[index] as StandInField
}
async function readyField(options: Partial<MountCardFieldOptions> = {}) {
  const { handle, container } = mount(options)
  await ready(handle)
  return { handle, container, field: await vendorField(standIn.fields.length - 1) }
}
// Vendor events arrive asynchronously; a change must reach the field before the next step.
const changed = (handle: CardFieldHandle) => new Promise((resolve) => handle.on('change', resolve))

describe('mountCardField', () => {
  it('mounts card number and CVV in containers of its own with the signed config, placeholders and styles', async () => {
    const { container, field } = await readyField({
      styles: { base: { fontSize: 14, color: 'red' }, focus: 'color: blue', cvv: { base: { fontSize: 12 } } },
      font: 'Inter',
    })
    const [cardBox, cvvBox] = container.children
    expect(field.containerId).toBe(cardBox?.id)
    expect(field.config).toMatchObject({
      ...SIGNED,
      placeholder: '0000 0000 0000 0000',
      cvvPlaceholder: 'CVV',
      enablePrettyFormat: true,
      cvv: true,
      cvvContainerID: cvvBox?.id,
      font: 'Inter',
      debug: false,
      styles: {
        base: 'font-size: 14px; color: red;',
        focus: 'color: blue',
        cvv: { base: 'font-size: 12px;', focus: 'color: blue' },
      },
    })
    expect(cardBox?.querySelector('iframe')).not.toBeNull()
    expect(cvvBox?.querySelector('iframe')).not.toBeNull()
    const [request] = server.requests.filter((r) => r.path === '/api/tokenize/iframe/config').slice(-1)
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toEqual({ origins: [location.origin], merchantId: 'merchant-1' })
  })

  it('becomes ready 350 ms after the vendor load event and tells its subscribers', async () => {
    vi.useFakeTimers()
    const { handle } = mount({ config: SIGNED })
    const onReady = vi.fn()
    const onStatus = vi.fn(() => handle.status)
    handle.on('ready', onReady)
    handle.subscribe(onStatus)
    await vi.advanceTimersByTimeAsync(349)
    expect(handle.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(handle.status).toBe('ready')
    expect(onReady).toHaveBeenCalledOnce()
    expect(onStatus).toHaveReturnedWith('ready')
  })

  it('says "Unable to get token" while the field is not ready', async () => {
    const { handle } = mount({ config: SIGNED })
    await expect(handle.getToken()).rejects.toThrow(new TokenUnavailableError())
  })

  it('returns the cached token while the card is unchanged and tokenizes again after any change', async () => {
    const { handle, field } = await readyField()
    field.type('4242 4242 4242 4242')
    field.typeCvv('123')
    await changed(handle)
    const [first, same] = await Promise.all([handle.getToken(), handle.getToken()])
    expect(first).toMatchObject({ lastFour: '4242', cardType: 'visa', brand: 'VISA' })
    expect(same).toBe(first)
    expect(await handle.getToken()).toBe(first)
    expect(field.tokenizeCalls).toBe(1)

    field.type('5555 5555 5555 4444')
    await changed(handle)
    const second = await handle.getToken()
    expect(second.token).not.toBe(first.token)
    expect(second.brand).toBe('MSTR')
    field.typeCvv('321')
    await changed(handle)
    expect((await handle.getToken()).token).not.toBe(second.token)
    expect(field.tokenizeCalls).toBe(3)
  })

  it('feeds every call through the vendor listeners it registered once', async () => {
    const { handle, field } = await readyField()
    const registered = field.listenerCount
    for (const cvv of ['111', '222', '333']) {
      field.type('4242424242424242')
      field.typeCvv(cvv)
      await changed(handle)
      await handle.getToken()
    }
    expect(field.tokenizeCalls).toBe(3)
    expect(field.listenerCount).toBe(registered)
  })

  it('fails with a validation error that names the invalid part, and caches nothing', async () => {
    const { handle, field } = await readyField()
    field.type('4242 4242 4242 4241')
    field.typeCvv('123')
    await changed(handle)
    await expect(handle.getToken()).rejects.toMatchObject({ code: 'CARD_INVALID', fields: ['card'] })
    field.type('4242 4242 4242 4242')
    field.typeCvv('12')
    await changed(handle)
    const error = await handle.getToken().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardValidationError)
    expect(error).toMatchObject({ fields: ['cvv'] })
    field.typeCvv('123')
    await changed(handle)
    expect((await handle.getToken()).lastFour).toBe('4242')
    expect(field.tokenizeCalls).toBe(3)
  })

  it('rejects a token call with the vendor error the vendor reports while tokenizing', async () => {
    const { handle, field } = await readyField()
    field.type('4242424242424242')
    const pending = handle.getToken()
    field.emit('error', { error: 'session expired' })
    await expect(pending).rejects.toThrow(new CardVendorError('session expired'))
  })

  it('fails a token call the vendor never answers, and a later call can try again', async () => {
    const { handle, field } = await readyField({ tokenTimeoutMs: 50 })
    field.type('4242424242424242')
    field.typeCvv('123')
    await changed(handle)
    const tokenize = field.tokenize.bind(field)
    Object.assign(field, { tokenize() {} }) // the vendor frame went silent
    await expect(handle.getToken()).rejects.toThrow(/no answer from the card vendor/)
    Object.assign(field, { tokenize })
    expect((await handle.getToken()).lastFour).toBe('4242')
  })

  it('reports a failing config endpoint as a typed error and cannot give a token', async () => {
    const { handle } = mount({ merchantId: 'broken' })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ code: 'API_REQUEST_FAILED', status: 500 })
    expect(handle.status).toBe('error')
    await expect(handle.getToken()).rejects.toMatchObject({ message: 'Unable to get token', cause: error })
    expect(standIn.fields).toHaveLength(0)
  })

  it('puts two fields on one page with one script, their own containers and their own tokens', async () => {
    delete page.TokenEx
    const hosts = { api: server.origin, cardVendorScript: scriptUrl() }
    const one = mount({ hosts })
    const two = mount({ hosts })
    const three = mount({ hosts })
    await Promise.all([ready(one.handle), ready(two.handle), ready(three.handle)])
    expect(document.querySelectorAll('script')).toHaveLength(1)
    expect(server.requests.filter((r) => hosts.cardVendorScript.endsWith(r.path))).toHaveLength(1)
    const ids = standIn.fields.map((f) => f.containerId)
    expect(new Set(ids).size).toBe(3)

    const fieldIn = (container: HTMLElement) =>
      standIn.fields.find((f) => container.contains(document.getElementById(f.containerId))) as StandInField
    fieldIn(one.container).type('4242424242424242')
    fieldIn(one.container).typeCvv('123')
    fieldIn(two.container).type('378282246310005')
    fieldIn(two.container).typeCvv('1234')
    await Promise.all([changed(one.handle), changed(two.handle)])
    const [tokenA, tokenB] = await Promise.all([one.handle.getToken(), two.handle.getToken()])
    expect(tokenA).toMatchObject({ lastFour: '4242', brand: 'VISA' })
    expect(tokenB).toMatchObject({ lastFour: '0005', brand: 'AMEX' })
  })

  it('creates no vendor field when destroyed while the script loads, and leaves nothing behind', async () => {
    delete page.TokenEx
    holdNext = 1
    const url = scriptUrl()
    const { handle, container } = mount({ config: SIGNED, hosts: { cardVendorScript: url } })
    const onError = vi.fn()
    handle.on('error', onError)
    await vi.waitFor(() => expect(held).not.toHaveLength(0))
    handle.destroy()
    expect(handle.status).toBe('destroyed')
    expect(container.children).toHaveLength(0)

    held.at(-1)?.writeHead(200, { 'content-type': 'text/javascript' }).end('window.installCardVendor()')
    await vi.waitFor(() => expect(page.TokenEx).toBe(standIn.vendor))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(standIn.fields).toHaveLength(0)
    expect(onError).not.toHaveBeenCalled()
  })

  it('destroys the vendor field, rejects a pending token call, ignores late events, and can be called twice', async () => {
    const { handle, field, container } = await readyField()
    const onChange = vi.fn()
    const onStatus = vi.fn()
    handle.on('change', onChange)
    handle.subscribe(onStatus)
    field.type('4242424242424242')
    field.typeCvv('123')
    await changed(handle)
    onChange.mockClear()
    const pending = handle.getToken()
    handle.destroy()
    handle.destroy()
    await expect(pending).rejects.toBeInstanceOf(TokenUnavailableError)
    expect(field.removed).toBe(true)
    expect(container.children).toHaveLength(0)
    field.emit('change', { isValid: true })
    field.emit('load')
    expect(onChange).not.toHaveBeenCalled()
    expect(onStatus).toHaveBeenCalledOnce()
    expect(handle.status).toBe('destroyed')
    await expect(handle.getToken()).rejects.toBeInstanceOf(TokenUnavailableError)
  })

  it('never becomes ready when destroyed between the vendor load event and the ready delay', async () => {
    vi.useFakeTimers()
    const { handle } = mount({ config: SIGNED })
    const onReady = vi.fn()
    handle.on('ready', onReady)
    await vi.advanceTimersByTimeAsync(100)
    handle.destroy()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onReady).not.toHaveBeenCalled()
    expect(handle.status).toBe('destroyed')
  })

  it('tells the merchant about changes with validity and brand, and about focus per part', async () => {
    const { handle, field } = await readyField()
    const changes: unknown[] = []
    const focus = vi.fn()
    handle.on('change', (change) => changes.push(change))
    handle.on('focus', focus)
    field.type('4242424242424242')
    await vi.waitFor(() => expect(changes).toContainEqual(expect.objectContaining({ brand: 'VISA' })))
    expect(changes).toContainEqual(
      expect.objectContaining({ field: 'card', isValid: true, isCvvValid: false }),
    )
    field.emit('cvvFocus')
    expect(focus).toHaveBeenCalledWith({ field: 'cvv' })
  })

  it('mounts a card-only field without a CVV input', async () => {
    const { container, field } = await readyField({ mode: 'card-only', config: SIGNED })
    expect(container.children).toHaveLength(1)
    expect(field.config).toMatchObject({ cvv: false, placeholder: '0000 0000 0000 0000' })
    expect(field.config.cvvContainerID).toBeUndefined()
  })

  it.each([
    ['VISA', 'visa'],
    ['MSTR', 'masterCard'],
    ['AMEX', 'americanExpress'],
    ['DISC', 'discover'],
  ] as const)(
    'mounts a CVV-only field for a saved %s card as the vendor brand %s',
    async (cardBrand, cardType) => {
      const { handle, field, container } = await readyField({
        mode: 'cvv-only',
        token: 'saved-token',
        cardBrand,
      })
      expect(container.children).toHaveLength(1)
      expect(field.containerId).toBe(container.children[0]?.id)
      expect(field.config).toMatchObject({
        cvvOnly: true,
        cvv: true,
        token: 'saved-token',
        cardType,
        placeholder: 'CVV',
      })
      const [request] = server.requests.slice(-1)
      expect(JSON.parse(request?.body ?? '')).toMatchObject({ token: 'saved-token' })
      field.typeCvv(cardBrand === 'AMEX' ? '1234' : '123')
      await changed(handle)
      expect((await handle.getToken()).token).toBe('saved-token')
    },
  )

  it('refuses options it cannot work with', () => {
    const container = document.createElement('div')
    expect(() => mountCardField(container, { mode: 'cvv-only' } as MountCardFieldOptions)).toThrow(
      InvalidOptionError,
    )
    expect(() => mountCardField(container, {})).toThrow(/merchantId, checkoutJwt or a ready config/)
    expect(container.children).toHaveLength(0)
  })
})
