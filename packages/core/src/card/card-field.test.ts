// @vitest-environment happy-dom
import { page, type StandInField } from '@portico/test-fixtures/card-vendor'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { TokenUnavailableError } from '../errors/card-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { mountCardField } from './card-field'
import { cardFieldBench, SIGNED } from './card-field.test-helper'
import type { MountCardFieldOptions } from './card-field-types'

// Mounting, options and teardown; tokens are in card-field-token.test.ts, expiry and retries in
// card-field-expiry.test.ts.
const bench = cardFieldBench()
const { mount, ready, readyField } = bench

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
    const [request] = bench.server.requests.filter((r) => r.path === '/api/tokenize/iframe/config').slice(-1)
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toEqual({ origins: [location.origin], merchantId: 'merchant-1' })
  })

  it('asks the vendor for live validity, autofill, a numeric keypad and labelled, required inputs', async () => {
    const { field } = await readyField()
    expect(field.config).toMatchObject({
      enableValidateOnKeyUp: true,
      enableValidateOnCvvKeyUp: true,
      enableAutoComplete: true,
      inputMode: 'numeric',
      enableAriaRequired: true,
      customDataLabel: 'Card number',
      customCvvDataLabel: 'CVV',
    })
    expect(field.config.enableValidateOnBlur).toBeUndefined()
    expect(field.config.expiresInSeconds).toBeUndefined()
  })

  it.each([
    [{ liveValidation: 'blur' }, { enableValidateOnBlur: true }, ['enableValidateOnKeyUp']],
    [{ liveValidation: 'off' }, {}, ['enableValidateOnKeyUp', 'enableValidateOnBlur']],
    [
      { autoComplete: false, inputMode: 'text', ariaRequired: false, label: 'Número', cvvLabel: 'CVC' },
      {
        enableAutoComplete: false,
        inputMode: 'text',
        enableAriaRequired: false,
        customDataLabel: 'Número',
        customCvvDataLabel: 'CVC',
      },
      [],
    ],
    [
      { title: 'Card', cvvTitle: 'Code', expiresInSeconds: 300 },
      { title: 'Card', cvvTitle: 'Code', expiresInSeconds: 300 },
      [],
    ],
    [
      { mode: 'cvv-only', token: 'saved', cardBrand: 'VISA' },
      { enableValidateOnBlur: true, customDataLabel: 'CVV' },
      ['enableValidateOnKeyUp', 'enableValidateOnCvvKeyUp', 'customCvvDataLabel'],
    ],
  ] as const)('passes %o to the vendor as %o', async (options, expected, absent) => {
    const { field } = await readyField({ config: SIGNED, ...options } as Partial<MountCardFieldOptions>)
    expect(field.config).toMatchObject(expected)
    for (const name of absent) expect(field.config[name], name).toBeUndefined()
  })

  it('becomes ready 350 ms after the vendor load event and tells its subscribers', async () => {
    vi.useFakeTimers()
    const { handle } = mount({ config: SIGNED })
    const onReady = vi.fn()
    const statuses = bench.statuses(handle)
    handle.on('ready', onReady)
    await vi.advanceTimersByTimeAsync(349)
    expect(handle.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(handle.status).toBe('ready')
    expect(onReady).toHaveBeenCalledOnce()
    expect(statuses).toEqual(['ready'])
  })

  it('keeps the vendor frames from scrolling once they loaded', async () => {
    const { container } = await readyField()
    const frames = [...container.querySelectorAll('iframe')]
    expect(frames).toHaveLength(2)
    for (const frame of frames) expect(frame.getAttribute('scrolling')).toBe('no')
  })

  it('says "Unable to get token" while the field is not ready', async () => {
    const { handle } = mount({ config: SIGNED })
    await expect(handle.getToken()).rejects.toThrow(new TokenUnavailableError())
  })

  it('reports a failing config endpoint as a typed error and cannot give a token', async () => {
    const { handle } = mount({ merchantId: 'broken' })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ code: 'API_REQUEST_FAILED', status: 500 })
    expect(handle.status).toBe('error')
    await expect(handle.getToken()).rejects.toMatchObject({ message: 'Unable to get token', cause: error })
    expect(bench.standIn.fields).toHaveLength(0)
  })

  it('reports a configuration the vendor refuses as an error, not a field that never loads', async () => {
    const { handle } = mount({ config: { ...SIGNED, use3DS: true } })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toMatchObject({
      code: 'CARD_VENDOR_ERROR',
      message: expect.stringMatching(/Invalid Config Object: Missing threeDSMethodNotificationUrl/),
    })
    expect(handle.status).toBe('error')
  })

  it('puts two fields on one page with one script, their own containers and their own tokens', async () => {
    delete page.TokenEx
    const hosts = { api: bench.server.origin, cardVendorScript: bench.scriptUrl() }
    const one = mount({ hosts })
    const two = mount({ hosts })
    const three = mount({ hosts })
    await Promise.all([ready(one.handle), ready(two.handle), ready(three.handle)])
    expect(document.querySelectorAll('script')).toHaveLength(1)
    expect(bench.server.requests.filter((r) => hosts.cardVendorScript.endsWith(r.path))).toHaveLength(1)
    const ids = bench.standIn.fields.map((f) => f.containerId)
    expect(new Set(ids).size).toBe(3)

    const fieldIn = (container: HTMLElement) =>
      bench.standIn.fields.find((f) =>
        container.contains(document.getElementById(f.containerId)),
      ) as StandInField
    await fieldIn(one.container).type('4242424242424242')
    await fieldIn(one.container).typeCvv('123')
    await fieldIn(two.container).type('378282246310005')
    await fieldIn(two.container).typeCvv('1234')
    const [tokenA, tokenB] = await Promise.all([one.handle.getToken(), two.handle.getToken()])
    expect(tokenA).toMatchObject({ lastFour: '4242', brand: 'VISA' })
    expect(tokenB).toMatchObject({ lastFour: '0005', brand: 'AMEX' })
  })

  it('creates no vendor field when destroyed while the script loads, and leaves nothing behind', async () => {
    delete page.TokenEx
    bench.holdNext = 1
    const url = bench.scriptUrl()
    const { handle, container } = mount({ config: SIGNED, hosts: { cardVendorScript: url } })
    const onError = vi.fn()
    handle.on('error', onError)
    await vi.waitFor(() => expect(bench.held).not.toHaveLength(0))
    handle.destroy()
    expect(handle.status).toBe('destroyed')
    expect(container.children).toHaveLength(0)

    bench.held.at(-1)?.writeHead(200, { 'content-type': 'text/javascript' }).end('window.installCardVendor()')
    await vi.waitFor(() => expect(page.TokenEx).toBe(bench.standIn.vendor))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(bench.standIn.fields).toHaveLength(0)
    expect(onError).not.toHaveBeenCalled()
  })

  it('destroys the vendor field, rejects a pending token call, ignores late events, and can be called twice', async () => {
    const { handle, field, container } = await readyField()
    const onChange = vi.fn()
    const statuses = bench.statuses(handle)
    handle.on('change', onChange)
    await field.type('4242424242424242')
    await field.typeCvv('123')
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
    expect(statuses).toEqual(['destroyed'])
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

  it('tells the merchant about focus and blur per part', async () => {
    const { handle, field } = await readyField()
    const seen: unknown[] = []
    handle.on('focus', (event) => seen.push(['focus', event.field]))
    handle.on('blur', (event) => seen.push(['blur', event.field]))
    await field.type('4242424242424242')
    await field.typeCvv('123')
    await vi.waitFor(() => expect(seen).toHaveLength(4))
    expect(seen).toEqual([
      ['focus', 'card'],
      ['blur', 'card'],
      ['focus', 'cvv'],
      ['blur', 'cvv'],
    ])
  })

  it('mounts a card-only field without a CVV input', async () => {
    const { container, field } = await readyField({ mode: 'card-only', config: SIGNED })
    expect(container.children).toHaveLength(1)
    expect(field.config).toMatchObject({ cvv: false, placeholder: '0000 0000 0000 0000' })
    expect(field.config.cvvContainerID).toBeUndefined()
    expect(field.config.enableValidateOnCvvKeyUp).toBeUndefined()
  })

  it('refuses options it cannot work with', () => {
    const container = document.createElement('div')
    expect(() => mountCardField(container, { mode: 'cvv-only' } as MountCardFieldOptions)).toThrow(
      InvalidOptionError,
    )
    expect(() => mountCardField(container, {})).toThrow(/merchantId, checkoutJwt or a ready config/)
    for (const expiresInSeconds of [0, 1201, 1.5, Number.NaN])
      expect(() => mountCardField(container, { config: SIGNED, expiresInSeconds })).toThrow(
        /expiresInSeconds/,
      )
    // Each of these would make its timer fire at once, failing every load or tokenization as a timeout.
    for (const name of ['scriptTimeoutMs', 'tokenTimeoutMs', 'apiTimeoutMs', 'loadTimeoutMs'] as const)
      for (const ms of [0, -1, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY])
        expect(() => mountCardField(container, { config: SIGNED, [name]: ms })).toThrow(
          expect.objectContaining({ code: 'INVALID_OPTION', option: name }),
        )
    expect(container.children).toHaveLength(0)
  })
})

