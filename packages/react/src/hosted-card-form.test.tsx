// @vitest-environment happy-dom
import { CardFormError } from '@portico/core'
import { deliver } from '@portico/test-fixtures/checkout-page'
import { act, cleanup } from '@testing-library/react'
import { createRef } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mountInProvider, serveCheckoutPage, settle } from './checkout.test-helper'
import { HostedCardForm, type HostedCardFormRef } from './hosted-card-form'

// The form is a real page on 127.0.0.1 (another origin); its messages are dispatched with the origin and
// source a browser would set, as no script runs in happy-dom frames.
let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
const hosts = () => ({ checkout: page.origin })
const frames = () => [...document.querySelectorAll('iframe')]
const say = (frame: HTMLIFrameElement, message: unknown) =>
  act(async () => deliver(frame.contentWindow, page.origin, JSON.stringify(message)))
const loads = () => page.hits.filter((hit) => hit.startsWith('/form/v2/')).length

describe('<HostedCardForm>', () => {
  it("makes one form under StrictMode with the provider's merchant, and tokenizes through its ref", async () => {
    const before = loads()
    const ref = createRef<HostedCardFormRef>()
    await mountInProvider(<HostedCardForm ref={ref} variant="card" />, { hosts: hosts() }, { strict: true })
    await vi.waitFor(() => expect(loads()).toBe(before + 1))
    const [frame] = frames()
    expect(frames()).toHaveLength(1)
    expect(frame?.src).toBe(`${page.origin}/form/v2/card-form?merchantId=shop&useHeightChange=true`)
    await expect(ref.current?.tokenize()).rejects.toBeInstanceOf(CardFormError)
    await say(frame as HTMLIFrameElement, { method: 'loaded' })
    expect(ref.current?.status).toBe('loaded')
    const token = ref.current?.tokenize()
    await say(frame as HTMLIFrameElement, {
      method: 'tokenize',
      data: JSON.stringify({ token: 't1', expMonth: '12', expYear: '2030' }),
    })
    await expect(token).resolves.toEqual({ token: 't1', expMonth: '12', expYear: '2030' })
  })

  it('keeps its form across re-renders with inline callbacks and theme, and calls the latest callbacks', async () => {
    const first = vi.fn()
    const latest = vi.fn()
    const ui = (onInputError: () => void) => (
      <HostedCardForm variant="cvv" token="tok" theme={{ background: '#000' }} onInputError={onInputError} />
    )
    const start = loads()
    const view = await mountInProvider(ui(first), { hosts: hosts() })
    // Its page's request reached the server: any later one would be a reload.
    await vi.waitFor(() => expect(loads()).toBe(start + 1))
    const frame = frames()[0] as HTMLIFrameElement
    const before = loads()
    for (let i = 0; i < 50; i++) await view.rerenderInProvider(ui(i === 49 ? latest : first))
    expect(frames()[0]).toBe(frame)
    expect(loads()).toBe(before)
    await say(frame, {
      method: 'inputError',
      info: { field: 'cvv', message: 'Please enter your CVV to proceed.' },
    })
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledWith({ field: 'cvv', message: 'Please enter your CVV to proceed.' })
  })

  it('makes a new form when its options change in value, its ref following it, and removes it on unmount', async () => {
    const ref = createRef<HostedCardFormRef>()
    const view = await mountInProvider(<HostedCardForm ref={ref} variant="card" />, { hosts: hosts() })
    await vi.waitFor(() => expect(frames()).toHaveLength(1))
    const old = frames()[0]
    await view.rerenderInProvider(<HostedCardForm ref={ref} variant="card-number" />)
    await vi.waitFor(() => expect(frames()[0]).not.toBe(old))
    expect(frames()).toHaveLength(1)
    expect(frames()[0]?.title).toBe('Card number')
    // The old form's removal comes after the new one was made: the ref stays on the new one.
    await act(settle)
    await say(frames()[0] as HTMLIFrameElement, { method: 'loaded' })
    expect(ref.current?.status).toBe('loaded')
    view.unmount()
    await act(settle)
    expect(frames()).toHaveLength(0)
  })
})
