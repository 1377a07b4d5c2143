import {
  GooglePayButton,
  type NativeLoadProps,
  PaymentIntentPurchase,
  PorticoProvider,
  PurchaseHistory,
  PurchaseProtection,
  Withdraw,
  WithdrawHistory,
} from '@portico/react-native'
import { lastWebView, resetWebViews, webViews } from '@portico/react-native/testing'
import { cloneElement, type ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL, recordingWallet, render, wire } from './render.test-helper'

// Every component not covered on its own elsewhere: each is its page, on the checkout's origin only, in
// the one WebView its props give (react-native-webview is the recording stand-in, see vitest.config.ts).
const { plugin, wallet } = recordingWallet()
beforeEach(() => resetWebViews())

const inProvider = (ui: ReactElement) => (
  <PorticoProvider env="local" merchantId="shop" plugins={[plugin]}>
    {ui}
  </PorticoProvider>
)

const pages: [string, ReactElement<NativeLoadProps & { onLoad?: () => void }>, string, string][] = [
  [
    'Withdraw',
    <Withdraw key="w" wallet={wallet as never} />,
    '/solana/withdraw/shop?pubkey=Wallet1111',
    'withdraw',
  ],
  ['PurchaseHistory', <PurchaseHistory key="ph" />, '/solana/history/purchase/shop?', 'Purchase history'],
  ['WithdrawHistory', <WithdrawHistory key="wh" />, '/solana/history/withdraw/shop?', 'Withdraw history'],
  [
    'PaymentIntentPurchase',
    <PaymentIntentPurchase key="pi" paymentIntentId="pi_1" />,
    '/intents/checkout/pi_1?',
    'Checkout',
  ],
  [
    'GooglePayButton',
    <GooglePayButton key="gp" color="white" subtotal={{ cents: 100 }} />,
    '/form/solana/google-pay/shop?',
    'Google Pay',
  ],
]

describe.each(pages)('<%s> in a WebView', (_name, ui, path, title) => {
  it('loads its page of the checkout origin, named for assistive technology', async () => {
    await render(inProvider(ui))
    const view = lastWebView()
    expect(view.props.source?.uri?.startsWith(`${LOCAL}${path}`)).toBe(true)
    expect(view.props.accessibilityLabel).toBe(title)
    expect(view.props.webviewDebuggingEnabled).toBe(false)
  })

  it('loads nothing of another origin, and hears nothing from one', async () => {
    const onOpenExternal = vi.fn()
    const onLoad = vi.fn()
    await render(inProvider(cloneElement(ui, { onOpenExternal, onLoad })))
    const view = lastWebView()
    expect(view.navigate('http://localhost:3000@evil.example/').loads).toBe(false)
    expect(onOpenExternal).toHaveBeenCalledExactlyOnceWith('http://localhost:3000@evil.example/')
    view.message(wire('loaded'), 'https://evil.example/')
    expect(onLoad).not.toHaveBeenCalled()
    view.message(wire('loaded'))
    expect(onLoad).toHaveBeenCalledOnce()
  })
})

describe('<PurchaseProtection>', () => {
  it('renders nothing, as the checkout vendor’s native kit: its scripts run inside the checkout', async () => {
    const { container } = await render(inProvider(<PurchaseProtection />))
    expect(container.childNodes).toHaveLength(0)
    expect(webViews()).toHaveLength(0)
  })
})
