import { checkoutRoute } from '@portico/core'
import { Account, Asset, Keypair, Operation, TransactionBuilder } from '@stellar/stellar-base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { stellarTestWallet } from '../testing/stellar-test-wallet'
import { openPage, verify } from './page-client.test-helper'
import { lumens, stellarMerchantAccount } from './stellar-pay'

// The wallet is stellarTestWallet, answering as @portico/stellar does: the signed XDR for signTransaction,
// the hash Stellar RPC answers for sendTransaction, the base64 SEP-53 signature for signMessage.
let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const open = (
  address: string,
  merchantId: string,
  kind: 'purchase' | 'withdraw' = 'purchase',
  transaction?: string,
) =>
  openPage(emulator, {
    blockchain: 'stellar',
    route: checkoutRoute(kind, merchantId),
    pubkey: address,
    subtotal: { cents: 1999 },
    ...(transaction ? { transaction } : {}),
  })

/** A merchant's own transaction from `source` (base64 XDR, unsigned), as `?transaction=` carries it. */
const merchantXdr = (source: string) =>
  new TransactionBuilder(new Account(source, '77'), {
    fee: '300',
    networkPassphrase: emulator.stellarNetworkPassphrase,
  })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount: '3' }),
    )
    .setTimeout(60)
    .build()
    .toXDR()

async function sendToRpc(signedXdr: string) {
  const response = await fetch(emulator.stellarRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4000' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: { transaction: signedXdr },
    }),
  })
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4000')
  return ((await response.json()) as { result: { status: string; hash: string } }).result
}

