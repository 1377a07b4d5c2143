import { definePlugin, type PorticoEvent } from '@portico/core'
import { PorticoProvider, Purchase, type PurchaseProps } from '@portico/react-native'
import { lastWebView, resetWebViews, webViews } from '@portico/react-native/testing'
import type { SolanaWallet } from '@portico/solana'
import { act, createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { opened } from '../test/react-native.stand-in'
import { LOCAL, recordingWallet, render, settle, wire } from './render.test-helper'
import type { NativeEmbedHandle } from './use-native-embed'

// react-native and react-native-webview are stand-ins here (see vitest.config.ts); the WebView stand-in
// applies react-native-webview's own whitelist rule before onShouldStartLoadWithRequest, as the library does.
const { plugin, wallet, asked } = recordingWallet()
let props: Record<string, unknown>
const purchase = (extra: Record<string, unknown> = {}) => (
  <PorticoProvider env="local" merchantId="shop" plugins={[plugin]}>
    <Purchase {...({ wallet, ...props, ...extra } as unknown as PurchaseProps)} />
  </PorticoProvider>
)
beforeEach(() => {
  resetWebViews()
  opened.length = 0
  asked.length = 0
  props = {}
})
afterEach(() => vi.restoreAllMocks())

describe('<Purchase> in a WebView', () => {
  it('loads the checkout URL of the provider, with the wallet as pubkey and the app return link', async () => {
    await render(purchase({ appReturnUrl: 'myshop://done' }))
    const uri = lastWebView().props.source?.uri as string
    expect(uri.startsWith(`${LOCAL}/solana/purchase-v2/shop?pubkey=Wallet1111`)).toBe(true)
    expect(new URL(uri).searchParams.get('appReturnUrl')).toBe('myshop://done')
  })

  it('refuses a transaction its plugin cannot encode, as a checkout on the web does, instead of loading it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(render(purchase({ transaction: { instructions: [] } }))).rejects.toMatchObject({
      name: 'InvalidOptionError',
    })
    expect(webViews()).toHaveLength(0)
  })

  it('shows the WebView once a wallet whose account is asked for answers, at the URL with it as pubkey', async () => {
    let answer!: (account: string) => void
    const account = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    const asking = definePlugin<{ account(): Promise<string> }>({
      name: 'asking',
      blockchains: ['solana'],
      walletAddress: () => undefined,
      walletAccount: (w) => w.account(),
      handlers: () => ({}),
    })
    const provider = { account }
    const ui = (extra: Record<string, unknown>) => (
      <PorticoProvider env="local" merchantId="shop" plugins={[asking]}>
        <Purchase {...({ wallet: provider, ...extra } as unknown as PurchaseProps)} />
      </PorticoProvider>
    )
    const view = await render(ui({}))
    expect(webViews()).toHaveLength(0)
    await act(async () => answer('0xAbC'))
    await settle()
    expect(new URL(lastWebView().props.source?.uri as string).searchParams.get('pubkey')).toBe('0xAbC')
    // New props with the same wallet keep its account and do not ask again.
    await view.rerender(ui({ subtotal: { cents: 300 } }))
    expect(new URL(lastWebView().props.source?.uri as string).searchParams.get('pubkey')).toBe('0xAbC')
    expect(account).toHaveBeenCalledOnce()
    await view.unmount()
  })

  it('completes a wallet payment: one reply per request, in order, to the WebView that asked; one outcome', async () => {
    const onSuccess = vi.fn()
    const onLoad = vi.fn()
    const ref = createRef<NativeEmbedHandle>()
    props = { onSuccess, onLoad, ref }
    await render(purchase())
    const view = lastWebView()
    expect(ref.current?.status).toBe('loading')
    view.message(wire('loaded'))
    view.message(wire('signTransaction', 'tx-1'))
    view.message(wire('signTransaction', 'tx-2'))
    await settle()
    await vi.waitFor(() => expect(view.posted).toEqual(['signed:tx-1', 'signed:tx-2']))
    view.message(wire('success', '', { paymentId: 'p1' }))
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p1' })
    expect(onLoad).toHaveBeenCalledOnce()
    expect(ref.current?.status).toBe('loaded')
  })

  it("reports the payment's events to the provider's onEvent and, with debug, logs them, with nothing private", async () => {
    const events: PorticoEvent[] = []
    const logged: unknown[][] = []
    vi.spyOn(console, 'debug').mockImplementation((...args) => void logged.push(args))
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[plugin]} onEvent={(e) => events.push(e)} debug>
        <Purchase {...({ wallet, email: 'shopper@example.com' } as unknown as PurchaseProps)} />
      </PorticoProvider>,
    )
    const view = lastWebView()
    expect(view.props.webviewDebuggingEnabled).toBe(true)
    view.message(wire('loaded'))
    view.message(wire('signTransaction', 'secret-tx-bytes'))
    await vi.waitFor(() => expect(view.posted).toEqual(['signed:secret-tx-bytes']))
    view.message(wire('success', '', { paymentId: 'p1', email: 'shopper@example.com' }))
    await vi.waitFor(() => expect(logged.length).toBeGreaterThan(0))
    expect(events.map((e) => [e.type, e.surface])).toEqual([
      ['load', 'checkout'],
      ['request', 'checkout'],
      ['reply', 'checkout'],
      ['success', 'checkout'],
    ])
    expect(events[2]).toMatchObject({ method: 'signTransaction', ok: true })
    const said = JSON.stringify([events, logged])
    for (const secret of ['secret-tx-bytes', 'signed:', 'shopper@example.com'])
      expect(said).not.toContain(secret)
  })

  it('ignores a message from another origin: no reply, no wallet, no callback', async () => {
    const onSuccess = vi.fn()
    props = { onSuccess }
    await render(purchase())
    const view = lastWebView()
    for (const url of [
      'http://localhost:3000@evil.example/',
      'https://evil.example/?http://localhost:3000',
      'about:blank',
      'http://localhost:3001/',
    ]) {
      view.message(wire('signTransaction', 'forged'), url)
      view.message(wire('success', '', {}), url)
    }
    await settle()
    expect(asked).toEqual([])
    expect(view.posted).toEqual([])
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('loads nothing outside the checkout origin: other http(s) links go to onOpenExternal, other schemes nowhere', async () => {
    const onOpenExternal = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    props = { onOpenExternal }
    await render(purchase())
    const view = lastWebView()
    expect(view.navigate(`${LOCAL}/solana/purchase-v2/shop?step=2`)).toEqual({
      loads: true,
      openedByLibrary: false,
    })
    // The prefix react-native-webview's whitelist would let through, and a bank's page.
    for (const url of ['http://localhost:3000@evil.example/', 'https://bank.example/login'])
      expect(view.navigate(url)).toEqual({ loads: false, openedByLibrary: false })
    for (const url of ['javascript:alert(1)', 'intent://pay#Intent;end', 'file:///data/x'])
      expect(view.navigate(url)).toEqual({ loads: false, openedByLibrary: false })
    view.openWindow('https://paypal.example/approve')
    view.openWindow('javascript:alert(1)')
    expect(onOpenExternal.mock.calls).toEqual([
      ['http://localhost:3000@evil.example/'],
      ['https://bank.example/login'],
      ['https://paypal.example/approve'],
    ])
    // Nothing reached the system's opener past onOpenExternal.
    expect(opened).toEqual([])
    expect(warn).toHaveBeenCalled()
  })

  it("lets the checkout page's own frames load (the card vendor's), never a script URL, and opens nothing for them", async () => {
    const onOpenExternal = vi.fn()
    props = { onOpenExternal }
    await render(purchase())
    const view = lastWebView()
    expect(view.navigate('http://localhost:5000/vendor/field', { isTopFrame: false }).loads).toBe(true)
    expect(view.navigate('about:srcdoc', { isTopFrame: false }).loads).toBe(true)
    expect(view.navigate('javascript:alert(1)', { isTopFrame: false }).loads).toBe(false)
    expect(onOpenExternal).not.toHaveBeenCalled()
  })

  it('opens links with Linking.openURL when there is no onOpenExternal, and hands redirects to it too', async () => {
    await render(purchase())
    const view = lastWebView()
    view.navigate('https://bank.example/')
    view.message(wire('redirect', 'https://3ds.example/challenge'))
    view.message(wire('redirect', 'javascript:alert(1)'))
    await settle()
    expect(opened).toEqual(['https://bank.example/', 'https://3ds.example/challenge'])
  })

  it('turns WebView debugging on only with debug', async () => {
    const { rerender } = await render(purchase({ webViewProps: { webviewDebuggingEnabled: true } }))
    expect(lastWebView().props.webviewDebuggingEnabled).toBe(false)
    await rerender(purchase({ debug: true }))
    expect(lastWebView().props.webviewDebuggingEnabled).toBe(true)
  })

  it('keeps the props it owns whatever webViewProps say, and passes the others on', async () => {
    await render(
      purchase({
        webViewProps: { originWhitelist: ['*'], source: { uri: 'https://evil.example/' }, userAgent: 'shop' },
      }),
    )
    const view = lastWebView()
    expect(view.props.source?.uri?.startsWith(LOCAL)).toBe(true)
    expect(view.props.userAgent).toBe('shop')
  })

  it('never reloads on a re-render with new callbacks or the same data; a new URL is one navigation', async () => {
    const { rerender } = await render(purchase({ onSuccess: () => {} }))
    const view = lastWebView()
    await rerender(purchase({ onSuccess: () => {}, onLoad: () => {} }))
    await rerender(purchase({ onSuccess: () => {}, subtotal: undefined }))
    expect(view.navigations).toBe(0)
    expect(view.reloads).toBe(0)
    await rerender(purchase({ email: 'new@example.com' }))
    expect(view.navigations).toBe(1)
    expect(webViews()).toHaveLength(1)
  })

  it('drops the reply of a request made by a document that is gone', async () => {
    let answer: (reply: string) => void = () => {}
    const slow = {
      ...plugin,
      handlers: () => ({ signTransaction: () => new Promise<string>((r) => (answer = r)) }),
    }
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[slow]}>
        <Purchase {...({ wallet } as unknown as PurchaseProps)} />
      </PorticoProvider>,
    )
    const view = lastWebView()
    view.message(wire('signTransaction', 'old'))
    await settle()
    view.loadStart(`${LOCAL}/solana/purchase-v2/shop`)
    answer('late')
    await settle()
    expect(view.posted).toEqual([])
  })

  it('reload() on the ref reloads the WebView and is loading again', async () => {
    const ref = createRef<NativeEmbedHandle>()
    props = { ref }
    await render(purchase())
    lastWebView().message(wire('loaded'))
    expect(ref.current?.status).toBe('loaded')
    ref.current?.reload()
    expect(lastWebView().reloads).toBe(1)
    expect(ref.current?.status).toBe('loading')
  })
})

