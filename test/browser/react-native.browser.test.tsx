import { definePlugin } from '@portico/core'
import { type Emulator, startEmulator } from '@portico/emulator'
import { payByCard, payWithWallet } from '@portico/emulator/playwright'
import { evmTestWallet } from '@portico/emulator/testing/evm'
import { solanaTestWallet } from '@portico/emulator/testing/solana'
import { evm } from '@portico/evm'
import {
  HostedCardForm,
  type HostedCardFormRef,
  type NativeEmbedHandle,
  PayPalButton,
  PorticoProvider,
  Purchase,
  type PurchaseProps,
} from '@portico/react-native'
import { lastWebView, resetWebViews, type StandInWebView } from '@portico/react-native/testing'
import { solana } from '@portico/solana'
import { Window } from 'happy-dom'
import type { Browser, Page } from 'playwright-core'
import { act, createRef, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { releaseChromium, sharedChromium } from './chromium'
import { WAIT } from './harness'

// A faithful WebView without a phone. The component renders in this process with react-native-webview's
// stand-in (vitest.config.ts); the page it would show is the emulator's real page, opened top-level in
// Chromium with `window.ReactNativeWebView` injected before its scripts (as the native WebView injects it).
// What the page posts there reaches the component's onMessage with the page's URL; what the component
// posts with the WebView's postMessage reaches the page as a `message` event on window (iOS) or document
// (Android). Top-level navigations go through the component's onShouldStartLoadWithRequest first.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let emulator: Emulator
let browser: Browser
let tab: Page
let unmount: (() => Promise<void>) | undefined

beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
  browser = await sharedChromium()
})
afterAll(async () => {
  await releaseChromium()
  await emulator?.close()
})
afterEach(async () => {
  await unmount?.()
  await tab?.close()
  resetWebViews()
})

const hosts = () => ({ checkout: emulator.checkoutOrigin, api: emulator.apiOrigin })

/**
 * Renders `ui`, then shows its WebView's page in a new tab as a WebView would: `platform` says where the
 * replies are dispatched. Resolves with the stand-in once the page's scripts run.
 */
async function show(ui: ReactElement, platform: 'ios' | 'android' = 'ios'): Promise<StandInWebView> {
  // The components render no host element (the WebView stand-in renders nothing): react-dom needs only a
  // root, and a `window` to read the current event from. Node's own globals (URL…) stay as they are.
  const dom = new Window()
  ;(globalThis as { window?: unknown }).window ??= dom
  const root = createRoot(dom.document.createElement('div') as unknown as Element)
  await act(async () => root.render(ui))
  unmount = () => act(async () => root.unmount())
  const view = lastWebView()
  tab = await browser.newPage({ viewport: { width: 800, height: 1200 } })
  tab.setDefaultTimeout(WAIT.timeout)
  await tab.exposeFunction('porticoNativePost', (data: string) =>
    act(async () => view.message(data, tab.url())),
  )
  await tab.addInitScript(() => {
    const w = window as unknown as { porticoNativePost(d: string): void; ReactNativeWebView: unknown }
    w.ReactNativeWebView = { postMessage: (data: string) => w.porticoNativePost(String(data)) }
  })
  view.onPost((data) => {
    void tab
      .evaluate(
        ([d, on]) =>
          (on === 'ios' ? window : document).dispatchEvent(new MessageEvent('message', { data: d })),
        [data, platform] as const,
      )
      .catch(() => {})
  })
  // Later top-level navigations ask the component first, as the native WebView does.
  const first = view.props.source?.uri as string
  await tab.route('**/*', async (route) => {
    const request = route.request()
    if (!request.isNavigationRequest() || request.frame() !== tab.mainFrame() || request.url() === first)
      return route.continue()
    const { loads } = view.navigate(request.url())
    if (!loads) return route.abort()
    view.loadStart(request.url())
    return route.continue()
  })
  view.loadStart(first)
  await tab.goto(first)
  return view
}

