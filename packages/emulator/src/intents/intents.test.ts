import { createPrivateKey, sign } from 'node:crypto'
import { checkoutRoute } from '@portico/core'
import { compressValue } from '@portico/core/internal'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { fetchPage } from '../shell/fetch-page.test-helper'
import { LAMPORTS_PER_CENT } from '../wallet/amounts'
import { openPage, verify } from '../wallet/page-client.test-helper'

// Payment intents over real HTTP: created through the API origin, paid on the checkout origin by card and
// by a Solana wallet on a real local chain (litesvm). The wallet is played by a Keypair.
let emulator: Emulator
let connection: Connection
beforeAll(async () => {
  emulator = await startEmulator({
    checkoutPort: 0,
    apiPort: 0,
    chains: { solana: true },
    confirmTimeoutMs: 1500,
  })
  connection = new Connection(emulator.solanaRpcUrl as string, 'confirmed')
})
afterAll(() => emulator.close())

interface Json {
  [key: string]: unknown
  id: string
  status: string
  error: string
  method: string
  data: string
  info: { paymentId: string; paymentIntentId: string }
  challengeId: string
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json }
}

async function createIntent(body: Record<string, unknown>) {
  const created = await post(emulator.apiOrigin, '/emulator/payment-intents', body)
  expect(created.status).toBe(201)
  return created.body
}

async function openIntent(id: string, query = '') {
  const { response, html, data } = await fetchPage(
    `${emulator.checkoutOrigin}/intents/checkout/${id}${query}`,
  )
  return { status: response.status, html, data, sessionId: data?.sessionId as string }
}

const walletRequest = (sessionId: string, body: Record<string, unknown> = {}) =>
  post(emulator.checkoutOrigin, `/emulator/intents/sessions/${sessionId}/requests`, body)
const verifyReply = (requestId: string, reply: string | undefined) =>
  post(emulator.checkoutOrigin, `/emulator/intents/requests/${requestId}/verify`, { reply })

/** The wallet's part of a sendTransaction: signs the requested transfer and sends it to the chain. */
function sendSigned(data: string, wallet: Keypair): Promise<string> {
  const tx = VersionedTransaction.deserialize(bs58.decode(data))
  tx.sign([wallet])
  return connection.sendRawTransaction(tx.serialize())
}

const card = (number = '4242424242424242') => ({ number, expiry: '12/40', cvv: '123' })
const payByCard = (sessionId: string, body = card()) =>
  post(emulator.checkoutOrigin, `/emulator/intents/sessions/${sessionId}/card`, body)

function signText(wallet: Keypair, text: string): string {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    wallet.secretKey.slice(0, 32),
  ])
  return bs58.encode(
    sign(null, Buffer.from(text, 'utf8'), createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })),
  )
}

