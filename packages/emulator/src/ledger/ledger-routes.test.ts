import { checkoutRoute } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { openPage, verify } from '../wallet/page-client.test-helper'

// A test in another process than the emulator reads the ledger over HTTP; here it is read back after real
// session-key payments (no chain needed).

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

async function payWithSessionKey(merchantId: string, kind: 'purchase' | 'withdraw') {
  const page = await openPage(emulator, {
    blockchain: 'user',
    route: checkoutRoute(kind, merchantId),
    sessionKey: 'session-key',
    ...(kind === 'purchase' ? { subtotal: { cents: 1200 } } : {}),
  })
  const request = await page.request(kind === 'withdraw' ? { amountCents: 300 } : {})
  return verify(emulator, request.id, '')
}

const ledger = (query = '', init?: RequestInit) =>
  fetch(`${emulator.checkoutOrigin}/emulator/ledger${query}`, init)

describe('GET /emulator/ledger', () => {
  it("answers the run's payments and top-ups, filtered like payments()", async () => {
    const paid = await payWithSessionKey('ledger-a', 'purchase')
    await payWithSessionKey('ledger-a', 'withdraw')
    await payWithSessionKey('ledger-b', 'purchase')
    const response = await ledger('?merchantId=ledger-a&kind=purchase')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      payments: emulator.payments({ merchantId: 'ledger-a', kind: 'purchase' }),
      topUps: [],
    })
    expect(body.payments).toEqual([
      expect.objectContaining({
        paymentId: paid.paymentId,
        kind: 'purchase',
        merchantId: 'ledger-a',
        method: 'session-key',
        total: { cents: 1200, currency: 'USD' },
      }),
    ])
    const all = await (await ledger()).json()
    expect(all.payments.map((p: { merchantId: string }) => p.merchantId)).toEqual([
      'ledger-a',
      'ledger-a',
      'ledger-b',
    ])
  })

  it('refuses an unknown kind with 400 and a page of another origin with 403', async () => {
    expect((await ledger('?kind=refund')).status).toBe(400)
    expect((await ledger('', { headers: { origin: 'http://127.0.0.1:1' } })).status).toBe(403)
  })
})

describe('DELETE /emulator/ledger and reset()', () => {
  it("forgets one merchant's payments, then all, over HTTP and through the handle", async () => {
    await payWithSessionKey('reset-a', 'purchase')
    await payWithSessionKey('reset-b', 'purchase')
    const merchants = () => emulator.payments().map((p) => p.merchantId)
    expect(merchants()).toEqual(expect.arrayContaining(['reset-a', 'reset-b']))
    expect((await ledger('?merchantId=reset-a', { method: 'DELETE' })).status).toBe(200)
    expect(merchants()).not.toContain('reset-a')
    expect(merchants()).toContain('reset-b')
    emulator.reset()
    expect(emulator.payments()).toEqual([])
    expect((await (await ledger()).json()).payments).toEqual([])
    // The ledger records again after a reset.
    const paid = await payWithSessionKey('reset-a', 'purchase')
    expect(emulator.payments()).toMatchObject([{ paymentId: paid.paymentId, merchantId: 'reset-a' }])
  })
})

describe('GET /emulator/info', () => {
  it('answers where the emulator serves, as its handle says', async () => {
    const response = await fetch(`${emulator.checkoutOrigin}/emulator/info`)
    expect(await response.json()).toEqual({
      checkoutOrigin: emulator.checkoutOrigin,
      apiOrigin: emulator.apiOrigin,
    })
  })
})