describe('@portico/react-native against the emulator in Chromium', () => {
  it('pays a Solana purchase on the local chain through the WebView transport, once', async () => {
    const wallet = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
    const onSuccess = vi.fn()
    const props = { wallet, connection: wallet.connection, subtotal: { cents: 1200 }, onSuccess }
    const view = await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-sol" plugins={[solana()]}>
        <Purchase {...(props as unknown as PurchaseProps)} />
      </PorticoProvider>,
    )
    const paid = await payWithWallet(tab.mainFrame(), { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ merchantId: 'rn-sol', request: 'sendTransaction' })
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), WAIT)
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ paymentId: paid.paymentId }))
    // One reply, to the page that asked: the transaction's signature.
    expect(view.posted).toHaveLength(1)
    expect(view.posted[0]).not.toMatch(/^ERROR/)
  })

  it('pays an EVM purchase on Hardhat through the WebView transport', async () => {
    const wallet = evmTestWallet({ rpcUrl: emulator.evmRpcUrl as string })
    const onSuccess = vi.fn()
    const props = { blockchain: 'eth', wallet, subtotal: { cents: 800 }, onSuccess }
    const view = await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-eth" plugins={[evm()]}>
        <Purchase {...(props as unknown as PurchaseProps)} />
      </PorticoProvider>,
    )
    const paid = await payWithWallet(tab.mainFrame(), { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'eth', request: 'sendTransaction' })
    expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), WAIT)
    expect(view.posted).toEqual([paid.hash])
  })

  it('pays by card on the Android transport (replies on document)', async () => {
    const onSuccess = vi.fn()
    await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-card" plugins={[solana()]}>
        <Purchase {...({ subtotal: { cents: 900 }, onSuccess } as unknown as PurchaseProps)} />
      </PorticoProvider>,
      'android',
    )
    const outcome = await payByCard(tab.mainFrame())
    expect(outcome.status).toBe('paid')
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), WAIT)
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: outcome.status === 'paid' ? outcome.paymentId : 'none' }),
    )
  })

  it('keeps other origins out, and ignores what a page of another origin posts', async () => {
    const onOpenExternal = vi.fn()
    const signTransaction = vi.fn(async () => 'signed')
    const wallet = definePlugin<unknown>({
      name: 'spy',
      blockchains: ['solana'],
      walletAddress: () => 'spy',
      handlers: () => ({ signTransaction }),
    })
    const view = await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-foreign" plugins={[wallet]}>
        <Purchase {...({ wallet: {}, onOpenExternal } as unknown as PurchaseProps)} />
      </PorticoProvider>,
    )
    // The page tries to take the WebView to another origin (whose user info is the checkout's origin).
    const away = `${emulator.checkoutOrigin}@127.0.0.1:9/`
    await tab.evaluate((url) => {
      location.href = url
    }, away)
    await vi.waitFor(() => expect(onOpenExternal).toHaveBeenCalledWith(away), WAIT)
    expect(new URL(tab.url()).origin).toBe(emulator.checkoutOrigin)
    // Had it got there anyway (Android does not ask for every load), what that page posts is not heard.
    await tab.unroute('**/*')
    await tab.goto(`${emulator.apiOrigin}/emulator/nothing-here`).catch(() => {})
    await tab.evaluate(async () => {
      const w = window as unknown as {
        ReactNativeWebView: { postMessage(d: string): void }
        porticoNativePost(d: string): Promise<void>
      }
      w.ReactNativeWebView.postMessage(JSON.stringify({ method: 'signTransaction', data: 'forged' }))
      // Bindings are delivered in order: once this one is handled, the forged message was too.
      await w.porticoNativePost('{}')
    })
    expect(signTransaction).not.toHaveBeenCalled()
    expect(view.posted).toEqual([])
  })

  it('pays with a PayPal button: its sheet opens in the same page, and one payment is approved once', async () => {
    const ref = createRef<NativeEmbedHandle>()
    const onApprove = vi.fn()
    const onOverlay = vi.fn()
    const view = await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-paypal" plugins={[]}>
        <PayPalButton
          ref={ref}
          color="white"
          subtotal={{ cents: 650 }}
          email="shopper@example.com"
          onApprove={onApprove}
          onOverlay={onOverlay}
        />
      </PorticoProvider>,
    )
    await vi.waitFor(() => expect(ref.current?.status).toBe('loaded'), WAIT)
    // Told who pays by message (never in the URL), the page opens its sheet when the button is pressed.
    await vi.waitFor(() => expect(view.posted).toHaveLength(1), WAIT)
    await tab.locator('[data-testid="wallet-button"]').click()
    await vi.waitFor(() => expect(onOverlay).toHaveBeenCalledWith('open'), WAIT)
    await tab.locator('[data-testid="sheet-approve"]').click()
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledOnce(), WAIT)
    const [paid, ...more] = emulator.payments({ merchantId: 'rn-paypal' })
    expect(more).toEqual([])
    expect(paid).toMatchObject({ method: 'paypal', total: { cents: 650 } })
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ paymentId: paid?.paymentId }))
    expect(onOverlay.mock.calls).toEqual([['open'], ['close']])
    // The page says success for that payment again: it is not reported again.
    await tab.evaluate(async (paymentId) => {
      const w = window as unknown as {
        ReactNativeWebView: { postMessage(d: string): void }
        porticoNativePost(d: string): Promise<void>
      }
      w.ReactNativeWebView.postMessage(JSON.stringify({ method: 'success', data: '', info: { paymentId } }))
      await w.porticoNativePost('{}')
    }, paid?.paymentId)
    expect(onApprove).toHaveBeenCalledOnce()
  })

  it("tokenizes a card in the hosted form through the ref's tokenize()", async () => {
    const ref = createRef<HostedCardFormRef>()
    await show(
      <PorticoProvider env="local" hosts={hosts()} merchantId="rn-form" plugins={[]}>
        <HostedCardForm ref={ref} />
      </PorticoProvider>,
    )
    await vi.waitFor(() => expect(ref.current?.status).toBe('loaded'), WAIT)
    await tab.locator('[data-testid="card-number"]').pressSequentially('4242424242424242')
    await tab.locator('[data-testid="card-expiry"]').pressSequentially('1240')
    await tab.locator('[data-testid="card-cvv"]').pressSequentially('123')
    // The answer arrives through the page's message (delivered inside act by the transport above).
    const token = await ref.current?.tokenize()
    expect(token).toMatchObject({
      token: expect.stringMatching(/\S/),
      expMonth: '12',
      expYear: expect.stringMatching(/40$/),
    })
  })
})