describe('Stellar wallet requests', () => {
  it('asks the wallet to sign a payment to the merchant, checks the signature and records it', async () => {
    const wallet = stellarTestWallet()
    const page = await open(wallet.address, 'stellar-shop')
    const request = await page.request()
    expect(request).toMatchObject({ status: 200, method: 'signTransaction' })
    const transaction = TransactionBuilder.fromXDR(request.data, emulator.stellarNetworkPassphrase)
    expect('source' in transaction && transaction.source).toBe(wallet.address)
    // $19.99 at 10 XLM a dollar, to the merchant's derived account.
    expect(transaction.operations).toEqual([
      expect.objectContaining({
        type: 'payment',
        destination: stellarMerchantAccount('stellar-shop'),
        amount: '199.9000000',
      }),
    ])
    const signed = await wallet.signTransaction(request.data, {
      networkPassphrase: emulator.stellarNetworkPassphrase,
    })
    const answer = await verify(emulator, request.id, signed)
    const hash = transaction.hash().toString('hex')
    expect(answer).toMatchObject({ status: 200, ok: true, hash })
    expect(emulator.payments({ merchantId: 'stellar-shop' })).toEqual([
      expect.objectContaining({
        blockchain: 'stellar',
        method: 'wallet',
        request: 'signTransaction',
        hash,
        payer: wallet.address,
        amount: '1999000000',
      }),
    ])
  })

  it('refuses a transaction signed by another key, or another transaction, and records nothing', async () => {
    const wallet = stellarTestWallet()
    const page = await open(wallet.address, 'stellar-refused')
    const request = await page.request()
    const byOther = await stellarTestWallet().signTransaction(request.data, {
      networkPassphrase: emulator.stellarNetworkPassphrase,
    })
    expect(await verify(emulator, request.id, byOther)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not signed by its source account'),
    })
    const again = await (await open(wallet.address, 'stellar-refused')).request()
    const forTestnet = await wallet.signTransaction(again.data, {
      networkPassphrase: 'Test SDF Network ; September 2015',
    })
    expect((await verify(emulator, again.id, forTestnet)).ok).toBe(false)
    const garbage = await (await open(wallet.address, 'stellar-refused')).request()
    expect((await verify(emulator, garbage.id, 'not xdr')).error).toContain(
      'not a Stellar transaction envelope',
    )
    expect(emulator.payments({ merchantId: 'stellar-refused' })).toEqual([])
  })

  it('takes a payment the wallet sent to its Stellar RPC, by the hash the RPC answered', async () => {
    const wallet = stellarTestWallet()
    const page = await open(wallet.address, 'stellar-send')
    const request = await page.request({ method: 'sendTransaction' })
    expect(request.method).toBe('sendTransaction')
    const unsentHash = TransactionBuilder.fromXDR(request.data, emulator.stellarNetworkPassphrase)
      .hash()
      .toString('hex')
    // A hash the RPC never received is refused (the request is spent: a new page asks again).
    expect((await verify(emulator, request.id, unsentHash)).error).toContain('did not receive')
    const retry = await (await open(wallet.address, 'stellar-send')).request({ method: 'sendTransaction' })
    const signed = await wallet.signTransaction(retry.data, {
      networkPassphrase: emulator.stellarNetworkPassphrase,
    })
    const sent = await sendToRpc(signed)
    expect(sent.status).toBe('PENDING')
    expect(await verify(emulator, retry.id, sent.hash)).toMatchObject({ ok: true, hash: sent.hash })
    expect(emulator.payments({ merchantId: 'stellar-send' })).toEqual([
      expect.objectContaining({ request: 'sendTransaction', hash: sent.hash, payer: wallet.address }),
    ])
  })

  it('checks a withdrawal signed as a SEP-53 message by the account', async () => {
    const wallet = stellarTestWallet()
    const request = await (await open(wallet.address, 'stellar-withdraw', 'withdraw')).request({
      amountCents: 500,
    })
    expect(request.method).toBe('signMessage')
    expect(request.data).toContain(wallet.address)
    const forged = await stellarTestWallet().signMessage(request.data)
    expect((await verify(emulator, request.id, forged)).ok).toBe(false)
    const second = await (await open(wallet.address, 'stellar-withdraw', 'withdraw')).request({
      amountCents: 500,
    })
    expect(await verify(emulator, second.id, await wallet.signMessage(second.data))).toMatchObject({
      ok: true,
    })
    expect(emulator.payments({ merchantId: 'stellar-withdraw' })).toEqual([
      expect.objectContaining({ kind: 'withdraw', request: 'signMessage', payer: wallet.address }),
    ])
  })

  it("asks the wallet to sign the merchant's own transaction when the page has one", async () => {
    const wallet = stellarTestWallet()
    const xdr = merchantXdr(wallet.address)
    const request = await (await open(wallet.address, 'stellar-own', 'purchase', xdr)).request()
    expect(request.data).toBe(xdr)
    const signed = await wallet.signTransaction(xdr, { networkPassphrase: emulator.stellarNetworkPassphrase })
    const hash = TransactionBuilder.fromXDR(xdr, emulator.stellarNetworkPassphrase).hash().toString('hex')
    expect(await verify(emulator, request.id, signed)).toMatchObject({ ok: true, hash })
    const [payment] = emulator.payments({ merchantId: 'stellar-own' })
    expect(payment).toMatchObject({ request: 'signTransaction', hash, payer: wallet.address })
    // Not the emulator's own transfer: what it moves is the merchant's business.
    expect(payment).not.toHaveProperty('amount')
    // A transaction another account must sign is refused before the wallet is asked.
    const other = await (
      await open(wallet.address, 'stellar-own', 'purchase', merchantXdr(Keypair.random().publicKey()))
    ).request()
    expect(other).toMatchObject({ status: 400, error: expect.stringContaining('not the pubkey') })
  })

  it('refuses a page whose pubkey is not a Stellar account', async () => {
    const page = await open(Keypair.random().publicKey().toLowerCase(), 'stellar-bad-pubkey')
    expect(await page.request()).toMatchObject({
      status: 409,
      error: expect.stringContaining('a Stellar address'),
    })
  })

  it('writes amounts as Stellar operations take them', () => {
    expect(lumens(1_999_000_000n)).toBe('199.9000000')
    expect(lumens(1n)).toBe('0.0000001')
    expect(lumens(10_000_000n)).toBe('1.0000000')
  })
})
