// @vitest-environment happy-dom
import { page, type StandInField } from '@portico/test-fixtures/card-vendor'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { CardFieldExpiredError, CardVendorError, TokenUnavailableError } from '../errors/card-errors'
import { cardFieldBench, SIGNED } from './card-field.test-helper'
import type { CardVendor } from './card-vendor'

// The vendor's field lives `expiresInSeconds` after load and says `expired` then (the stand-in keeps that
// clock); a field that cannot load, or whose configuration does not come, fails and can be retried.
const bench = cardFieldBench()
const { mount, ready } = bench
const READY_MS = 350
// vi.waitFor moves fake clocks on: under fake timers the tests read the stand-in's fields directly.
const made = (index = 0) => bench.standIn.fields[index] as StandInField
const silence = (field: StandInField) => Object.assign(field, { tokenize() {} })
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

describe('an expiring card field', () => {
  it('fails a pending getToken() at once when the field expires, then becomes a fresh field', async () => {
    vi.useFakeTimers()
    const config = vi.fn(async () => SIGNED)
    const { handle } = mount({ config, expiresInSeconds: 120, tokenTimeoutMs: 600_000 })
    const statuses = bench.statuses(handle)
    const onExpired = vi.fn()
    handle.on('expired', onExpired)
    await vi.advanceTimersByTimeAsync(READY_MS)
    const field = made()
    await field.type('4242424242424242')
    await field.typeCvv('123')
    const pending = outcome(silence(field) && handle.getToken())

    await vi.advanceTimersByTimeAsync(120_000 - READY_MS)
    const { error } = (await pending) as { error: unknown }
    expect(error).toBeInstanceOf(CardFieldExpiredError)
    expect(error).toMatchObject({ code: 'CARD_FIELD_EXPIRED' })
    expect(onExpired).toHaveBeenCalledOnce()
    expect(field.removed).toBe(true)
    await vi.advanceTimersByTimeAsync(READY_MS)
    expect(statuses).toEqual(['ready', 'expired', 'loading', 'ready'])
    expect(config).toHaveBeenCalledTimes(2)
    const fresh = made(1)
    await fresh.type('5555555555554444')
    await fresh.typeCvv('123')
    expect(await handle.getToken()).toMatchObject({ lastFour: '4444' })
  })

  it('stays expired with autoRefresh off, and refresh() makes a fresh field', async () => {
    const config = vi.fn(async () => SIGNED)
    const { handle } = mount({ config, autoRefresh: false })
    await ready(handle)
    const field = await bench.vendorField()
    await field.type('4242424242424242')
    await field.typeCvv('123')
    const pending = outcome(silence(field) && handle.getToken())
    field.emit('expired', {})
    expect(((await pending) as { error: unknown }).error).toBeInstanceOf(CardFieldExpiredError)
    expect(handle.status).toBe('expired')
    await expect(handle.getToken()).rejects.toBeInstanceOf(CardFieldExpiredError)
    expect(field.removed).toBe(false) // the vendor's dead inputs stay until the merchant refreshes

    handle.refresh()
    expect(handle.status).toBe('loading')
    await ready(handle)
    expect(field.removed).toBe(true)
    expect(config).toHaveBeenCalledTimes(2)
    expect(bench.standIn.fields).toHaveLength(2)
  })

  it('swaps an untouched field for a fresh one a minute before it expires', async () => {
    vi.useFakeTimers()
    const onExpired = vi.fn()
    const { handle } = mount({ config: async () => SIGNED, expiresInSeconds: 180 })
    handle.on('expired', onExpired)
    await vi.advanceTimersByTimeAsync(READY_MS)
    const first = made()
    await vi.advanceTimersByTimeAsync(120_000 - READY_MS - 1)
    expect(first.removed).toBe(false)
    await vi.advanceTimersByTimeAsync(1 + READY_MS)
    expect(first.removed).toBe(true)
    expect(handle.status).toBe('ready')
    expect(bench.standIn.fields).toHaveLength(2)
    expect(onExpired).not.toHaveBeenCalled()
  })

  it('keeps a field the customer touched until it expires', async () => {
    vi.useFakeTimers()
    const { handle } = mount({ config: async () => SIGNED, expiresInSeconds: 180 })
    await vi.advanceTimersByTimeAsync(READY_MS)
    const first = made()
    await first.type('4242', { stay: true })
    await vi.advanceTimersByTimeAsync(179_000)
    expect(first.removed).toBe(false)
    expect(handle.status).toBe('ready')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(first.removed).toBe(true)
  })

  it('says expired and waits for refresh() when its fixed configuration cannot be fetched again', async () => {
    vi.useFakeTimers()
    const { handle } = mount({ config: SIGNED, expiresInSeconds: 90 })
    await vi.advanceTimersByTimeAsync(90_000 + READY_MS)
    expect(handle.status).toBe('expired')
    expect(bench.standIn.fields).toHaveLength(1)
    handle.refresh()
    await vi.advanceTimersByTimeAsync(READY_MS)
    expect(handle.status).toBe('ready')
    expect(bench.standIn.fields[1]?.config).toMatchObject(SIGNED)
  })
})

describe('a card field that cannot load', () => {
  it('goes to error when the configuration request times out, and refresh() retries it', async () => {
    bench.holdConfigs = true
    const { handle } = mount({ apiTimeoutMs: 500 })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ failure: 'timeout' })
    expect(handle.status).toBe('error')
    await expect(handle.getToken()).rejects.toMatchObject({ cause: error })

    bench.holdConfigs = false
    handle.refresh()
    await ready(handle)
    expect(bench.standIn.fields).toHaveLength(1)
  })

  it('takes reload(), the name every handle shares, as refresh()', async () => {
    bench.holdConfigs = true
    const { handle } = mount({ apiTimeoutMs: 500 })
    await new Promise((resolve) => handle.on('error', resolve))
    expect(handle.status).toBe('error')

    bench.holdConfigs = false
    handle.reload()
    await ready(handle)
    expect(handle.status).toBe('ready')
    expect(bench.standIn.fields).toHaveLength(1)
  })

  it('goes to error when the vendor inputs never load, and refresh() makes new ones', async () => {
    const vendor = bench.standIn.vendor
    let made = 0
    page.TokenEx = {
      Iframe: function Iframe(id: string, config: never) {
        const field = new vendor.Iframe(id, config)
        if (++made === 1) field.load = () => {} // a frame blocked by the page's CSP says nothing
        return field
      },
    } as unknown as CardVendor
    const { handle } = mount({ config: async () => SIGNED, loadTimeoutMs: 100 })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toBeInstanceOf(CardVendorError)
    expect((error as Error).message).toMatch(/did not load within 100 ms/)
    await expect(handle.getToken()).rejects.toBeInstanceOf(TokenUnavailableError)

    handle.refresh()
    await ready(handle)
    expect(bench.standIn.fields[0]?.removed).toBe(true)
  })

  it('goes to error when the merchant config function throws, and refresh() asks it again', async () => {
    let calls = 0
    const { handle } = mount({
      config: () => {
        if (++calls === 1) throw new Error('my server is down')
        return Promise.resolve(SIGNED)
      },
    })
    const error = await new Promise((resolve) => handle.on('error', resolve))
    expect(error).toMatchObject({ code: 'CARD_VENDOR_ERROR', cause: new Error('my server is down') })
    handle.refresh()
    await ready(handle)
    expect(calls).toBe(2)
  })
})
