import { paymentButtonUrl } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { racePosts } from '../server/raw-http.test-helper'
import { fetchPage } from '../shell/fetch-page.test-helper'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

type Method = 'apple-pay' | 'google-pay' | 'paypal' | 'venmo'

/** Opens a button page as the kit would and returns its session id. */
async function openButton(method: Method, merchantId: string) {
  const url = paymentButtonUrl({
    method,
    color: 'white',
    merchantId,
    blockchain: 'user',
    hosts: { checkout: emulator.checkoutOrigin },
    subtotal: { cents: 500 },
  })
  const { data } = await fetchPage(url)
  return data.sessionId as string
}

async function approve(sessionId: string, body: unknown) {
  const response = await fetch(`${emulator.checkoutOrigin}/emulator/sessions/${sessionId}/button`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('approving a payment button', () => {
  it('records an Apple Pay payment at the subtotal the sheet showed, not the one in the URL', async () => {
    const sessionId = await openButton('apple-pay', 'btn-apple')
    const { status, body } = await approve(sessionId, { subtotal: { cents: 1999, currency: 'GBP' } })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'success', info: { paymentId: expect.any(String) } })
    expect(emulator.payments({ merchantId: 'btn-apple' })).toEqual([
      expect.objectContaining({
        paymentId: (body.info as { paymentId: string }).paymentId,
        kind: 'purchase',
        blockchain: 'user',
        method: 'apple-pay',
        total: { cents: 1999, currency: 'GBP' },
      }),
    ])
  })

  it('reads a subtotal without a currency as USD, and a token subtotal as its base units', async () => {
    await approve(await openButton('google-pay', 'btn-usd'), { subtotal: { cents: 700 } })
    await approve(await openButton('google-pay', 'btn-token'), { subtotal: { token: 'USDC', amount: 25 } })
    expect(emulator.payments({ merchantId: 'btn-usd' })[0]?.total).toEqual({ cents: 700, currency: 'USD' })
    expect(emulator.payments({ merchantId: 'btn-token' })[0]?.total).toEqual({ token: 'USDC', amount: '25' })
  })

  it('records who paid with PayPal or Venmo, and refuses a payment without the customer', async () => {
    const sessionId = await openButton('venmo', 'btn-venmo')
    const missing = await approve(sessionId, { subtotal: { cents: 300 } })
    expect(missing).toEqual({
      status: 400,
      body: { error: 'Venmo needs the customer: an email, a phone number or an account token' },
    })
    // The refused approval charged nothing: the page may still pay.
    const phone = { countryCode: '1', nationalNumber: '5551234' }
    expect(
      (await approve(sessionId, { subtotal: { cents: 300 }, identifier: { phoneNumber: phone } })).status,
    ).toBe(200)
    const paypal = await openButton('paypal', 'btn-paypal')
    await approve(paypal, { subtotal: { cents: 300 }, identifier: { email: 'ada@example.com' } })
    expect(emulator.payments({ merchantId: 'btn-venmo' })).toMatchObject([
      { method: 'venmo', payer: '+1 5551234' },
    ])
    expect(emulator.payments({ merchantId: 'btn-paypal' })).toMatchObject([
      { method: 'paypal', payer: 'ada@example.com', total: { cents: 300, currency: 'USD' } },
    ])
  })

  it.each([
    [{}, 'subtotal must be {cents, currency?} or {token, amount}'],
    [{ subtotal: { cents: 5.5 } }, 'subtotal: cents must be a whole number of cents, got "5.5"'],
    [{ subtotal: { cents: -1 } }, 'subtotal: cents must be a whole number of cents, got "-1"'],
    [
      { subtotal: { cents: 5, currency: 'JPY' } },
      'subtotal: currency "JPY" is not one of USD, EUR, GBP, BRL, CAD',
    ],
    [{ subtotal: { cents: 5, token: 'USDC' } }, 'subtotal: give either cents (with currency) or token'],
    [{ subtotal: { cents: { value: 5 } } }, 'subtotal cents must be text or a number'],
    [{ subtotal: { token: 'USDC' } }, 'subtotal must be {cents, currency?} or {token, amount}'],
  ])('refuses %j with 400 and charges nothing', async (body, error) => {
    const sessionId = await openButton('google-pay', 'btn-bad')
    const answer = await approve(sessionId, body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toContain(error)
    expect(emulator.payments({ merchantId: 'btn-bad' })).toEqual([])
  })

  it('pays once: of five approvals at once one succeeds and four get 409, and a later one gets 409', async () => {
    const sessionId = await openButton('paypal', 'btn-race')
    const body = { subtotal: { cents: 900 }, identifier: { email: 'ada@example.com' } }
    const port = Number(new URL(emulator.checkoutOrigin).port)
    const answers = await racePosts(
      port,
      Array.from({ length: 5 }, () => ({ path: `/emulator/sessions/${sessionId}/button`, body })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await approve(sessionId, body)).toEqual({
      status: 409,
      body: { error: 'this button payment was already answered' },
    })
    expect(emulator.payments({ merchantId: 'btn-race' })).toHaveLength(1)
  })

  it('answers 404 for an unknown page and 409 for a page that is not a button', async () => {
    expect((await approve('nope', { subtotal: { cents: 1 } })).status).toBe(404)
    const { data } = await fetchPage(`${emulator.checkoutOrigin}/user/purchase-v2/btn-other?cents=5`)
    expect(await approve(data.sessionId as string, { subtotal: { cents: 1 } })).toEqual({
      status: 409,
      body: { error: 'this page is not a payment button' },
    })
  })
})
