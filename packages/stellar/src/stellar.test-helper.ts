import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  Account,
  Asset,
  BASE_FEE,
  type FeeBumpTransaction,
  Keypair,
  Operation,
  type Transaction,
  TransactionBuilder,
} from '@stellar/stellar-base'
import { expect } from 'vitest'

/** An unsigned payment from `source` (base64 XDR), as a checkout asks a wallet to sign it. */
export function paymentXdr(source: string, networkPassphrase: string, amount = '12.5'): string {
  return new TransactionBuilder(new Account(source, '4096'), { fee: BASE_FEE, networkPassphrase })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount }),
    )
    .setTimeout(300)
    .build()
    .toXDR()
}

/** Adds `keypair`'s signature for `networkPassphrase`, as a wallet over that key does. */
export function signXdr(xdr: string, networkPassphrase: string, keypair: Keypair): string {
  const transaction = TransactionBuilder.fromXDR(xdr, networkPassphrase)
  transaction.sign(keypair)
  return transaction.toXDR()
}

/**
 * Checks that `signedXdr` is `unsignedXdr` with one signature that `keypair`'s public key verifies over the
 * transaction hash for `networkPassphrase` (so a signature for another network, or of other bytes, fails).
 */
export function expectSignedBy(
  signedXdr: string,
  unsignedXdr: string,
  networkPassphrase: string,
  keypair: Keypair,
): void {
  const signed: Transaction | FeeBumpTransaction = TransactionBuilder.fromXDR(signedXdr, networkPassphrase)
  const unsigned = TransactionBuilder.fromXDR(unsignedXdr, networkPassphrase)
  expect(signed.hash().equals(unsigned.hash())).toBe(true)
  expect(signed.signatures).toHaveLength(1)
  const [signature] = signed.signatures
  const verifier = Keypair.fromPublicKey(keypair.publicKey())
  expect(verifier.verify(signed.hash(), signature!.signature())).toBe(true)
}

/** The hash `pendingRpc` gives every transaction it takes. */
export const PENDING_HASH = 'ab'.repeat(32)

/**
 * A Stellar RPC stand-in for a congested network, as Stellar RPC's API reference describes one:
 * `sendTransaction` takes the transaction (PENDING, hash PENDING_HASH) and `getTransaction` answers
 * NOT_FOUND, or `final.status` after `final.after` polls. `calls` lists the methods asked, in order.
 */
export async function pendingRpc(final?: { status: 'SUCCESS' | 'FAILED'; after: number }) {
  const calls: string[] = []
  const server = createServer((req, res) => {
    // Readable by a page too (a checkout test runs in a DOM): its preflight is answered.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body)
      calls.push(method)
      const polls = calls.filter((m) => m === 'getTransaction').length
      const result =
        method === 'sendTransaction'
          ? { status: 'PENDING', hash: PENDING_HASH, latestLedger: 7 }
          : final && polls > final.after
            ? { status: final.status, latestLedger: 9, resultXdr: 'AAAAAAAAAGT////7AAAAAA==' }
            : { status: 'NOT_FOUND', latestLedger: 8 }
      res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
