import { paymentButtonUrl } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { fetchPage } from '../shell/fetch-page.test-helper'
import { parseCheckoutPath } from '../shell/route'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const METHODS = ['apple-pay', 'google-pay', 'paypal', 'venmo'] as const
const page = (path: string) => fetchPage(emulator.checkoutOrigin + path)

describe('payment button pages', () => {
  it('reads /form/{blockchain}/{method}/{merchantId} as a button, and only under the form prefix', () => {
    expect(parseCheckoutPath('/form/eth/google-pay/shop%201')).toEqual({
      kind: 'google-pay',
      blockchain: 'eth',
      merchantId: 'shop 1',
      routePrefix: 'form',
    })
    expect(parseCheckoutPath('/solana/apple-pay/shop')).toBeNull()
    expect(parseCheckoutPath('/embed/form/solana/venmo/shop')).toBeNull()
  })

  it.each(METHODS)(
    'serves the %s button at the URL the kit builds, with its colour and total',
    async (method) => {
      const url = paymentButtonUrl({
        method,
        color: 'black',
        merchantId: 'shop',
        blockchain: 'eth',
        hosts: { checkout: emulator.checkoutOrigin },
        subtotal: { cents: 1250, currency: 'EUR' },
        heightChangeId: 'h1',
        email: 'ada@example.com',
      })
      const { response, html, data } = await fetchPage(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(data).toMatchObject({
        kind: method,
        merchantId: 'shop',
        color: 'black',
        total: { cents: 1250, currency: 'EUR' },
        heightChangeId: 'h1',
        sessionId: expect.any(String),
      })
      expect(html).toContain(`class="${method} color-black"`)
      expect(html).toContain('data-testid="wallet-button"')
      expect(html).toContain('data-testid="sheet-amount">€12.50<')
      expect(html).toContain('<script type="module" src="/assets/payment-button.js"')
      // PayPal and Venmo show their sheet in the approval overlay; the customer's email never rides the URL.
      expect(html.includes('data-testid="approval-overlay"')).toBe(method === 'paypal' || method === 'venmo')
      expect(new URL(url).searchParams.has('email')).toBe(method === 'apple-pay' || method === 'google-pay')
    },
  )

  it('serves its script and stylesheet', async () => {
    for (const name of ['payment-button.js', 'payment-button.css'])
      expect((await fetch(`${emulator.checkoutOrigin}/assets/${name}`)).status, name).toBe(200)
  })

  it.each([
    ['/form/solana/apple-pay/shop?cents=5', 'a payment button needs color (white or black)'],
    ['/form/solana/google-pay/shop?cents=5&color=red', 'color &quot;red&quot; is not one of white, black'],
    ['/form/solana/paypal/shop?color=white', 'a payment button needs cents (with currency) or token'],
    ['/form/solana/venmo/shop?cents=5&color=white&transaction=tx', 'a payment button takes no transaction'],
    ['/form/dogechain/venmo/shop?cents=5&color=white', 'blockchain not supported: dogechain'],
    ['/form/solana/apple-pay/shop?cents=5.5&color=white', 'cents must be a whole number of cents'],
  ])('answers %s with a 400 page that still reports its height', async (path, message) => {
    const { response, html, data } = await page(`${path}&useHeightChange=h3`)
    expect(response.status).toBe(400)
    expect(data).toMatchObject({ kind: 'error', heightChangeId: 'h3' })
    expect(html).toContain(message)
  })

  it('answers 404 for a button outside the form prefix or of another wallet', async () => {
    expect((await page('/solana/apple-pay/shop?cents=5&color=white')).response.status).toBe(404)
    expect((await page('/form/solana/cash-app/shop?cents=5&color=white')).response.status).toBe(404)
  })
})
