import { checkoutRoute } from '@portico/core'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { openPage, verify } from './page-client.test-helper'

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
})