describe('payment intent API', () => {
  it('creates an intent and reads it back', async () => {
    const intent = await createIntent({ merchantId: 'shop', amount: 1999, currency: 'EUR' })
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_[0-9a-f]{24}$/),
      merchantId: 'shop',
      amount: 1999,
      currency: 'EUR',
      blockchain: 'solana',
      status: 'requires_payment',
      createdAt: expect.any(String),
      checkoutUrl: `${emulator.checkoutOrigin}/intents/checkout/${intent.id}`,
    })
    const read = await fetch(`${emulator.apiOrigin}/emulator/payment-intents/${intent.id}`)
    expect(await read.json()).toEqual(intent)
    expect((await fetch(`${emulator.apiOrigin}/emulator/payment-intents/pi_nope`)).status).toBe(404)
  })

  it.each([
    [{ amount: 100 }, 'merchantId'],
    [{ merchantId: 'a/b', amount: 100 }, 'merchantId'],
    [{ merchantId: 'shop', amount: 0 }, 'amount'],
    [{ merchantId: 'shop', amount: 1.5 }, 'amount'],
    [{ merchantId: 'shop', amount: '100' }, 'amount'],
    [{ merchantId: 'shop', amount: 100, currency: 'JPY' }, 'currency'],
    [{ merchantId: 'shop', amount: 100, blockchain: 'user' }, 'blockchain user'],
    [{ merchantId: 'shop', amount: 100, blockchain: 'dogechain' }, 'blockchain dogechain'],
    [{ merchantId: 'shop', amount: 100, pubkey: 7 }, 'pubkey'],
  ])('refuses %j', async (body, message) => {
    const answer = await post(emulator.apiOrigin, '/emulator/payment-intents', body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toContain(message)
  })

  it('lets a page of another origin call it (CORS), errors included', async () => {
    const headers = { origin: 'http://127.0.0.1:9' }
    const created = await post(
      emulator.apiOrigin,
      '/emulator/payment-intents',
      { merchantId: 'm', amount: 5 },
      headers,
    )
    expect(created.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9')
    const refused = await post(emulator.apiOrigin, '/emulator/payment-intents', {}, headers)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9')
    const preflight = await fetch(`${emulator.apiOrigin}/emulator/payment-intents`, {
      method: 'OPTIONS',
      headers: { ...headers, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })
})

describe('payment intent page', () => {
  it('shows the intent, wallet and card payment, and reads only its 7 parameters', async () => {
    const wallet = Keypair.generate()
    const intent = await createIntent({
      merchantId: 'shop',
      amount: 2500,
      pubkey: wallet.publicKey.toBase58(),
    })
    const theme = compressValue({ primary: '#123456' })
    const origins = compressValue(['http://127.0.0.1:8080'])
    const page = await openIntent(
      intent.id,
      `?origins=${origins}&deviceId=dev&merchantCss=https%3A%2F%2Fcss&color=black&loaderBackground=%23000000&useHeightChange=h5&theme=${theme}&cents=1&pubkey=other`,
    )
    expect(page.status).toBe(200)
    expect(page.data).toEqual({
      kind: 'payment-intent',
      sessionId: expect.any(String),
      intentId: intent.id,
      merchantId: 'shop',
      blockchain: 'solana',
      family: 'solana',
      emulatorBase: '/emulator/intents',
      heightChangeId: 'h5',
      query: {
        origins: ['http://127.0.0.1:8080'],
        deviceId: 'dev',
        merchantCss: 'https://css',
        color: 'black',
        loaderBackground: '#000000',
        useHeightChange: 'h5',
        theme: { primary: '#123456' },
      },
    })
    expect(page.html).toContain('data-testid="order-total">$25.00<')
    expect(page.html).toContain(`Wallet ${wallet.publicKey.toBase58()}`)
    expect(page.html).toContain('data-testid="pay-wallet"')
    expect(page.html).toContain('data-testid="pay-card"')
    expect(page.html).not.toContain('data-testid="bank-section"')
  })

  it('says how to pay by wallet when the intent names no wallet', async () => {
    const intent = await createIntent({ merchantId: 'shop', amount: 100 })
    const page = await openIntent(intent.id)
    expect(page.html).toContain('create the payment intent with the pubkey of the wallet that pays')
    expect((await walletRequest(page.sessionId)).status).toBe(409)
  })

  it('answers a bad parameter with a 400 page and an unknown intent with a 404 page', async () => {
    const intent = await createIntent({ merchantId: 'shop', amount: 100 })
    const bad = await openIntent(intent.id, '?color=red&useHeightChange=h1')
    expect(bad.status).toBe(400)
    expect(bad.html).toContain('color &quot;red&quot;')
    expect(bad.data).toMatchObject({ kind: 'error', heightChangeId: 'h1' })
    expect((await openIntent('pi_unknown')).status).toBe(404)
  })
})

describe('paying a payment intent', () => {
  it('pays by card once, records the intent id, and shows the intent as paid', async () => {
    const intent = await createIntent({ merchantId: 'card-shop', amount: 1500, currency: 'GBP' })
    const { sessionId } = await openIntent(intent.id)
    const paid = await payByCard(sessionId)
    expect(paid.body).toEqual({
      status: 'success',
      info: { paymentId: expect.any(String), paymentIntentId: intent.id },
    })
    expect(emulator.payments().filter((p) => p.intentId === intent.id)).toEqual([
      expect.objectContaining({
        paymentId: paid.body.info.paymentId,
        merchantId: 'card-shop',
        method: 'card',
        total: { cents: 1500, currency: 'GBP' },
        payer: 'VISA •••• 4242',
      }),
    ])
    const again = await payByCard(sessionId)
    expect(again.status).toBe(409)
    const read = await (await fetch(`${emulator.apiOrigin}/emulator/payment-intents/${intent.id}`)).json()
    expect(read).toMatchObject({ status: 'succeeded', paymentId: paid.body.info.paymentId })
    const reopened = await openIntent(intent.id)
    expect(reopened.html).toContain(`data-testid="intent-payment-id">${paid.body.info.paymentId}<`)
    expect(reopened.html).not.toContain('data-testid="pay-card"')
  })

  it("records the device and session ids its page's URL carried, and none the URL did not", async () => {
    const intent = await createIntent({ merchantId: 'protected-intent', amount: 900 })
    const signals = '?deviceId=emulator-device-1&useHeightChange=h&protectionSessionId=emulator-session-1'
    const paid = await payByCard((await openIntent(intent.id, signals)).sessionId)
    const bare = await createIntent({ merchantId: 'protected-intent', amount: 900 })
    await payByCard((await openIntent(bare.id)).sessionId)
    const [withSignals, without] = emulator.payments({ merchantId: 'protected-intent' })
    expect(withSignals).toMatchObject({
      paymentId: paid.body.info.paymentId,
      deviceId: 'emulator-device-1',
      protectionSessionId: 'emulator-session-1',
    })
    expect(without).not.toHaveProperty('deviceId')
    expect(without).not.toHaveProperty('protectionSessionId')
  })

  it('lets exactly one of many concurrent card payments through', async () => {
    const intent = await createIntent({ merchantId: 'race', amount: 700 })
    const pages = await Promise.all(Array.from({ length: 6 }, () => openIntent(intent.id)))
    const answers = await Promise.all(pages.map((p) => payByCard(p.sessionId)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(emulator.payments().filter((p) => p.intentId === intent.id)).toHaveLength(1)
  })

  it('leaves the intent payable after a declined card or a failed 3-D Secure challenge', async () => {
    const intent = await createIntent({ merchantId: 'shop', amount: 300 })
    const { sessionId } = await openIntent(intent.id)
    expect((await payByCard(sessionId, card('4000000000000002'))).body.status).toBe('authDeclined')
    const challenge = await payByCard(sessionId, card('4000000000003220'))
    expect(challenge.body.status).toBe('challenge')
    const failed = await post(
      emulator.checkoutOrigin,
      `/emulator/intents/card/challenges/${challenge.body.challengeId}`,
      {
        approve: false,
      },
    )
    expect(failed.body.status).toBe('authDeclined')
    const second = await payByCard(sessionId, card('4000000000003220'))
    const approved = await post(
      emulator.checkoutOrigin,
      `/emulator/intents/card/challenges/${second.body.challengeId}`,
      {
        approve: true,
      },
    )
    expect(approved.body).toMatchObject({ status: 'success', info: { paymentIntentId: intent.id } })
    expect(emulator.payments().filter((p) => p.intentId === intent.id)).toHaveLength(1)
  })

  it('pays by wallet: a transfer the wallet sends on the local chain', async () => {
    const wallet = Keypair.generate()
    const intent = await createIntent({
      merchantId: 'sol-intent',
      amount: 1234,
      pubkey: wallet.publicKey.toBase58(),
    })
    const { sessionId } = await openIntent(intent.id)
    const request = await walletRequest(sessionId)
    expect(request.body.method).toBe('sendTransaction')
    const merchant = new PublicKey(emulator.merchantWallet('sol-intent').solana)
    const before = BigInt(await connection.getBalance(merchant))
    const signature = await sendSigned(request.body.data, wallet)
    const answer = await verifyReply(request.body.id, signature)
    expect(answer.body).toEqual({
      ok: true,
      paymentId: expect.any(String),
      paymentIntentId: intent.id,
      hash: signature,
    })
    expect(BigInt(await connection.getBalance(merchant)) - before).toBe(1234n * LAMPORTS_PER_CENT)
    // The wallet is new and empty: the emulator funded it to pay (the amount and one SOL for fees), and the
    // entry says so with what the transfer moved, as a purchase page's entry does.
    const topUp = {
      requestId: request.body.id,
      merchantId: 'sol-intent',
      blockchain: 'solana',
      address: wallet.publicKey.toBase58(),
      reason: 'payer',
      amount: String(1234n * LAMPORTS_PER_CENT + BigInt(LAMPORTS_PER_SOL)),
      createdAt: expect.any(String),
    }
    expect(emulator.payments().find((p) => p.intentId === intent.id)).toMatchObject({
      method: 'wallet',
      request: 'sendTransaction',
      hash: signature,
      payer: wallet.publicKey.toBase58(),
      amount: String(1234n * LAMPORTS_PER_CENT),
      topUps: [topUp],
    })
    expect(emulator.topUps({ merchantId: 'sol-intent' })).toEqual([topUp])
  })

  it('lets exactly one of two concurrent wallet payments through, the other answered 409 while it settles', async () => {
    const wallet = Keypair.generate()
    const intent = await createIntent({ merchantId: 'shop', amount: 50, pubkey: wallet.publicKey.toBase58() })
    const pages = await Promise.all([openIntent(intent.id), openIntent(intent.id)])
    // Both transfers are sent on the chain first (one after the other: each gets a fresh blockhash, so the
    // two differ). Checking each one awaits the chain: the window a second payment must not slip through.
    const requests = []
    const signatures: string[] = []
    for (const p of pages) {
      const request = await walletRequest(p.sessionId)
      signatures.push(await sendSigned(request.body.data, wallet))
      requests.push(request)
    }
    const answers = await Promise.all(requests.map((r, i) => verifyReply(r.body.id, signatures[i])))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body.error).toMatch(/being paid|already paid/)
    expect(emulator.payments().filter((p) => p.intentId === intent.id)).toHaveLength(1)
  })

  it('takes a signed message as the wallet payment, once', async () => {
    const wallet = Keypair.generate()
    const intent = await createIntent({ merchantId: 'shop', amount: 50, pubkey: wallet.publicKey.toBase58() })
    const { sessionId } = await openIntent(intent.id)
    const request = await walletRequest(sessionId, {
      method: 'signMessage',
    })
    const reply = signText(wallet, request.body.data)
    const answers = await Promise.all([
      verifyReply(request.body.id, reply),
      verifyReply(request.body.id, reply),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 200)?.body).toMatchObject({
      ok: true,
      paymentIntentId: intent.id,
    })
    const next = await walletRequest(sessionId)
    expect(next.status).toBe(409)
  })

  it('refuses a transaction that already paid a purchase, and the intent stays payable', async () => {
    const wallet = Keypair.generate()
    const purchase = await openPage(emulator, {
      blockchain: 'solana',
      route: checkoutRoute('purchase', 'replay'),
      pubkey: wallet.publicKey.toBase58(),
      subtotal: { cents: 900 },
    })
    const first = await purchase.request()
    const signature = await sendSigned(first.data, wallet)
    expect((await verify(emulator, first.id, signature)).ok).toBe(true)
    const intent = await createIntent({
      merchantId: 'replay',
      amount: 900,
      pubkey: wallet.publicKey.toBase58(),
    })
    const { sessionId } = await openIntent(intent.id)
    const request = await walletRequest(sessionId)
    const replayed = await verifyReply(request.body.id, signature)
    expect(replayed.body).toEqual({ ok: false, error: 'This transaction was already used for a payment.' })
    expect((await payByCard(sessionId)).status).toBe(200)
  })

  it('refuses the purchase endpoints for an intent page, so no payment goes around the claim', async () => {
    const intent = await createIntent({ merchantId: 'shop', amount: 100 })
    const { sessionId } = await openIntent(intent.id)
    expect((await post(emulator.checkoutOrigin, `/emulator/sessions/${sessionId}/card`, card())).status).toBe(
      409,
    )
    expect((await post(emulator.checkoutOrigin, `/emulator/sessions/${sessionId}/requests`, {})).status).toBe(
      409,
    )
  })
})
