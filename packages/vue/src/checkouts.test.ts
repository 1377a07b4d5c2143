// @vitest-environment happy-dom
import { BlockchainNotSupportedError } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { createApp, h, type VNode } from 'vue'
import type { CheckoutProps } from './checkout-props'
import {
  BankLink,
  PaymentIntentPurchase,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from './checkouts'
import { type PorticoConfig, PorticoPlugin } from './portico-plugin'
import { PorticoProviderMissingError } from './provider-missing-error'
import {
  checkoutPageForSuite,
  heightId,
  mountInApp,
  nextLoad,
  send,
  settle,
  testPlugin,
  theIframe,
  watchMessageListeners,
} from './vue.test-helper'

// The checkout is a real page on 127.0.0.1 (cross-origin to the test page); its messages are dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = checkoutPageForSuite()
const hosts = () => ({ checkout: page.origin })
const purchase = (props: Partial<CheckoutProps<'vue-test'>> & Record<string, unknown> = {}) =>
  h(Purchase, { blockchain: 'vue-test', wallet: { address: 'W1' }, ...props })
async function loaded(iframe = theIframe()) {
  await vi.waitFor(() => expect(page.hits.length).toBeGreaterThan(0))
  await send(iframe, page.origin, 'loaded')
}

describe('checkout components', () => {
  it('embed one iframe at the page route, with the provided config, the wallet and a URL-safe height id', async () => {
    await mountInApp(() => purchase({ cents: 100 }), { hosts: hosts() })
    const url = new URL(theIframe().src)
    expect(url.origin).toBe(page.origin)
    expect(url.pathname).toBe('/vue-test/purchase-v2/shop')
    expect(url.searchParams.get('pubkey')).toBe('W1')
    expect(url.searchParams.get('cents')).toBe('100')
    expect(heightId(theIframe())).toMatch(/^portico_\w+$/)
  })

  it('open each page at its own route, and take kebab-case attributes and props over the plugin', async () => {
    await mountInApp(
      () => [
        h(Withdraw, { blockchain: 'vue-test', 'merchant-id': 'other' }),
        h(PurchaseHistory, { blockchain: 'vue-test' }),
        h(WithdrawHistory, { blockchain: 'vue-test', 'session-key': 'k' }),
      ],
      { hosts: hosts() },
    )
    const paths = [...document.querySelectorAll('iframe')].map((f) => new URL(f.src).pathname)
    expect(paths).toEqual([
      '/vue-test/withdraw/other',
      '/vue-test/history/purchase/shop',
      '/vue-test/history/withdraw/shop',
    ])
    const last = document.querySelectorAll('iframe')[2] as HTMLIFrameElement
    expect(new URL(last.src).searchParams.get('sessionKey')).toBe('k')
  })

  it('never reload or rebind across 1,000 re-renders with inline listeners and equal new objects', async () => {
    const listeners = watchMessageListeners()
    const calls: number[] = []
    const app = await mountInApp(
      (n) =>
        purchase({
          cents: 100,
          theme: { primary: '#123456' },
          customerInfo: { name: 'Ada' },
          wallet: { address: 'W1' },
          transaction: { to: 'bob' },
          onSuccess: () => calls.push(n),
          onHeightChange: () => {},
        }),
      { hosts: hosts() },
    )
    const iframe = theIframe()
    const src = iframe.src
    await nextLoad(iframe)
    for (let i = 0; i < 1000; i++) await app.rerender()
    await settle()
    expect(app.renders.value).toBe(1000)
    expect(theIframe()).toBe(iframe)
    expect(iframe.src).toBe(src)
    expect(page.hits).toHaveLength(1)
    expect(listeners.added()).toBe(1)
    await send(iframe, page.origin, 'success', '', { paymentId: 'p1' })
    expect(calls).toEqual([1000])
  })

  it('serve requests with the latest inline wallet, without building a URL again', async () => {
    const encode = vi.spyOn(testPlugin, 'encodeTransaction')
    const app = await mountInApp(
      (n) =>
        purchase({ transaction: { to: 'bob' }, wallet: { address: 'W1', sign: async () => `render ${n}` } }),
      { hosts: hosts() },
    )
    const iframe = theIframe()
    await nextLoad(iframe)
    const built = encode.mock.calls.length
    for (let i = 0; i < 20; i++) await app.rerender()
    expect(encode).toHaveBeenCalledTimes(built)
    const reply = new Promise((resolve) => {
      vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(resolve)
    })
    await send(iframe, page.origin, 'signMessage', 'pay')
    expect(await reply).toBe('render 20')
  })

  it('reload once when the URL really changes (a new amount or wallet), in the same iframe', async () => {
    const listeners = watchMessageListeners()
    let props: Record<string, unknown> = { cents: 100 }
    const app = await mountInApp(() => purchase(props), { hosts: hosts() })
    const iframe = theIframe()
    await nextLoad(iframe)
    let reloaded = nextLoad(iframe)
    props = { cents: 250 }
    await app.rerender()
    await app.rerender()
    await reloaded
    expect(new URL(iframe.src).searchParams.get('cents')).toBe('250')
    reloaded = nextLoad(iframe)
    props = { cents: 250, wallet: { address: 'W2' } }
    await app.rerender()
    await reloaded
    await settle()
    expect(theIframe()).toBe(iframe)
    expect(new URL(iframe.src).searchParams.get('pubkey')).toBe('W2')
    expect(page.hits).toHaveLength(3)
    expect(listeners.live()).toBe(1)
  })

  it('emit load, heightChange, success and authDeclined to the latest listeners, exactly once each', async () => {
    const first = vi.fn()
    const onSuccess = vi.fn()
    const onAuthDeclined = vi.fn()
    const onLoad = vi.fn()
    const onHeightChange = vi.fn()
    let props: Record<string, unknown> = { onSuccess: first, maxHeight: 800 }
    const app = await mountInApp(() => purchase(props), { hosts: hosts() })
    props = { onSuccess, onAuthDeclined, onLoad, onHeightChange, maxHeight: 800 }
    await app.rerender()
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

  it("show the checkout's loader in loader-background at the reserved height until loaded", async () => {
    const app = await mountInApp(
      () => [
        purchase({
          'loader-background': '#010203',
          'min-height': 320,
          class: 'pay',
          style: { margin: '4px' },
        }),
      ],
      { hosts: hosts() },
    )
    const holder = app.wrapper.element.firstElementChild as HTMLElement
    const box = () => holder.querySelector('iframe')?.parentElement as HTMLElement
    const loader = () => holder.querySelector<HTMLElement>('[role="status"]')
    expect(holder.className).toBe('pay')
    expect(holder.style.margin).toBe('4px')
    expect(holder.getAttribute('aria-busy')).toBe('true')
    expect(box().style.minHeight).toBe('320px')
    expect(loader()?.textContent).toBe('Loading checkout')
    expect(loader()?.style.background).toMatch(/#010203|rgb\(1, 2, 3\)/)
    await loaded()
    expect(holder.getAttribute('aria-busy')).toBe('false')
    // The core's box keeps the height until the checkout's first height: nothing falls in between.
    expect(box().style.minHeight).toBe('320px')
    await send(theIframe(), page.origin, `heightChange:${heightId(theIframe())}`, '500')
    expect(box().style.minHeight).toBe('')
    expect(loader()).toBeNull()
  })

  it("render the #loader slot instead of the checkout's loader, at 400 px by default", async () => {
    const app = await mountInApp(
      () => h(Purchase, { blockchain: 'vue-test' }, { loader: () => [h('p', 'Loading checkout…')] }),
      { hosts: hosts() },
    )
    const holder = app.wrapper.element.firstElementChild as HTMLElement
    expect(holder.querySelector('iframe')?.parentElement?.style.minHeight).toBe('400px')
    const [status, ...others] = holder.querySelectorAll('[role="status"]')
    expect(others).toHaveLength(0)
    expect(status?.getAttribute('aria-label')).toBe('Loading checkout')
    expect(status?.textContent).toBe('Loading checkout…')
    await loaded()
    expect(app.wrapper.text()).not.toContain('Loading checkout…')
  })

  it('remove the iframe and every listener on unmount; nothing is emitted after', async () => {
    const listeners = watchMessageListeners()
    const onSuccess = vi.fn()
    const app = await mountInApp(() => purchase({ onSuccess }), { hosts: hosts() })
    const iframe = theIframe()
    await nextLoad(iframe)
    expect(listeners.live()).toBe(1)
    app.wrapper.unmount()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    expect(listeners.live()).toBe(0)
    await send(iframe, page.origin, 'success', '', { paymentId: 'late' })
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('open the bank link and payment intent pages with their own parameters', async () => {
    const onAccountLinked = vi.fn()
    await mountInApp(
      () => [
        h(BankLink, { sessionKey: 'sk', onAccountLinked }),
        h(PaymentIntentPurchase, {
          paymentIntentId: 'pi_1',
          blockchain: 'vue-test',
          wallet: { address: 'W1' },
        }),
      ],
      { hosts: hosts() },
    )
    const [bank, intent] = [...document.querySelectorAll('iframe')] as HTMLIFrameElement[]
    await nextLoad(bank as HTMLIFrameElement)
    expect(new URL(bank?.src ?? '').pathname).toBe('/solana/checkout-link/shop')
    expect(new URL(bank?.src ?? '').searchParams.get('sessionKey')).toBe('sk')
    expect(new URL(intent?.src ?? '').pathname).toBe('/intents/checkout/pi_1')
    await send(bank as HTMLIFrameElement, page.origin, 'accountLinked', '', { type: 'bank', tokens: ['t1'] })
    expect(onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['t1'] })
  })

  /** Mounts `root` in an app of its own whose errors are collected, with `config` provided when given. */
  function appWithErrors(root: () => VNode, config?: PorticoConfig) {
    const errors: unknown[] = []
    const app = createApp(root)
    if (config) app.use(PorticoPlugin, config)
    app.config.errorHandler = (error) => errors.push(error)
    app.config.warnHandler = () => {}
    app.mount(document.body.appendChild(document.createElement('div')))
    return { app, errors }
  }

  it("send an unsupported blockchain to Vue's error handling", async () => {
    const config = { env: 'prod' as const, merchantId: 'shop', plugins: [testPlugin], hosts: hosts() }
    const { app, errors } = appWithErrors(
      () => h(Purchase, { blockchain: 'vue-test', wallet: { address: 'W' } }),
      config,
    )
    const bad = appWithErrors(() => h(Purchase, { blockchain: 'nowhere' as never }), config)
    expect(errors).toEqual([])
    expect(bad.errors[0]).toBeInstanceOf(BlockchainNotSupportedError)
    await nextLoad(theIframe())
    app.unmount()
    bad.app.unmount()
  })

  it('throw PorticoProviderMissingError without a configuration', () => {
    const { app, errors } = appWithErrors(() => h(Purchase, { blockchain: 'vue-test' }))
    expect(errors[0]).toBeInstanceOf(PorticoProviderMissingError)
    expect((errors[0] as PorticoProviderMissingError).code).toBe('PROVIDER_MISSING')
    app.unmount()
  })
})
