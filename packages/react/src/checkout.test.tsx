// @vitest-environment happy-dom
import { BlockchainNotSupportedError } from '@portico/core'
import { act, cleanup, render } from '@testing-library/react'
import { Component, type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  checkoutPageForSuite,
  heightId,
  iframes,
  inProvider,
  mountInProvider,
  nextLoad,
  send,
  settle,
  testPlugin,
  theIframe,
  watchMessageListeners,
} from './checkout.test-helper'
import type { CheckoutProps } from './checkout-props'
import { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'

// The checkout is a real page on 127.0.0.1 (cross-origin to the test page); its messages are dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = checkoutPageForSuite()

const hosts = () => ({ checkout: page.origin })
const mount = (ui: ReactNode) => mountInProvider(ui, { hosts: hosts() })
const purchase = (props: Partial<CheckoutProps<'react-test'>> = {}) => (
  <Purchase blockchain="react-test" wallet={{ address: 'W1' }} {...props} />
)
async function loaded(iframe = theIframe()) {
  await vi.waitFor(() => expect(page.hits.length).toBeGreaterThan(0))
  await send(iframe, page.origin, 'loaded')
}

/** A merchant page that re-renders the checkout with new inline callbacks and objects each time. */
function Shop({ calls, expose }: { calls: number[]; expose: (rerender: () => void) => void }) {
  const [n, setN] = useState(0)
  expose(() => setN((x) => x + 1))
  return purchase({
    cents: 100,
    theme: { primary: '#123456' },
    customerInfo: { name: 'Ada' },
    wallet: { address: 'W1' },
    transaction: { to: 'bob' },
    onSuccess: () => calls.push(n),
    onHeightChange: () => {},
  })
}

/** A merchant page whose inline wallet signs with the number of the render that made it. */
function Signer({ expose }: { expose: (rerender: () => void) => void }) {
  const [n, setN] = useState(0)
  expose(() => setN((x) => x + 1))
  return purchase({
    transaction: { to: 'bob' },
    theme: { primary: '#123456' },
    wallet: { address: 'W1', sign: async () => `signed by render ${n}` },
  })
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError = (error: unknown) => ({ error })
  override render() {
    return this.state.error ? <p>{String(this.state.error)}</p> : this.props.children
  }
}

describe('checkout components', () => {
  it('embed one iframe at the page route, with the provider config, the wallet and a URL-safe height id', async () => {
    await mount(purchase({ cents: 500, transaction: { to: 'bob' } }))
    const url = new URL(theIframe().src)
    expect(url.origin).toBe(page.origin)
    expect(url.pathname).toBe('/react-test/purchase-v2/shop')
    expect(url.searchParams.get('pubkey')).toBe('W1')
    expect(url.searchParams.get('transaction')).toBe('tx-bob')
    expect(url.searchParams.get('cents')).toBe('500')
    expect(heightId(theIframe())).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it('open each page at its own route', async () => {
    const props = { blockchain: 'react-test', wallet: { address: 'W1' } } as const
    await mount(
      <>
        <Withdraw {...props} />
        <PurchaseHistory {...props} />
        <WithdrawHistory {...props} />
      </>,
    )
    expect(iframes().map((f) => new URL(f.src).pathname)).toEqual([
      '/react-test/withdraw/shop',
      '/react-test/history/purchase/shop',
      '/react-test/history/withdraw/shop',
    ])
  })

  it('let component props win over the provider', async () => {
    await mountInProvider(purchase({ merchantId: 'other', hosts: hosts(), heightChangeId: 'given' }), {
      merchantId: 'shop',
      hosts: { checkout: 'http://127.0.0.1:9' },
    })
    const url = new URL(theIframe().src)
    expect(url.origin + url.pathname).toBe(`${page.origin}/react-test/purchase-v2/other`)
    expect(url.searchParams.get('useHeightChange')).toBe('given')
  })

  it('leave exactly one iframe, one navigation and one message listener after a StrictMode double mount', async () => {
    const listeners = watchMessageListeners()
    await mountInProvider(purchase(), { hosts: hosts() }, { strict: true })
    const iframe = theIframe()
    await nextLoad(iframe)
    expect(iframes()).toHaveLength(1)
    expect(page.hits).toHaveLength(1)
    expect(listeners.added()).toBe(1)
    expect(listeners.live()).toBe(1)
    const onSuccess = vi.fn()
    cleanup()
    expect(iframe.isConnected).toBe(false)
    // The surface goes one microtask after its element: a StrictMode detach and attach keeps it.
    await Promise.resolve()
    expect(listeners.live()).toBe(0)
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('never reload or rebind across 200 re-renders with inline callbacks and equal new objects', async () => {
    const listeners = watchMessageListeners()
    const calls: number[] = []
    let rerender = () => {}
    await mount(<Shop calls={calls} expose={(next) => (rerender = next)} />)
    const iframe = theIframe()
    const src = iframe.src
    await nextLoad(iframe)
    for (let i = 0; i < 200; i++) await act(async () => rerender())
    await settle()
    expect(theIframe()).toBe(iframe)
    expect(iframe.src).toBe(src)
    expect(page.hits).toHaveLength(1)
    expect(listeners.added()).toBe(1)
    await send(iframe, page.origin, 'success', '', { paymentId: 'p1' })
    expect(calls).toEqual([200])
  })

  /** What the page answers the checkout's `signMessage pay`. */
  async function signReply(iframe: HTMLIFrameElement) {
    const reply = new Promise((resolve) => {
      vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(resolve)
    })
    await send(iframe, page.origin, 'signMessage', 'pay')
    return reply
  }

  it('build no URL for re-renders with the same data, and serve requests with the latest inline wallet', async () => {
    // The plugin counts its encodings: each URL built encodes the transaction once.
    const encode = vi.spyOn(testPlugin, 'encodeTransaction')
    let rerender = () => {}
    await mount(<Signer expose={(next) => (rerender = next)} />)
    const iframe = theIframe()
    await nextLoad(iframe)
    const built = encode.mock.calls.length
    for (let i = 0; i < 20; i++) await act(async () => rerender())
    expect(encode).toHaveBeenCalledTimes(built)
    expect(await signReply(iframe)).toBe('signed by render 20')
    expect(page.hits).toHaveLength(1)
  })

  it('answer with the latest plugin when a re-render makes it again with the same data', async () => {
    // A plugin factory whose setting lives in its closure, as evm({ chains }) keeps its chains.
    const tagged = (tag: string) => ({
      ...testPlugin,
      handlers: () => ({ signMessage: async (data: string) => `${tag} signed ${data}` }),
    })
    const view = await mountInProvider(purchase(), { hosts: hosts(), plugins: [tagged('first')] })
    const iframe = theIframe()
    await nextLoad(iframe)
    await act(async () =>
      view.rerender(inProvider(purchase(), { hosts: hosts(), plugins: [tagged('second')] })),
    )
    expect(await signReply(iframe)).toBe('second signed pay')
    expect(page.hits).toHaveLength(1)
  })

  it('reload once when the URL really changes (a new amount or wallet)', async () => {
    const listeners = watchMessageListeners()
    const view = await mount(purchase({ cents: 100 }))
    const iframe = theIframe()
    await nextLoad(iframe)
    let reloaded = nextLoad(iframe)
    await view.rerenderInProvider(purchase({ cents: 250 }))
    await view.rerenderInProvider(purchase({ cents: 250 }))
    await reloaded
    expect(new URL(iframe.src).searchParams.get('cents')).toBe('250')
    reloaded = nextLoad(iframe)
    await view.rerenderInProvider(purchase({ cents: 250, wallet: { address: 'W2' } }))
    await reloaded
    await settle()
    expect(theIframe()).toBe(iframe)
    expect(new URL(iframe.src).searchParams.get('pubkey')).toBe('W2')
    expect(page.hits).toHaveLength(3)
    expect(listeners.live()).toBe(1)
  })

  it("show the checkout's loader in loaderBackground at the reserved height until it says loaded", async () => {
    const view = await mount(purchase({ loaderBackground: '#010203', minHeight: 320 }))
    const holder = view.container.firstElementChild as HTMLElement
    const box = theIframe().parentElement as HTMLElement
    const loader = () => holder.querySelector<HTMLElement>('[role="status"]')
    expect(holder.getAttribute('aria-busy')).toBe('true')
    expect(box.style.minHeight).toBe('320px')
    expect(loader()?.textContent).toBe('Loading checkout')
    expect(loader()?.style.background).toMatch(/#010203|rgb\(1, 2, 3\)/)
    await loaded()
    expect(holder.getAttribute('aria-busy')).toBe('false')
    // The core's box keeps the height until the checkout's first height: nothing falls in between.
    expect(box.style.minHeight).toBe('320px')
    await send(theIframe(), page.origin, `heightChange:${heightId(theIframe())}`, '500')
    expect(box.style.minHeight).toBe('')
    expect(loader()).toBeNull()
    // A reload is loading again.
    const reloaded = nextLoad(theIframe())
    await view.rerenderInProvider(purchase({ loaderBackground: '#010203', minHeight: 320, cents: 5 }))
    expect(holder.getAttribute('aria-busy')).toBe('true')
    expect(loader()).not.toBeNull()
    await reloaded
  })

  it('stop the loader and call onError when the checkout does not load in loadTimeoutMs', async () => {
    const onError = vi.fn()
    const view = await mount(purchase({ loader: <p>Loading checkout…</p>, loadTimeoutMs: 50, onError }))
    const holder = view.container.firstElementChild as HTMLElement
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'CHECKOUT_LOAD_FAILED', reason: 'timeout' })
    await vi.waitFor(() => expect(view.queryByText('Loading checkout…')).toBeNull())
    expect(holder.getAttribute('aria-busy')).toBe('false')
    // A late `loaded` still shows the checkout.
    await loaded()
    expect(holder.childElementCount).toBe(1)
  })

  it("show the loader prop instead of the checkout's, at 400 px by default, with className and style", async () => {
    const view = await mount(
      purchase({ loader: <p>Loading checkout…</p>, className: 'pay', style: { margin: '4px' } }),
    )
    const holder = view.container.firstElementChild as HTMLElement
    expect(holder.className).toBe('pay')
    expect(holder.style.margin).toBe('4px')
    expect((theIframe().parentElement as HTMLElement).style.minHeight).toBe('400px')
    // The merchant's loader alone, in a status region named for the checkout.
    const [status, ...others] = holder.querySelectorAll('[role="status"]')
    expect(others).toHaveLength(0)
    expect(status?.getAttribute('aria-label')).toBe('Loading checkout')
    expect(status?.textContent).toBe('Loading checkout…')
    await loaded()
    expect(view.queryByText('Loading checkout…')).toBeNull()
  })

  it('give success, authDeclined, onLoad and heightChange to the latest callbacks, exactly once each', async () => {
    const first = vi.fn()
    const onSuccess = vi.fn()
    const onAuthDeclined = vi.fn()
    const onLoad = vi.fn()
    const onHeightChange = vi.fn()
    const view = await mount(purchase({ onSuccess: first, maxHeight: 800 }))
    await view.rerenderInProvider(
      purchase({ onSuccess, onAuthDeclined, onLoad, onHeightChange, maxHeight: 800 }),
    )
    const iframe = theIframe()
    await loaded(iframe)
    await send(iframe, page.origin, `heightChange:${heightId(iframe)}`, '900')
    await send(iframe, page.origin, 'success', '', { paymentId: 'p9' })
    await send(iframe, page.origin, 'authDeclined', '', { code: '05' })
    expect(first).not.toHaveBeenCalled()
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(onHeightChange).toHaveBeenCalledExactlyOnceWith(800)
    expect(iframe.style.height).toBe('800px')
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p9' })
    expect(onAuthDeclined).toHaveBeenCalledExactlyOnceWith({ code: '05' })
  })

  it('resize the iframe to the height the checkout asks for, with or without onHeightChange', async () => {
    await mount(purchase({ minHeight: 200 }))
    const iframe = theIframe()
    await nextLoad(iframe)
    await send(iframe, page.origin, `heightChange:${heightId(iframe)}`, '720')
    expect(iframe.style.height).toBe('720px')
    await send(iframe, page.origin, `heightChange:${heightId(iframe)}`, '120')
    expect(iframe.style.height).toBe('200px')
  })

  it('keep two checkouts on one page apart: ids, sizes, callbacks and wallets', async () => {
    const spies = () => ({ onSuccess: vi.fn(), onHeightChange: vi.fn() })
    const a = { ...spies(), sign: vi.fn(async () => 'signed by A') }
    const b = { ...spies(), sign: vi.fn(async () => 'signed by B') }
    const { sign: signA, ...callbacksA } = a
    const { sign: signB, ...callbacksB } = b
    await mount(
      <>
        {purchase({ ...callbacksA, wallet: { address: 'A', sign: signA } })}
        {purchase({ ...callbacksB, wallet: { address: 'B', sign: signB } })}
      </>,
    )
    const [frameA, frameB] = iframes() as [HTMLIFrameElement, HTMLIFrameElement]
    await Promise.all([nextLoad(frameA), nextLoad(frameB)])
    expect(heightId(frameA)).not.toBe(heightId(frameB))
    await send(frameA, page.origin, `heightChange:${heightId(frameA)}`, '640')
    await send(frameB, page.origin, `heightChange:${heightId(frameA)}`, '320')
    expect(frameA.style.height).toBe('640px')
    expect(frameB.style.height).toBe('')
    expect(a.onHeightChange).toHaveBeenCalledExactlyOnceWith(640)
    expect(b.onHeightChange).not.toHaveBeenCalled()
    await send(frameB, page.origin, 'success', '', { n: 1 })
    expect(a.onSuccess).not.toHaveBeenCalled()
    expect(b.onSuccess).toHaveBeenCalledExactlyOnceWith({ n: 1 })
    const repliesToB = vi.spyOn(frameB.contentWindow as Window, 'postMessage')
    await send(frameB, page.origin, 'signMessage', 'm')
    await vi.waitFor(() => expect(repliesToB).toHaveBeenCalledWith('signed by B', page.origin))
    expect(a.sign).not.toHaveBeenCalled()
  })

  it('make no iframe, navigation or listener when unmounted in the task that mounted it', async () => {
    const listeners = watchMessageListeners()
    await act(async () => render(inProvider(purchase(), { hosts: hosts() })).unmount())
    await settle()
    expect(iframes()).toHaveLength(0)
    expect(listeners.added()).toBe(0)
    expect(page.hits).toHaveLength(0)
  })

  it('remove the iframe and its listeners when unmounted while the checkout loads', async () => {
    const listeners = watchMessageListeners()
    const onLoad = vi.fn()
    const view = await mount(purchase({ onLoad }))
    const iframe = theIframe()
    await vi.waitFor(() => expect(page.hits).toHaveLength(1))
    view.unmount()
    expect(iframe.isConnected).toBe(false)
    // The surface goes one microtask after its element: a StrictMode detach and attach keeps it.
    await Promise.resolve()
    expect(listeners.live()).toBe(0)
    await send(iframe, page.origin, 'loaded')
    expect(onLoad).not.toHaveBeenCalled()
  })

  it('send an unsupported blockchain to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = await mountInProvider(<Boundary>{purchase()}</Boundary>, { hosts: hosts(), plugins: [] })
    await act(settle)
    expect(view.container.textContent).toBe(String(new BlockchainNotSupportedError('react-test')))
    expect(iframes()).toHaveLength(0)
  })
})
