import { evm } from '@portico/evm'
import {
  ApplePayButton,
  GooglePayButton,
  PayPalButton,
  PorticoProvider,
  VenmoButton,
  type VenmoButtonProps,
} from '@portico/react-native'
import { lastWebView, resetWebViews, webViews } from '@portico/react-native/testing'
import { solana } from '@portico/solana'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL, render, settle, wire } from './render.test-helper'

beforeEach(() => resetWebViews())

const cents = (n: number) => ({ cents: n })

describe('payment buttons in a WebView', () => {
  it('posts a new subtotal after load instead of reloading, and reports one success', async () => {
    const onSuccess = vi.fn()
    const button = (n: number) => (
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <ApplePayButton color="black" subtotal={cents(n)} onSuccess={onSuccess} />
      </PorticoProvider>
    )
    const { rerender } = await render(button(500))
    const view = lastWebView()
    expect(view.props.source?.uri?.startsWith(`${LOCAL}/form/solana/apple-pay/shop?`)).toBe(true)
    view.message(wire('loaded'))
    await rerender(button(700))
    expect(view.navigations).toBe(0)
    expect(view.posted).toEqual(['updateSubtotal:{"cents":700}'])
    view.message(wire('success', '', { paymentId: 'p' }))
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p' })
  })

  it('answers a sign request with ERROR: a button never signs', async () => {
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <PayPalButton color="white" subtotal={cents(1)} email="a@example.com" onApprove={() => {}} />
      </PorticoProvider>,
    )
    const view = lastWebView()
    view.message(wire('loaded'))
    view.message(wire('signTransaction', 'x'))
    expect(view.posted).toEqual([
      JSON.stringify({ method: 'paypalIdentifier', email: 'a@example.com' }),
      'ERROR PayPal buttons sign nothing',
    ])
  })
})

describe('one outcome per payment', () => {
  const apple = (onSuccess: () => void) => (
    <PorticoProvider env="local" merchantId="shop" plugins={[]}>
      <ApplePayButton color="black" subtotal={cents(500)} onSuccess={onSuccess} />
    </PorticoProvider>
  )

  it('reports a payment once when its page says getToken and then success for it', async () => {
    const onSuccess = vi.fn()
    await render(apple(onSuccess))
    const view = lastWebView()
    view.message(wire('loaded'))
    view.message(wire('getToken', '', { paymentId: 'p1' }))
    view.message(wire('success', '', { paymentId: 'p1' }))
    view.message(wire('heightChange:x', '60'))
    view.message(wire('success', JSON.stringify({ paymentId: 'p1' })))
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p1' })
  })

  it('reports a success without a payment id once, and the next payment again', async () => {
    const onSuccess = vi.fn()
    await render(apple(onSuccess))
    const view = lastWebView()
    view.message(wire('loaded'))
    view.message(wire('getToken', ''))
    view.message(wire('getToken', ''))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    // After any other message a report is a new payment; then another payment id is another payment.
    view.message(wire('authDeclined', '', { paymentId: 'p0' }))
    view.message(wire('getToken', '', { paymentId: 'p2' }))
    view.message(wire('getToken', '', { paymentId: 'p2' }))
    view.message(wire('getToken', '', { paymentId: 'p3' }))
    expect(onSuccess.mock.calls).toEqual([[undefined], [{ paymentId: 'p2' }], [{ paymentId: 'p3' }]])
  })

  it('calls PayPal onApprove once for a page that says success twice', async () => {
    const onApprove = vi.fn()
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <PayPalButton color="white" subtotal={cents(1)} email="a@example.com" onApprove={onApprove} />
      </PorticoProvider>,
    )
    const view = lastWebView()
    view.message(wire('loaded'))
    view.message(wire('success', '', { paymentId: 'pp' }))
    view.message(wire('success', '', { paymentId: 'pp' }))
    expect(onApprove).toHaveBeenCalledExactlyOnceWith({ paymentId: 'pp' })
  })
})

