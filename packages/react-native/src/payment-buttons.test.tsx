import { ApplePayButton, PayPalButton, PorticoProvider } from '@portico/react-native'
import { lastWebView, resetWebViews } from '@portico/react-native/testing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL, render, wire } from './render.test-helper'

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
      'ERROR PayPal buttons do not sign or send transactions',
    ])
  })
})