describe('<BankLink> in a WebView', () => {
  it('opens the bank-link page and refuses its sign requests with ERROR', async () => {
    const { BankLink } = await import('@portico/react-native')
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <BankLink sessionKey="session-1" />
      </PorticoProvider>,
    )
    const view = lastWebView()
    expect(view.props.source?.uri).toMatch(/^http:\/\/localhost:3000\/solana\/checkout-link\/shop\?/)
    expect(view.props.accessibilityLabel).toBe('Link a bank account')
    view.message(wire('signTransaction', 'x'))
    await vi.waitFor(() => expect(view.posted).toHaveLength(1))
    expect(view.posted[0]).toMatch(/^ERROR /)
  })
})

describe('typed per plugin', () => {
  it('takes the wallet type of the blockchain’s plugin, as @portico/react does', () => {
    // Checked by tsc (tsconfig.react-native.json), never rendered.
    const typed = (wallet: SolanaWallet) => [
      <Purchase key="ok" blockchain="solana" wallet={wallet} />,
      // @ts-expect-error a Solana checkout takes a Solana wallet, not a number
      <Purchase key="number" blockchain="solana" wallet={42} />,
      // @ts-expect-error no installed plugin serves this blockchain
      <Purchase key="unknown" blockchain="no-such-chain" />,
    ]
    expect(typed).toBeTypeOf('function')
  })
})