describe("PayPal's and Venmo's approval sheet", () => {
  const venmo = (extra: Partial<VenmoButtonProps> = {}) => (
    <PorticoProvider env="local" merchantId="shop" plugins={[]} appReturnUrl="myshop://paid">
      <VenmoButton color="black" subtotal={cents(1)} email="a@example.com" onApprove={() => {}} {...extra} />
    </PorticoProvider>
  )
  // The button's box (inside the box that greys it out while it waits for the customer).
  const box = (container: HTMLElement) =>
    (container.querySelector(':scope > div > div') as HTMLElement).style.height

  it('opens in the same WebView, which takes sheetHeight while it is open, and closes back', async () => {
    const onOverlay = vi.fn()
    const { container } = await render(venmo({ onOverlay, height: 52, sheetHeight: 700 }))
    const view = lastWebView()
    expect(box(container)).toBe('52px')
    view.message(wire('loaded'))
    await act(async () => view.message(wire('overlay', 'open')))
    expect(box(container)).toBe('700px')
    // The page the customer is approving on is the one that opened the sheet: no navigation, no reload.
    expect(view.navigations).toBe(0)
    expect(view.reloads).toBe(0)
    await act(async () => view.message(wire('overlay', 'close')))
    expect(box(container)).toBe('52px')
    expect(onOverlay.mock.calls).toEqual([['open'], ['close']])
  })

  it('closes when the WebView starts a new document', async () => {
    const { container } = await render(venmo())
    const view = lastWebView()
    view.message(wire('loaded'))
    await act(async () => view.message(wire('overlay', 'open')))
    expect(box(container)).toBe('600px')
    await act(async () => view.loadStart(view.props.source?.uri as string))
    expect(box(container)).toBe('48px')
  })

  it('hands the approval page outside the app, with the deep link back in the URL', async () => {
    const onOpenExternal = vi.fn()
    await render(venmo({ onOpenExternal }))
    const view = lastWebView()
    expect(new URL(view.props.source?.uri as string).searchParams.get('appReturnUrl')).toBe('myshop://paid')
    view.message(wire('loaded'))
    view.openWindow('https://venmo.example/approve?id=1')
    expect(view.navigate('https://paypal.example/login').loads).toBe(false)
    view.message(wire('redirect', 'https://venmo.example/app'))
    expect(onOpenExternal.mock.calls).toEqual([
      ['https://venmo.example/approve?id=1'],
      ['https://paypal.example/login'],
      ['https://venmo.example/app'],
    ])
  })
})

describe('PayPal and Venmo before they know who pays', () => {
  it('cannot be pressed until an email, a phone number or a saved token is given', async () => {
    const paypal = (email?: string) => (
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <PayPalButton color="white" subtotal={cents(1)} email={email} onApprove={() => {}} />
      </PorticoProvider>
    )
    const { container, rerender } = await render(paypal())
    const gate = container.firstElementChild as HTMLElement
    expect([gate.style.opacity, gate.style.pointerEvents, gate.getAttribute('aria-disabled')]).toEqual([
      '0.5',
      'none',
      'true',
    ])
    await rerender(paypal('a@example.com'))
    expect([gate.style.opacity, gate.style.pointerEvents, gate.getAttribute('aria-disabled')]).toEqual([
      '',
      '',
      null,
    ])
    // The same WebView all along: being told who pays never reloads the button.
    expect(lastWebView().navigations).toBe(0)
  })

  it("tells PayPal a saved token by message, never in the URL (where `token` is a price's token)", async () => {
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <PayPalButton color="white" token="saved-1" onApprove={() => {}} />
      </PorticoProvider>,
    )
    // Without a subtotal in cents a price's token would be written: a saved PayPal token is not one.
    const view = lastWebView()
    expect(new URL(view.props.source?.uri as string).searchParams.has('token')).toBe(false)
    view.message(wire('loaded'))
    expect(view.posted).toEqual([JSON.stringify({ method: 'paypalIdentifier', token: 'saved-1' })])
  })

  it('leaves Apple Pay pressable without any of them', async () => {
    const { container } = await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <ApplePayButton color="black" subtotal={cents(1)} />
      </PorticoProvider>,
    )
    expect((container.firstElementChild as HTMLElement).style.pointerEvents).toBe('')
  })
})

