// The Stellar RPC stand-in over real HTTP, as Stellar RPC's API reference describes the methods it serves.

import { Account, Asset, Keypair, Operation, TransactionBuilder } from '@stellar/stellar-base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stellarTestWallet } from '../../testing/stellar-test-wallet'
import { type StellarRpc, serveStellarRpc } from './server'

let rpc: StellarRpc
beforeAll(async () => {
  rpc = await serveStellarRpc()
})
afterAll(() => rpc?.close())

async function call(method: string, params?: unknown, raw?: string) {
  const body = raw ?? JSON.stringify({ jsonrpc: '2.0', id: 7, method, ...(params ? { params } : {}) })
  const response = await fetch(rpc.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  expect(response.status).toBe(200)
  return response.json()
}

const payment = (source: string) =>
  new TransactionBuilder(new Account(source, '10'), { fee: '100', networkPassphrase: rpc.networkPassphrase })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount: '5' }),
    )
    .setTimeout(60)
    .build()

describe('the Stellar RPC stand-in', () => {
  it('takes a transaction signed by its source account (PENDING), then knows it (DUPLICATE, SUCCESS)', async () => {
    const wallet = stellarTestWallet()
    const transaction = payment(wallet.address)
    const signed = await wallet.signTransaction(transaction.toXDR(), rpc)
    const hash = transaction.hash().toString('hex')
    const sent = await call('sendTransaction', { transaction: signed })
    expect(sent).toMatchObject({ jsonrpc: '2.0', id: 7, result: { status: 'PENDING', hash } })
    expect(typeof sent.result.latestLedger).toBe('number')
    expect(sent.result.latestLedgerCloseTime).toMatch(/^\d+$/)
    expect((await call('sendTransaction', { transaction: signed })).result).toMatchObject({
      status: 'DUPLICATE',
      hash,
    })
    expect((await call('getTransaction', { hash })).result).toMatchObject({
      status: 'SUCCESS',
      envelopeXdr: signed,
    })
    expect(rpc.transactions().map((t) => t.source)).toContain(wallet.address)
  })

  it('answers ERROR with a txBAD_AUTH errorResultXdr for a transaction its source did not sign', async () => {
    const source = Keypair.random().publicKey()
    const transaction = payment(source)
    transaction.sign(Keypair.random())
    const sent = await call('sendTransaction', { transaction: transaction.toXDR() })
    expect(sent.result).toMatchObject({ status: 'ERROR', errorResultXdr: 'AAAAAAAAAGT////6AAAAAA==' })
    const unsignedHash = transaction.hash().toString('hex')
    expect((await call('getTransaction', { hash: unsignedHash })).result.status).toBe('NOT_FOUND')
  })

  it('answers JSON-RPC errors for bad XDR, missing params, unknown methods and bodies that are not JSON', async () => {
    expect((await call('sendTransaction', { transaction: 'AAAA' })).error).toEqual({
      code: -32602,
      message: 'invalid_xdr',
    })
    expect((await call('sendTransaction', {})).error.code).toBe(-32602)
    expect((await call('sendTransaction', ['AAAA'])).error.code).toBe(-32602)
    expect((await call('getLedgers')).error).toEqual({ code: -32601, message: 'method not found' })
    expect((await call('', undefined, '{not json')).error.code).toBe(-32700)
  })

  it('says which network it is', async () => {
    expect((await call('getNetwork')).result.passphrase).toBe('Standalone Network ; February 2017')
    expect((await call('getHealth')).result.status).toBe('healthy')
  })
})