describe('mountCardField: update and reload', () => {
  it('changes nothing for the same data or new callbacks, and makes a fresh field for new options', async () => {
    const { handle, container } = await readyField({ label: 'Card', onEvent: () => {} })
    const seen = bench.statuses(handle)
    handle.update({
      merchantId: 'merchant-1',
      hosts: { api: bench.server.origin },
      label: 'Card',
      onEvent: () => {},
    } as MountCardFieldOptions)
    expect(seen).toEqual([])
    expect(bench.standIn.fields).toHaveLength(1)
    handle.update({
      merchantId: 'merchant-1',
      hosts: { api: bench.server.origin },
      label: 'Number',
    } as MountCardFieldOptions)
    await ready(handle)
    expect(seen).toEqual(['loading', 'ready'])
    const field = await bench.vendorField(1)
    expect(field.config.customDataLabel).toBe('Number')
    // The same containers: only the vendor's inputs were made again.
    expect(container.children).toHaveLength(2)
  })

  it('lays out new inputs when the mode changes, and refuses bad options keeping the field', async () => {
    const { handle, container } = await readyField()
    const options = { merchantId: 'merchant-1', hosts: { api: bench.server.origin } }
    // A CVV-only field needs the saved card's token and brand.
    expect(() => handle.update({ ...options, mode: 'cvv-only' } as MountCardFieldOptions)).toThrow(
      InvalidOptionError,
    )
    expect(handle.status).toBe('ready')
    handle.update({ ...options, mode: 'card-only' } as MountCardFieldOptions)
    await ready(handle)
    expect(container.children).toHaveLength(1)
    expect((await bench.vendorField(1)).config.cvv).toBeFalsy()
  })

  it('loads again on reload(), after an error too', async () => {
    const { handle } = mount({ merchantId: 'broken' })
    await vi.waitFor(() => expect(handle.status).toBe('error'))
    handle.update({ merchantId: 'merchant-1', hosts: { api: bench.server.origin } } as MountCardFieldOptions)
    await ready(handle)
    handle.reload()
    expect(handle.status).toBe('loading')
    await ready(handle)
  })
})
