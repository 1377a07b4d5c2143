import { checkoutRoute } from '@portico/core'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { openPage, verify } from './page-client.test-helper'

// No chains here: the session key needs none, and signed replies are checked by signature alone.
let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

describe('session key payments (user blockchain)', () => {
  it('pays when the host answers sendTransaction with an empty reply', async () => {
    const page = await openPage(emulator, {
      blockchain: 'user',
      route: checkoutRoute('purchase', 'user-shop'),
      sessionKey: 'sk_test_1',
      subtotal: { cents: 700, currency: 'GBP' },
    })
    const request = await page.request()
    expect(request.method).toBe('sendTransaction')
    expect(JSON.parse(request.data)).toMatchObject({ sessionKey: 'sk_test_1', merchantId: 'user-shop' })
    expect(await verify(emulator, request.id, '')).toMatchObject({ ok: true, paymentId: expect.any(String) })
    expect(emulator.payments({ merchantId: 'user-shop' })).toMatchObject([
      { method: 'session-key', total: { cents: 700, currency: 'GBP' } },
    ])
  })

  it('refuses any other reply', async () => {
    const page = await openPage(emulator, {
      blockchain: 'user',
      route: checkoutRoute('purchase', 'user-shop-2'),
      sessionKey: 'sk',
      subtotal: { cents: 1 },
    })
    const request = await page.request()
    expect(await verify(emulator, request.id, 'signature')).toMatchObject({ ok: false })
    expect(emulator.payments({ merchantId: 'user-shop-2' })).toEqual([])
  })

  it('has nothing to pay with without a session key', async () => {
    const page = await openPage(emulator, {
      blockchain: 'user',
      route: checkoutRoute('purchase', 'user-shop'),
      subtotal: { cents: 1 },
    })
    expect(page.html).toContain('data-testid="wallet-problem"')
    expect((await page.request()).status).toBe(409)
  })
})

describe('wallet requests without a chain', () => {
  it('does not offer sendTransaction', async () => {
    const page = await openPage(emulator, {
      route: checkoutRoute('purchase', 'offline'),
      pubkey: Keypair.generate().publicKey.toBase58(),
      subtotal: { cents: 100 },
    })
    expect(page.html).not.toContain('value="sendTransaction"')
    expect((await page.request({ method: 'sendTransaction' })).status).toBe(400)
  })

  it('checks a signed Solana transaction by its signature alone, without a hash', async () => {
    const wallet = Keypair.generate()
    const page = await openPage(emulator, {
      route: checkoutRoute('purchase', 'offline-sol'),
      pubkey: wallet.publicKey.toBase58(),
      subtotal: { cents: 100 },
    })
    const request = await page.request()
    expect(request.method).toBe('signTransaction')
    const tx = VersionedTransaction.deserialize(bs58.decode(request.data))
    tx.sign([wallet])
    const answer = await verify(emulator, request.id, bs58.encode(tx.serialize()))
    expect(answer).toMatchObject({ ok: true })
    expect(answer.hash).toBeUndefined()
  })

  it('checks a signed EVM transaction by recovering its signer', async () => {
    const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const page = await openPage(emulator, {
      blockchain: 'eth',
      route: checkoutRoute('purchase', 'offline-evm'),
      pubkey: account.address,
      subtotal: { cents: 100 },
    })
    const request = await page.request()
    const json = JSON.parse(Buffer.from(request.data, 'base64').toString('utf8'))
    const signed = await account.signTransaction({
      type: 'eip1559',
      to: json.to,
      value: BigInt(json.value),
      gas: BigInt(json.gasLimit),
      maxFeePerGas: BigInt(json.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(json.maxPriorityFeePerGas),
      nonce: Number(json.nonce),
      chainId: json.chainId,
    })
    expect(await verify(emulator, request.id, signed)).toMatchObject({ ok: true })
  })

  it('refuses a wallet whose pubkey is not an address of the chain', async () => {
    const page = await openPage(emulator, {
      blockchain: 'eth',
      route: checkoutRoute('purchase', 'offline-evm'),
      pubkey: 'not-an-address',
      subtotal: { cents: 100 },
    })
    expect(page.html).toContain('is not an EVM address')
    expect((await page.request()).status).toBe(409)
  })
})
