import { buildCheckoutUrl, checkoutRoute } from '@portico/core'
import LZString from 'lz-string'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { fetchPage } from '../shell/fetch-page.test-helper'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, blockchains: { sepolia: 'evm' } })
})
afterAll(() => emulator.close())

function url(options: Parameters<typeof buildCheckoutUrl>[0]): string {
  return buildCheckoutUrl({ hosts: { checkout: emulator.checkoutOrigin }, ...options })
}

const open = fetchPage

describe('checkout pages', () => {
  it('serves a purchase page that hands its decoded parameters to the page script', async () => {
    const theme = { primary: '#ff0000', style: 'sharp' as const }
    const customerInfo = { name: 'Ada <script>' }
    const { response, html, data } = await open(
      url({
        blockchain: 'eth',
        route: checkoutRoute('purchase', 'shop-1'),
        subtotal: { cents: 2500, currency: 'CAD' },
        theme,
        customerInfo,
        heightChangeId: 'frame-7',
        pubkey: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    // Its controls come disabled: the page script enables them once it has bound them (a click before it
    // would be lost).
    expect(html).toMatch(
      /<fieldset class="controls" data-testid="page-controls" disabled>[\s\S]*"pay-wallet"/,
    )
    expect(data).toMatchObject({
      kind: 'purchase',
      blockchain: 'eth',
      family: 'evm',
      merchantId: 'shop-1',
      heightChangeId: 'frame-7',
      query: { theme, customerInfo, cents: 2500, currency: 'CAD' },
    })
    expect(data.sessionId).toEqual(expect.any(String))
    expect(html).toContain('data-testid="order-total">CA$25.00<')
    expect(html).toContain('Pay with wallet')
    expect(html).toContain('Pay by card')
    expect(html).not.toContain('Ada <script>')
    expect(html).toContain('<script type="module" src="/assets/checkout.js"')
  })

  it('serves the page under a route prefix', async () => {
    const { response, data } = await open(
      url({ routePrefix: 'embed', route: checkoutRoute('purchase', 'shop'), subtotal: { cents: 1 } }),
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ blockchain: 'solana', merchantId: 'shop' })
  })

  it('shows an error page for a blockchain it does not serve', async () => {
    const { response, html, data } = await open(
      `${emulator.checkoutOrigin}/dogechain/purchase-v2/shop?cents=5`,
    )
    expect(response.status).toBe(400)
    expect(data.kind).toBe('error')
    expect(html).toContain('data-testid="checkout-error"')
    expect(html).toContain('blockchain not supported: dogechain')
  })

  it('serves the extra blockchains it was started with', async () => {
    const { response, data } = await open(`${emulator.checkoutOrigin}/sepolia/purchase-v2/shop?cents=5`)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ blockchain: 'sepolia', family: 'evm' })
  })

  it('shows an error page for a currency outside the presentment list', async () => {
    const { response, html } = await open(
      `${emulator.checkoutOrigin}/solana/purchase-v2/shop?cents=5&currency=JPY`,
    )
    expect(response.status).toBe(400)
    expect(html).toContain('currency &quot;JPY&quot; is not one of USD, EUR, GBP, BRL, CAD')
  })

  it('shows an error page for a malformed structured value, still reporting its height', async () => {
    const { response, html, data } = await open(
      `${emulator.checkoutOrigin}/solana/purchase-v2/shop?cents=5&theme=not-lz&useHeightChange=h9`,
    )
    expect(response.status).toBe(400)
    expect(html).toContain('theme is not a compressed JSON value')
    expect(data).toMatchObject({ kind: 'error', heightChangeId: 'h9' })
  })

  it('refuses a purchase without any amount', async () => {
    const { response, html } = await open(`${emulator.checkoutOrigin}/solana/purchase-v2/shop`)
    expect(response.status).toBe(400)
    expect(html).toContain('a purchase needs cents')
  })

  it('answers 404 with an error page for other paths', async () => {
    const { response, html } = await open(`${emulator.checkoutOrigin}/solana/unknown/shop`)
    expect(response.status).toBe(404)
    expect(html).toContain('No checkout page at /solana/unknown/shop')
  })

  it('serves withdraw and history pages', async () => {
    const withdraw = await open(
      url({ blockchain: 'base', route: checkoutRoute('withdraw', 'shop'), usePermit: false }),
    )
    expect(withdraw.response.status).toBe(200)
    expect(withdraw.data).toMatchObject({ kind: 'withdraw', query: { usePermit: false } })
    expect(withdraw.html).toContain('data-testid="withdraw-amount"')
    const history = await open(url({ route: checkoutRoute('purchase-history', 'nobody') }))
    expect(history.response.status).toBe(200)
    expect(history.html).toContain('data-testid="history-empty"')
  })

  it('serves its page scripts as JavaScript and nothing outside its asset list', async () => {
    const script = await fetch(`${emulator.checkoutOrigin}/assets/checkout.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain("from './page.js'")
    for (const name of ['page.js', 'field-validation.js', 'card-inputs.js', 'bank-link.js', 'card-form.js'])
      expect((await fetch(`${emulator.checkoutOrigin}/assets/${name}`)).status, name).toBe(200)
    expect(await (await fetch(`${emulator.checkoutOrigin}/assets/page.js`)).text()).toContain('postMessage')
    expect((await fetch(`${emulator.checkoutOrigin}/assets/card-rules.js`)).status).toBe(200)
    expect((await fetch(`${emulator.checkoutOrigin}/assets/..%2Fpackage.json`)).status).toBe(404)
  })

  it.each([
    ['zeroAuthorizationConfig=%7Bnope', 'zeroAuthorizationConfig is not JSON'],
    ['lat=40.7', 'lat and lng are given together'],
    ['depositAmounts=10,lots', 'depositAmounts must be numbers above 0'],
    ['allowedWithdrawSpeeds=asap,teleport', 'allowedWithdrawSpeeds &quot;teleport&quot;'],
    ['chargebackProtectionAccountType=vip', 'chargebackProtectionAccountType &quot;vip&quot;'],
    ['color=red', 'color &quot;red&quot; is not one of white, black'],
  ])('answers a purchase with %s with a 400 page', async (param, message) => {
    const { response, html, data } = await open(
      `${emulator.checkoutOrigin}/solana/purchase-v2/shop?cents=5&${param}&useHeightChange=h2`,
    )
    expect(response.status).toBe(400)
    expect(data).toMatchObject({ kind: 'error', heightChangeId: 'h2' })
    expect(html).toContain(message)
  })

  it('opens a withdraw with every new withdraw parameter', async () => {
    const { response, data, html } = await open(
      `${emulator.checkoutOrigin}/solana/withdraw/shop?ownerOverride=Own1&amount=0&allowedWithdrawSpeeds=asap,crypto&lat=1.5&lng=-2&appReturnUrl=app%3A%2F%2Fback&color=white`,
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      kind: 'withdraw',
      query: {
        ownerOverride: 'Own1',
        amount: '0',
        allowedWithdrawSpeeds: ['asap', 'crypto'],
        lat: 1.5,
        lng: -2,
      },
    })
    expect(html).toContain('data-param="appReturnUrl"')
    expect(html).toContain('value="0.00"')
  })

  it('offers the bank step only when ach is allowed and the total is in cents', async () => {
    const withBank = await open(url({ route: checkoutRoute('purchase', 'shop'), subtotal: { cents: 700 } }))
    expect(withBank.html).toContain('data-testid="pay-bank"')
    expect(withBank.html).toContain('data-testid="card-field-error"')
    expect(withBank.data.bankSiteUrl).toMatch(/^https:\/\//)
    const cardOnly = await open(
      `${emulator.checkoutOrigin}/solana/purchase-v2/shop?cents=5&allowedPaymentMethods=card`,
    )
    expect(cardOnly.html).not.toContain('data-testid="bank-section"')
    const token = await open(`${emulator.checkoutOrigin}/solana/purchase-v2/shop?token=mint&amount=5`)
    expect(token.html).not.toContain('data-testid="bank-section"')
  })

  it('answers /health', async () => {
    const response = await fetch(`${emulator.checkoutOrigin}/health`)
    expect(await response.json()).toMatchObject({ ok: true })
  })

  it('refuses amounts beyond what the chain can pay with 400 at page load', async () => {
    const sol = 'So11111111111111111111111111111111111111112'
    const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const status = async (path: string) => (await fetch(emulator.checkoutOrigin + path)).status
    // Solana: 100 000 SOL a payment (1e9 cents at 100 000 lamports a cent).
    expect(await status(`/solana/purchase-v2/m?pubkey=${sol}&cents=1000000000`)).toBe(200)
    expect(await status(`/solana/purchase-v2/m?pubkey=${sol}&cents=1000000001`)).toBe(400)
    expect(await status(`/solana/purchase-v2/m?pubkey=${sol}&cents=999999999999999`)).toBe(400)
    expect(await status(`/solana/withdraw/m?pubkey=${sol}&cents=999999999999999`)).toBe(400)
    expect(await status(`/solana/purchase-v2/m?token=${sol}&amount=18446744073709551616`)).toBe(400)
    expect(await status(`/solana/purchase-v2/m?token=${sol}&amount=100000000000000`)).toBe(200)
    // EVM: 10^12 ETH a payment, so every amount in cents fits; token amounts may not, nor a transaction's value.
    expect(await status(`/eth/purchase-v2/m?pubkey=${evmAddress}&cents=999999999999999`)).toBe(200)
    expect(await status(`/sepolia/purchase-v2/m?token=x&amount=${10n ** 30n + 1n}`)).toBe(400)
    expect(await status(`/eth/purchase-v2/m?token=x&amount=${10n ** 30n}`)).toBe(200)
    const transaction = (value: string) =>
      LZString.compressToEncodedURIComponent(JSON.stringify({ to: evmAddress, value }))
    expect(await status(`/eth/purchase-v2/m?transaction=${transaction(`${10n ** 30n + 1n}`)}`)).toBe(400)
    expect(await status(`/eth/purchase-v2/m?transaction=${transaction('-1')}`)).toBe(400)
    expect(await status(`/eth/purchase-v2/m?transaction=${transaction('1000')}`)).toBe(200)
    // The session key pays off-chain: no chain range applies.
    expect(await status('/user/purchase-v2/m?sessionKey=sk&cents=999999999999999')).toBe(200)
    const page = await open(`${emulator.checkoutOrigin}/solana/purchase-v2/m?pubkey=${sol}&cents=1000000001`)
    expect(page.html).toContain('at most 100000 SOL')
  })
})
