// @vitest-environment node
import { type ReactElement, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testPlugin } from './checkout.test-helper'
import * as entry from './index'

const {
  BankLink,
  CardForm,
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
    ])
  })

  it('renders each checkout as a placeholder with no iframe and no style attribute (a strict policy refuses them)', () => {
    for (const Checkout of [Purchase, Withdraw, PurchaseHistory, WithdrawHistory]) {
      const html = page(<Checkout blockchain="react-test" wallet={{ address: 'W1' }} className="pay" />)
      expect(html).toContain('class="pay"')
      expect(html).toContain('aria-busy="true"')
      expect(html).not.toContain('style=')
      expect(html).not.toContain('<iframe')
    }
    for (const html of [
      page(<BankLink sessionKey="sk" className="pay" />),
      page(<PaymentIntentPurchase paymentIntentId="pi_1" blockchain="react-test" className="pay" />),
    ]) {
      expect(html).toContain('class="pay"')
      expect(html).toContain('aria-busy="true"')
      expect(html).not.toContain('<iframe')
    }
    const html = page(<Purchase blockchain="react-test" minHeight={560} loader={<p>Loading checkout</p>} />)
    expect(html).not.toContain('style=')
    expect(html).toContain('<p>Loading checkout</p>')
  })

  it('renders the card form as its empty element', () => {
    expect(page(<CardForm className="card" style={{ height: 48 }} />)).toBe(
      '<div class="card" style="height:48px"></div>',
    )
  })

  it('renders purchase protection as nothing, and its headers as none', () => {
    expect(page(<entry.PurchaseProtection />)).toBe('')
    expect(page(<HeadersProbe />)).toBe('{}')
  })
})
