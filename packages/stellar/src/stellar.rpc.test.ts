// sendTransaction against the emulator's Stellar RPC stand-in (real HTTP, JSON-RPC `sendTransaction` as
// Stellar RPC documents it), which checks the source account's signature for the network.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type StellarRpc, startStellarRpc } from '@portico/emulator'
import { stellarTestWallet } from '@portico/emulator/testing'
import { Keypair, TransactionBuilder } from '@stellar/stellar-base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StellarRpcError, type StellarWallet, stellar } from './index'
import { PENDING_HASH, paymentXdr, pendingRpc, signXdr } from './stellar.test-helper'

let rpc: StellarRpc
beforeAll(async () => {
  rpc = await startStellarRpc()
})
afterAll(() => rpc?.close())

const send = (wallet: StellarWallet, data: string, server = rpc.url) =>
  stellar({ networkPassphrase: rpc.networkPassphrase, server }).handlers(wallet, {
    blockchain: 'stellar',
    options: {},
  }).sendTransaction!(data)

describe('sendTransaction', () => {
  it('signs, submits to the RPC server and answers the transaction hash', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, rpc.networkPassphrase)
    const hash = await send(wallet, xdr)
    const expected = TransactionBuilder.fromXDR(xdr, rpc.networkPassphrase).hash().toString('hex')
    expect(hash).toBe(expected)
    const [taken] = rpc.transactions().filter((t) => t.hash === hash)
    expect(taken?.source).toBe(wallet.address)
    expect(taken?.envelopeXdr).toBe(signXdr(xdr, rpc.networkPassphrase, wallet.keypair))
  })

  it('answers the hash again for a transaction the server already has (DUPLICATE)', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, rpc.networkPassphrase, '3')
    const first = await send(wallet, xdr)
    await expect(send(wallet, xdr)).resolves.toBe(first)
  })

  it('is an ERROR reply when the server refuses the transaction (signed by another key: txBAD_AUTH)', async () => {
    const impostor = stellarTestWallet()
    const victim = Keypair.random().publicKey()
    const wallet = { ...impostor, address: victim }
    const failure = send(wallet, paymentXdr(victim, rpc.networkPassphrase))
    await expect(failure).rejects.toBeInstanceOf(StellarRpcError)
    await expect(failure).rejects.toMatchObject({ status: 'ERROR', code: 'STELLAR_RPC_FAILED' })
    await expect(failure).rejects.toThrow('errorResultXdr AAAAAAAAAGT////6AAAAAA==')
  })

  it('is an ERROR reply when the wallet signed for another network than the server', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, rpc.networkPassphrase)
    const failure = stellar({
      networkPassphrase: 'Test SDF Network ; September 2015',
      server: rpc.url,
    }).handlers(wallet, { blockchain: 'stellar', options: {} }).sendTransaction!(xdr)
    await expect(failure).rejects.toMatchObject({ status: 'ERROR' })
  })

  it('is an ERROR reply when the server cannot be reached or is not Stellar RPC', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, rpc.networkPassphrase)
    // Port 9 (discard) on the loopback interface: nothing listens there.
    await expect(send(wallet, xdr, 'http://127.0.0.1:9')).rejects.toThrow('could not be reached')
    // A web page where the RPC should be, and a server that fails.
    const page = await serve(200, '<!doctype html><title>not RPC</title>')
    const broken = await serve(502, 'Bad gateway')
    try {
      await expect(send(wallet, xdr, page.url)).rejects.toThrow('the answer is not JSON')
      await expect(send(wallet, xdr, broken.url)).rejects.toThrow('HTTP status 502')
    } finally {
      page.server.close()
      broken.server.close()
    }
  })
})

describe('sendTransaction to a server whose transaction stays pending', () => {
  const sendWithin = (url: string, walletTimeoutMs: number, startedAt?: number) => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, rpc.networkPassphrase)
    return stellar({ networkPassphrase: rpc.networkPassphrase, server: url }).handlers(wallet, {
      blockchain: 'stellar',
      options: { walletTimeoutMs },
      ...(startedAt === undefined ? {} : { startedAt }),
    }).sendTransaction!(xdr)
  }

  it("counts its time from when the checkout's wallet timeout started, not from when it was called", async () => {
    const stand = await pendingRpc()
    try {
      // The request waited 55 s of its 60 at the front of the queue (the merchant's onBeforeRequest):
      // what is left, less the margin for the reply, bounds the wait; counted from the call, it would be 54 s.
      const failure = sendWithin(stand.url, 60_000, Date.now() - 55_000)
      await expect(failure).rejects.toMatchObject({ status: 'PENDING', hash: PENDING_HASH })
      const bound = Number(
        (await failure.catch((error: Error) => error.message)).match(/within (\d+) ms/)?.[1],
      )
      expect(bound).toBeLessThanOrEqual(4000)
    } finally {
      stand.server.close()
    }
  })

  it('answers no hash while it is pending: an error naming the hash, and nothing asked after it', async () => {
    const stand = await pendingRpc()
    try {
      const failure = sendWithin(stand.url, 1500)
      await expect(failure).rejects.toBeInstanceOf(StellarRpcError)
      await expect(failure).rejects.toMatchObject({ status: 'PENDING', hash: PENDING_HASH })
      await expect(failure).rejects.toThrow(
        /submitted but reached no final status .* look it up before paying again/,
      )
      expect(stand.calls[0]).toBe('sendTransaction')
      expect(stand.calls.slice(1).every((m) => m === 'getTransaction')).toBe(true)
      expect(stand.calls.length).toBeGreaterThan(1)
      // What was left is aborted: no poll after the answer.
      const asked = stand.calls.length
      await new Promise((resolve) => setTimeout(resolve, 1200))
      expect(stand.calls).toHaveLength(asked)
    } finally {
      stand.server.close()
    }
  })

  it('answers the hash once the transaction turns SUCCESS, and an error when it FAILED', async () => {
    const succeeds = await pendingRpc({ status: 'SUCCESS', after: 1 })
    const fails = await pendingRpc({ status: 'FAILED', after: 0 })
    try {
      await expect(sendWithin(succeeds.url, 10_000)).resolves.toBe(PENDING_HASH)
      const failure = sendWithin(fails.url, 10_000)
      await expect(failure).rejects.toMatchObject({ status: 'FAILED', hash: PENDING_HASH })
      await expect(failure).rejects.toThrow('resultXdr AAAAAAAAAGT////7AAAAAA==')
    } finally {
      succeeds.server.close()
      fails.server.close()
    }
  })
})

/** A server on 127.0.0.1 answering every request with `status` and `body`. */
async function serve(status: number, body: string) {
  const server = createServer((_, res) => res.writeHead(status).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
