// @vitest-environment node
import { type ReactElement, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testPlugin } from './checkout.test-helper'
import * as entry from './index'

const {
  BankLink,
  CardForm,
  GooglePayButton,
  HostedCardForm,
  PaymentIntentPurchase,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} = entry
const page = (ui: ReactElement) =>
  renderToString(
    <StrictMode>
      <PorticoProvider env="local" merchantId="shop" plugins={[testPlugin]}>
        {ui}
      </PorticoProvider>
    </StrictMode>,
  )

// Renders the protection headers as JSON text.
function HeadersProbe() {
  return JSON.stringify(entry.useProtectionHeaders()())
}

// Node environment: no window, as in server rendering (Next.js, Remix, renderToString in a worker).
describe('server rendering', () => {
  it('imports the package where there is no window', () => {
    expect(typeof window).toBe('undefined')
    expect(Object.keys(entry).sort()).toEqual([
      'ApplePayButton',
      'BankLink',
      'CardForm',
      'GooglePayButton',
      'HostedCardForm',
      'PayPalButton',
      'PaymentIntentPurchase',
      'PorticoProvider',
      'PorticoProviderMissingError',
      'Purchase',
      'PurchaseHistory',
      'PurchaseProtection',
      'VenmoButton',
      'Withdraw',
      'WithdrawHistory',
      'useCardForm',
      'usePortico',
      'useProtectionHeaders',
      'useWallets',
    ])
  })

  it('renders each checkout as a busy placeholder with no iframe and, without a nonce, no style attribute', () => {
    // A strict policy refuses style attributes in HTML: without the page's nonce, the server's HTML has
    // none, and the browser reserves the height from hydration on.
    for (const Checkout of [Purchase, Withdraw, PurchaseHistory, WithdrawHistory]) {
      const html = page(<Checkout blockchain="react-test" wallet={{ address: 'W1' }} className="pay" />)
      expect(html).toContain('<div class="pay" aria-busy="true">')
      expect(html).not.toContain('style=')
      expect(html).not.toContain('<iframe')
    }
    for (const html of [
      page(<BankLink sessionKey="sk" className="pay" />),
      page(<PaymentIntentPurchase paymentIntentId="pi_1" blockchain="react-test" className="pay" />),
    ]) {
      expect(html).toContain('<div class="pay" aria-busy="true">')
      expect(html).not.toContain('style=')
      expect(html).not.toContain('<iframe')
    }
    const html = page(<Purchase blockchain="react-test" minHeight={560} loader={<p>Loading checkout</p>} />)
    expect(html).not.toContain('style=')
    expect(html).toContain('<p>Loading checkout</p>')
  })

  it('under a nonce, reserves the heights in <style nonce> rules of per-instance classes, never a style attribute', () => {
    const html = page(
      <PorticoProvider env="local" merchantId="shop" plugins={[testPlugin]} nonce="n0nce">
        <Purchase blockchain="react-test" className="pay" loader={<p>Loading checkout</p>} />
        <Withdraw blockchain="react-test" minHeight={300} />
        <GooglePayButton color="black" style={{ height: 60, width: '100%' }} className="btn" />
        <HostedCardForm variant="card" style={{ minHeight: 180 }} />
        <CardForm style={{ height: 48 }} />
      </PorticoProvider>,
    )
    expect(html).not.toContain('style=')
    expect(html).not.toContain('<iframe')
    const rules = [...html.matchAll(/<style nonce="n0nce">\.([\w-]+)\{([^}]*)\}<\/style>/g)]
    const classes = rules.map(([, name]) => name as string)
    expect(new Set(classes).size).toBe(classes.length)
    for (const name of classes) expect(html).toMatch(new RegExp(`class="[^"]*\\b${name}\\b`))
    expect(rules.map(([, , css]) => css)).toEqual([
      'position:relative;min-height:400px',
      'position:absolute;inset:0px;z-index:10',
      'position:relative;min-height:300px',
      'height:60px;width:100%',
      'min-height:180px',
      'height:48px',
    ])
    expect(html).toContain('class="pay portico-box')
    expect(html).toContain('class="btn portico-box')
  })

  it('renders the card form as its empty element', () => {
    expect(page(<CardForm className="card" style={{ height: 48 }} />)).toBe('<div class="card"></div>')
  })

  it('renders purchase protection as nothing, and its headers as none', () => {
    expect(page(<entry.PurchaseProtection />)).toBe('')
    expect(page(<HeadersProbe />)).toBe('{}')
  })
})
