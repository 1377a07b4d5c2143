// @vitest-environment happy-dom
import { deliver } from '@portico/test-fixtures/checkout-page'
import { act, cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import { ApplePayButton } from './apple-pay-button'
import { mountInProvider, serveCheckoutPage } from './checkout.test-helper'
import { GooglePayButton } from './google-pay-button'
import { PayPalButton } from './paypal-button'

// The button pages are real pages on 127.0.0.1 (another origin); what they post is dispatched with the
// origin and source a browser would set, as no script runs in happy-dom frames.
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
const say = (frame: HTMLIFrameElement | undefined, message: unknown) =>
  act(async () => deliver(frame?.contentWindow ?? null, page.origin, JSON.stringify(message)))
const navigations = () => page.hits.filter((hit) => hit.startsWith('/form/')).length

describe('payment buttons', () => {
  it('make one button under StrictMode, fire onLoad once, and post 1,000 amount changes with 0 navigations', async () => {
    const onLoad = vi.fn()
    const before = navigations()
    const ui = (cents: number) => (
      <GooglePayButton color="black" subtotal={{ cents }} onLoad={() => onLoad()} />
    )
    const view = await mountInProvider(ui(100), { hosts: hosts() }, { strict: true })
    await vi.waitFor(() => expect(frames()).toHaveLength(1))
    const frame = frames()[0] as HTMLIFrameElement
    expect(new URL(frame.src).pathname).toBe('/form/solana/google-pay/shop')
    await vi.waitFor(() => expect(navigations()).toBe(before + 1))
    const posts = vi.spyOn(frame.contentWindow!, 'postMessage') as Mock
    await say(frame, { method: 'loaded', data: '' })
    for (let cents = 101; cents <= 1100; cents++) await view.rerenderInProvider(ui(cents))
    await say(frame, { method: 'loaded', data: '' })
    expect(frames()).toEqual([frame])
    expect(navigations()).toBe(before + 1)
    expect(new URL(frame.src).searchParams.get('cents')).toBe('100')
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(posts).toHaveBeenCalledTimes(1001)
    expect(posts.mock.calls.at(-1)).toEqual(['updateSubtotal:{"cents":1100}', page.origin])
  })

  it('take the provider plugins, wallet, nonce and onEvent: a custom chain button with its pubkey', async () => {
    const seen: string[] = []
    const ui = (
      <ApplePayButton
        color="black"
        blockchain="react-test"
        wallet={{ address: 'RT-1' }}
        subtotal={{ cents: 9 }}
        onEvent={undefined}
      />
    )
    await mountInProvider(ui, {
      hosts: hosts(),
      onEvent: (event) => seen.push(`${event.surface} ${event.type}`),
    })
    await vi.waitFor(() => expect(frames()).toHaveLength(1))
    const frame = frames()[0] as HTMLIFrameElement
    const url = new URL(frame.src)
    expect(url.pathname).toBe('/form/react-test/apple-pay/shop')
    expect(url.searchParams.get('pubkey')).toBe('RT-1')
    await say(frame, { method: 'loaded', data: '' })
    expect(seen).toEqual(['payment-button load'])
  })

  it('keep two buttons apart: one payment fires only its own button and the latest callback', async () => {
    const apple = vi.fn()
    const google = vi.fn()
    const latest = vi.fn()
    const ui = (onApple: () => void) => (
      <>
        <ApplePayButton color="white" subtotal={{ cents: 5 }} onSuccess={onApple} />
        <GooglePayButton color="white" subtotal={{ cents: 5 }} onSuccess={google} />
      </>
    )
    const view = await mountInProvider(ui(apple), { hosts: hosts() })
    await vi.waitFor(() => expect(frames()).toHaveLength(2))
    await view.rerenderInProvider(ui(latest))
    await say(frames()[0], { method: 'getToken', data: '', info: { paymentId: 'p' } })
    expect(latest).toHaveBeenCalledWith({ paymentId: 'p' })
    expect(apple).not.toHaveBeenCalled()
    expect(google).not.toHaveBeenCalled()
  })

  it('PayPal: onApprove once per payment; the email goes by message to the exact origin', async () => {
    const backdrop = document.createElement('div')
    backdrop.id = 'sheet'
    document.body.append(backdrop)
    const onApprove = vi.fn()
    await mountInProvider(
      <PayPalButton color="white" overlayId="sheet" email="pay@shop.example" onApprove={onApprove} />,
      { hosts: hosts() },
    )
    await vi.waitFor(() => expect(frames()).toHaveLength(1))
    const frame = frames()[0] as HTMLIFrameElement
    expect(frame.src).not.toContain('email')
    const posts = vi.spyOn(frame.contentWindow!, 'postMessage') as Mock
    await say(frame, { method: 'loaded', data: '' })
    expect(posts).toHaveBeenCalledWith(
      JSON.stringify({ method: 'paypalIdentifier', email: 'pay@shop.example' }),
      page.origin,
    )
    await say(frame, { method: 'success', data: '', info: { paymentId: 'pp' } })
    await say(frame, { method: 'success', data: '', info: { paymentId: 'pp' } })
    expect(onApprove).toHaveBeenCalledTimes(1)
  })
})