describe("the wallet's account as pubkey, as on the web", () => {
  afterEach(() => vi.useRealTimers())
  const param = (name: string) => new URL(lastWebView().props.source?.uri as string).searchParams.get(name)
  // A bare EIP-1193 provider, as a browser extension or WalletConnect hands it: a stand-in, since no wallet
  // runs here. It answers `eth_accounts` with `accounts()`, the only request the button may make.
  const bareProvider = (accounts: () => Promise<unknown>) => ({
    request: vi.fn(({ method }: { method: string }) =>
      method === 'eth_accounts' ? accounts() : Promise.reject(new Error(`unexpected ${method}`)),
    ),
  })
  const onBase = (wallet: unknown, subtotal = 500) => (
    <PorticoProvider env="local" merchantId="shop" plugins={[evm()]}>
      <GooglePayButton color="white" blockchain="base" subtotal={cents(subtotal)} wallet={wallet} />
    </PorticoProvider>
  )
  // EIP-55's own example: the provider's lower-case account, and the checksummed one the URL carries.
  const ACCOUNT = '0x52908400098527886e0f7030069857d2e4169ee7'
  const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7'

  it("loads at once with a Solana wallet's address", async () => {
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[solana()]}>
        <ApplePayButton
          color="black"
          subtotal={cents(500)}
          wallet={{ publicKey: { toBase58: () => 'Shopper1111' } }}
        />
      </PorticoProvider>,
    )
    expect(webViews()).toHaveLength(1)
    expect(param('pubkey')).toBe('Shopper1111')
  })

  it('shows no WebView until a bare EVM provider answers, then loads with its account; asks it once', async () => {
    let answer!: (accounts: string[]) => void
    const wallet = bareProvider(() => new Promise((resolve) => (answer = resolve)))
    const view = await render(onBase(wallet))
    await vi.waitFor(() => expect(wallet.request).toHaveBeenCalled())
    expect(webViews()).toHaveLength(0)
    await act(async () => answer([ACCOUNT]))
    await settle()
    expect(webViews()).toHaveLength(1)
    expect(lastWebView().props.source?.uri?.startsWith(`${LOCAL}/form/base/google-pay/shop?`)).toBe(true)
    expect(param('pubkey')).toBe(CHECKSUMMED)
    // A new subtotal is posted to the same page: the account stays, the provider is not asked again.
    await view.rerender(onBase(wallet, 700))
    expect(param('pubkey')).toBe(CHECKSUMMED)
    expect(lastWebView().navigations).toBe(0)
    expect(wallet.request).toHaveBeenCalledOnce()
    await view.unmount()
  })

  it('loads without pubkey when the provider rejects', async () => {
    const wallet = bareProvider(() => Promise.reject(new Error('User rejected the request.')))
    await render(onBase(wallet))
    await vi.waitFor(() => expect(wallet.request).toHaveBeenCalled())
    await settle()
    expect(webViews()).toHaveLength(1)
    expect(param('pubkey')).toBeNull()
  })

  it('loads without pubkey when the provider never answers, after the wait a checkout gives it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const wallet = bareProvider(() => new Promise(() => {}))
    await render(onBase(wallet))
    expect(webViews()).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(webViews()).toHaveLength(1)
    expect(param('pubkey')).toBeNull()
  })

  it('takes the heights its page tags with the id in its URL, and no other', async () => {
    const { container } = await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[]}>
        <ApplePayButton color="black" subtotal={cents(500)} />
      </PorticoProvider>,
    )
    const box = () => (container.querySelector(':scope > div > div') as HTMLElement).style.height
    const id = param('useHeightChange')
    expect(id).toMatch(/^portico-/)
    await act(async () => lastWebView().message(wire(`heightChange:${id}`, '60')))
    expect(box()).toBe('60px')
    await act(async () => lastWebView().message(wire('heightChange', '90')))
    expect(box()).toBe('60px')
  })
})
