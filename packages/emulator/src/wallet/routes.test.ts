import { checkoutRoute } from '@portico/core'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { openPage, verify, verifyAtOnce } from './page-client.test-helper'

// A Solana RPC URL where nothing listens: requests that need the chain cannot be built.
let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, solanaRpcUrl: 'http://127.0.0.1:9' })
})
afterAll(() => emulator.close())

const post = (path: string, body: unknown) =>
  fetch(emulator.checkoutOrigin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('wallet request endpoints', () => {
  it('answers 502 with the reason when the chain cannot build the request', async () => {
    const page = await openPage(emulator, {
      route: checkoutRoute('purchase', 'down'),
      pubkey: Keypair.generate().publicKey.toBase58(),
      subtotal: { cents: 100 },
    })
    const request = await page.request({ method: 'signTransaction' })
    expect(request.status).toBe(502)
    expect(request.error).toMatch(/could not be built/)
  })

  it('refuses unknown pages and requests', async () => {
    expect((await post('/emulator/sessions/nope/requests', {})).status).toBe(404)
    expect((await verify(emulator, 'nope', '')).status).toBe(404)
  })

  it('makes no requests from a history page', async () => {
    const page = await openPage(emulator, { route: checkoutRoute('purchase-history', 'down') })
    expect((await page.request()).status).toBe(409)
  })

  it('refuses a withdrawal amount that is not whole positive cents', async () => {
    const page = await openPage(emulator, {
      blockchain: 'user',
      route: checkoutRoute('withdraw', 'down'),
      sessionKey: 'sk',
    })
    expect((await page.request({ amountCents: 1.5 })).status).toBe(400)
    expect((await page.request({ amountCents: 0 })).status).toBe(400)
    expect((await page.request({ amountCents: 250 })).status).toBe(200)
  })

  it('refuses a withdrawal amount beyond what the chain can pay with 400, before asking the chain', async () => {
    const page = await openPage(emulator, {
      route: checkoutRoute('withdraw', 'down'),
      pubkey: Keypair.generate().publicKey.toBase58(),
    })
    const request = await page.request({ amountCents: Number.MAX_SAFE_INTEGER })
    expect(request.status).toBe(400)
    expect(request.error).toMatch(/at most/)
  })
})

// A purchase page of the user chain: its wallet requests need no chain, and an empty reply pays.
const sessionPage = (merchantId: string) =>
  openPage(emulator, {
    blockchain: 'user',
    route: checkoutRoute('purchase', merchantId),
    sessionKey: 'sk',
    subtotal: { cents: 300 },
  })

describe('one payment per wallet request, whatever the concurrency', () => {
  it('records one payment when the same reply is verified five times at once; the others get 409', async () => {
    const request = await (await sessionPage('verify-race')).request()
    const answers = await verifyAtOnce(emulator, Array(5).fill(request.id), '')
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(emulator.payments({ merchantId: 'verify-race' })).toHaveLength(1)
  })

  it('keeps a request open when the reply cannot be read, and answers it once it can', async () => {
    const request = await (await sessionPage('verify-unreadable')).request()
    expect((await post(`/emulator/requests/${request.id}/verify`, { reply: 42 })).status).toBe(400)
    const broken = await fetch(`${emulator.checkoutOrigin}/emulator/requests/${request.id}/verify`, {
      method: 'POST',
      body: '{"reply":',
    })
    expect(broken.status).toBe(400)
    expect(await verify(emulator, request.id, '')).toMatchObject({ status: 200, ok: true })
    expect(await verify(emulator, request.id, '')).toMatchObject({
      status: 409,
      error: 'this request was already answered',
    })
  })

  it('spends a request on a refused reply: a checked reply is its one answer', async () => {
    const request = await (await sessionPage('verify-refused')).request()
    expect(await verify(emulator, request.id, 'not empty')).toMatchObject({ status: 200, ok: false })
    expect((await verify(emulator, request.id, '')).status).toBe(409)
    expect(emulator.payments({ merchantId: 'verify-refused' })).toEqual([])
  })
})

describe('one payment per purchase page, whatever pays it', () => {
  const page = sessionPage
  const payByCard = (sessionId: string) =>
    post(`/emulator/sessions/${sessionId}/card`, { number: '4242424242424242', expiry: '12/34', cvv: '123' })

  it('refuses a second wallet payment of a page that paid, and a card payment after it', async () => {
    const opened = await page('page-twice')
    const first = await opened.request()
    const second = await opened.request()
    expect(await verify(emulator, first.id, '')).toMatchObject({ status: 200, ok: true })
    expect(await verify(emulator, second.id, '')).toMatchObject({
      status: 409,
      error: 'this checkout was already paid',
    })
    expect(await opened.request()).toMatchObject({ status: 409, error: 'this checkout was already paid' })
    expect((await payByCard(opened.sessionId)).status).toBe(409)
    expect(emulator.payments({ merchantId: 'page-twice' })).toHaveLength(1)
  })

  it('refuses a wallet payment of a page its card paid', async () => {
    const opened = await page('card-then-wallet')
    const request = await opened.request()
    expect((await payByCard(opened.sessionId)).status).toBe(200)
    expect((await verify(emulator, request.id, '')).status).toBe(409)
    expect((await opened.request()).status).toBe(409)
    expect(emulator.payments({ merchantId: 'card-then-wallet' })).toHaveLength(1)
  })

  it('pays once when two requests of one page are verified at once; the loser can be answered if it fails', async () => {
    const opened = await page('page-race')
    const ids = [(await opened.request()).id, (await opened.request()).id]
    const answers = await verifyAtOnce(emulator, ids, '')
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(emulator.payments({ merchantId: 'page-race' })).toHaveLength(1)
  })

  it('lets a page pay by wallet after its card was declined', async () => {
    const opened = await page('declined-then-wallet')
    const declined = await post(`/emulator/sessions/${opened.sessionId}/card`, {
      number: '4000000000000002',
      expiry: '12/34',
      cvv: '123',
    })
    expect(declined.status).toBe(200)
    expect(await verify(emulator, (await opened.request()).id, '')).toMatchObject({ status: 200, ok: true })
  })
})
