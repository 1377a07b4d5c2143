import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { racePosts } from '../server/raw-http.test-helper'
import { fetchPage } from '../shell/fetch-page.test-helper'
import { TEST_BANKS } from './test-banks'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const open = (path: string) => fetchPage(`${emulator.checkoutOrigin}${path}`)

/** The fields the bank endpoints answer with (each answer has some of them). */
interface Answer {
  status: string
  tokens: string[]
  info: { paymentId: string }
  id: string
  url: string
  error: string
}

async function call(path: string, body?: unknown) {
  const response = await fetch(`${emulator.checkoutOrigin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Answer }
}

async function linkBank(merchantId: string, bank = 'portico-test-bank') {
  const { data } = await open(`/solana/checkout-link/${merchantId}?sessionKey=sk-1&bankLinkOnly=true`)
  return call(`/emulator/bank-link/sessions/${data.sessionId}/link`, { bank })
}

async function purchase(query: string) {
  const { data } = await open(`/solana/purchase-v2/shop?${query}`)
  return data.sessionId as string
}

describe('bank link page', () => {
  it('lists the test banks and Cancel, and asks for no wallet', async () => {
    const { response, html, data } = await open(
      '/solana/checkout-link/shop?sessionKey=sk-1&useHeightChange=h1&bankLinkOnly=true&deviceId=d1',
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      kind: 'bank-link',
      merchantId: 'shop',
      bankLinkOnly: true,
      heightChangeId: 'h1',
    })
    for (const bank of TEST_BANKS) expect(html).toContain(`data-testid="bank-${bank.id}"`)
    expect(html).toContain('data-testid="bank-link-cancel"')
    expect(html).toContain('<script type="module" src="/assets/bank-link.js">')
    expect(html).not.toContain('wallet')
    const script = await (await fetch(`${emulator.checkoutOrigin}/assets/bank-link.js`)).text()
    expect(script).not.toMatch(/signMessage|signTransaction|sendTransaction/)
    expect(script).toContain("emit('accountLinked', { type: 'bank', tokens: result.tokens })")
    expect(script).toContain("emit('accountNotLinked', { type: 'bank', reason: 'canceled' })")
    expect(script).toContain("emit('accountNotLinked', { type: 'bank', reason: 'failed' })")
    expect(script).toContain('setTimeout(resolve, 500)')
  })

  it('needs a signed-in customer (sessionKey) and no route prefix', async () => {
    const { response, html } = await open('/solana/checkout-link/shop?bankLinkOnly=true')
    expect(response.status).toBe(400)
    expect(html).toContain('bank linking needs a sessionKey')
    expect((await open('/embed/solana/checkout-link/shop?sessionKey=s')).response.status).toBe(404)
    expect((await open('/dogechain/checkout-link/shop?sessionKey=s')).response.status).toBe(400)
  })

  it('opened on its own, keeps the callback URL it sends the customer to, and refuses one of another scheme', async () => {
    const callbackUrl = 'http://127.0.0.1:5173/bank/done?order=7'
    const { response, data } = await open(
      `/solana/checkout-link/shop?sessionKey=sk-1&callbackUrl=${encodeURIComponent(callbackUrl)}`,
    )
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ kind: 'bank-link', bankLinkOnly: false, query: { callbackUrl } })
    const script = await (await fetch(`${emulator.checkoutOrigin}/assets/bank-link.js`)).text()
    expect(script).toContain("to.searchParams.set('bankLinkStatus', status)")
    const refused = await open(
      `/solana/checkout-link/shop?sessionKey=sk-1&callbackUrl=${encodeURIComponent('javascript:alert(1)')}`,
    )
    expect(refused.response.status).toBe(400)
    expect(refused.html).toContain('callbackUrl must be an absolute http(s) URL')
  })

  it('links every account of a bank with its own token', async () => {
    const one = await linkBank('shop')
    expect(one).toEqual({
      status: 200,
      body: {
        status: 'linked',
        tokens: [expect.stringMatching(/^bank_[0-9a-f]{24}$/)],
        accounts: [{ name: 'Checking', mask: '0001', bank: 'Portico Test Bank' }],
      },
    })
    const two = await linkBank('shop', 'two-accounts-credit-union')
    expect(two.body.tokens).toHaveLength(2)
    expect(new Set([...one.body.tokens, ...two.body.tokens]).size).toBe(3)
  })

  it('fails the bank whose holder cannot be verified, and refuses unknown banks', async () => {
    expect(await linkBank('shop', 'unverified-holder-bank')).toEqual({
      status: 200,
      body: {
        status: 'failed',
        reason: 'failed',
        message: "The account holder's name could not be verified.",
      },
    })
    expect((await linkBank('shop', 'nope')).status).toBe(400)
  })
})

describe('ACH payment with a linked account', () => {
  it('pays a purchase with the token and records it as ach', async () => {
    const { body } = await linkBank('shop')
    const sessionId = await purchase('cents=1250&currency=EUR')
    const paid = await call(`/emulator/sessions/${sessionId}/ach`, { token: body.tokens[0] })
    expect(paid).toEqual({
      status: 200,
      body: { status: 'success', info: { paymentId: expect.any(String) } },
    })
    expect(emulator.payments().find((p) => p.paymentId === paid.body.info.paymentId)).toMatchObject({
      kind: 'purchase',
      merchantId: 'shop',
      method: 'ach',
      total: { cents: 1250, currency: 'EUR' },
      payer: 'Portico Test Bank •••• 0001',
    })
  })

  it('refuses an unknown token, another merchant’s account, and a checkout without ach', async () => {
    const sessionId = await purchase('cents=100')
    expect((await call(`/emulator/sessions/${sessionId}/ach`, { token: 'bank_0000' })).body.error).toContain(
      'not a linked bank account',
    )
    const other = await linkBank('other-shop')
    expect(
      (await call(`/emulator/sessions/${sessionId}/ach`, { token: other.body.tokens[0] })).body.error,
    ).toContain('linked for other-shop')
    const cardOnly = await purchase('cents=100&allowedPaymentMethods=card')
    const mine = await linkBank('shop')
    expect((await call(`/emulator/sessions/${cardOnly}/ach`, { token: mine.body.tokens[0] })).status).toBe(
      409,
    )
  })
})

describe('Pay with bank (redirect)', () => {
  it('gives a same-origin bank page, and records the payment once the customer approves', async () => {
    const sessionId = await purchase('cents=990')
    const started = await call(`/emulator/sessions/${sessionId}/bank-redirects`, {})
    expect(started.status).toBe(200)
    expect(started.body.url).toBe(`${emulator.checkoutOrigin}/bank/authorize/${started.body.id}`)
    expect(await call(`/emulator/bank-redirects/${started.body.id}`)).toEqual({
      status: 200,
      body: { status: 'pending' },
    })
    const page = await fetch(started.body.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('data-testid="bank-authorize-total">$9.90<')
    expect(html).toContain('data-testid="bank-authorize-approve"')
    const approved = await call(`/emulator/bank-redirects/${started.body.id}`, { approve: true })
    expect(approved).toEqual({
      status: 200,
      body: { status: 'paid', info: { paymentId: expect.any(String) } },
    })
    expect(await call(`/emulator/bank-redirects/${started.body.id}`)).toEqual(approved)
    expect((await call(`/emulator/bank-redirects/${started.body.id}`, { approve: false })).status).toBe(409)
    const entry = emulator.payments().find((p) => p.paymentId === approved.body.info.paymentId)
    expect(entry).toMatchObject({ method: 'ach', total: { cents: 990, currency: 'USD' } })
  })

  it('records nothing when the customer cancels, and answers concurrent answers once', async () => {
    const sessionId = await purchase('cents=990')
    const { body } = await call(`/emulator/sessions/${sessionId}/bank-redirects`, {})
    const before = emulator.payments().length
    const answers = await Promise.all([
      call(`/emulator/bank-redirects/${body.id}`, { approve: false }),
      call(`/emulator/bank-redirects/${body.id}`, { approve: true }),
      call(`/emulator/bank-redirects/${body.id}`, { approve: true }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    const [first] = answers.filter((a) => a.status === 200)
    expect(emulator.payments().length - before).toBe(first?.body.status === 'paid' ? 1 : 0)
    expect((await fetch(`${emulator.checkoutOrigin}/bank/authorize/unknown`)).status).toBe(404)
  })
})

describe('one payment per purchase page, by bank too', () => {
  const paidCents = (cents: number[]) =>
    emulator.payments().filter((p) => p.total && 'cents' in p.total && cents.includes(p.total.cents))
  const card = { number: '4242424242424242', expiry: '12/34', cvv: '123' }

  it('refuses a second ACH payment of a page, a card after it, and a bank redirect after it', async () => {
    const { body } = await linkBank('shop')
    const sessionId = await purchase('cents=700')
    const pay = () => call(`/emulator/sessions/${sessionId}/ach`, { token: body.tokens[0] })
    expect((await pay()).status).toBe(200)
    expect(await pay()).toEqual({ status: 409, body: { error: 'this checkout was already paid' } })
    expect((await call(`/emulator/sessions/${sessionId}/card`, card)).status).toBe(409)
    expect((await call(`/emulator/sessions/${sessionId}/bank-redirects`, {})).status).toBe(409)
    expect(paidCents([700])).toHaveLength(1)
  })

  it('pays once when two ACH payments of one page race', async () => {
    const { body } = await linkBank('shop')
    const sessionId = await purchase('cents=701')
    const path = `/emulator/sessions/${sessionId}/ach`
    const port = Number(new URL(emulator.checkoutOrigin).port)
    const answers = await racePosts(port, [
      { path, body: { token: body.tokens[0] } },
      { path, body: { token: body.tokens[0] } },
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(paidCents([701])).toHaveLength(1)
  })

  it('records one payment when two bank redirects of one page are approved, or a card paid first', async () => {
    const sessionId = await purchase('cents=702')
    const first = await call(`/emulator/sessions/${sessionId}/bank-redirects`, {})
    const second = await call(`/emulator/sessions/${sessionId}/bank-redirects`, {})
    expect((await call(`/emulator/bank-redirects/${first.body.id}`, { approve: true })).status).toBe(200)
    expect(await call(`/emulator/bank-redirects/${second.body.id}`, { approve: true })).toEqual({
      status: 409,
      body: { error: 'this checkout was already paid' },
    })
    expect(await call(`/emulator/bank-redirects/${second.body.id}`)).toEqual({
      status: 200,
      body: { status: 'pending' },
    })
    const byCard = await purchase('cents=703')
    const redirect = await call(`/emulator/sessions/${byCard}/bank-redirects`, {})
    expect((await call(`/emulator/sessions/${byCard}/card`, card)).status).toBe(200)
    expect((await call(`/emulator/bank-redirects/${redirect.body.id}`, { approve: true })).status).toBe(409)
    expect(paidCents([702, 703])).toHaveLength(2)
  })
})
