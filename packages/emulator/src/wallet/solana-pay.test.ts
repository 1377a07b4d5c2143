import { createPrivateKey, sign } from 'node:crypto'
import { checkoutRoute } from '@portico/core'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { LAMPORTS_PER_CENT } from './amounts'
import { openPage, verify, verifyAtOnce } from './page-client.test-helper'

// The wallet is played by a Keypair answering exactly as the Solana plugin does: base58 of the signed
// transaction for signTransaction, the base58 signature for sendTransaction and signMessage.
function signText(wallet: Keypair, text: string): string {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    wallet.secretKey.slice(0, 32),
  ])
  const key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
  return bs58.encode(sign(null, Buffer.from(text, 'utf8'), key))
}

function signTx(data: string, wallet: Keypair): VersionedTransaction {
  const tx = VersionedTransaction.deserialize(bs58.decode(data))
  tx.sign([wallet])
  return tx
}

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

const balance = async (address: string) => BigInt(await connection.getBalance(new PublicKey(address)))

function purchase(wallet: Keypair, merchantId: string, extra = {}) {
  return openPage(emulator, {
    blockchain: 'solana',
    route: checkoutRoute('purchase', merchantId),
    pubkey: wallet.publicKey.toBase58(),
    subtotal: { cents: 1999 },
    ...extra,
  })
}

describe('Solana wallet requests', () => {
  it('pays the merchant with a transaction the wallet sends (funding the wallet first)', async () => {
    const wallet = Keypair.generate()
    const page = await purchase(wallet, 'sol-send')
    const request = await page.request()
    expect(request.method).toBe('sendTransaction')
    const merchant = emulator.merchantWallet('sol-send').solana
    const before = await balance(merchant)
    const signature = await connection.sendRawTransaction(signTx(request.data, wallet).serialize())
    const answer = await verify(emulator, request.id, signature)
    expect(answer).toMatchObject({ ok: true, hash: signature, paymentId: expect.any(String) })
    expect((await balance(merchant)) - before).toBe(1999n * LAMPORTS_PER_CENT)
  })

  it('submits a transaction the wallet signed and returns its signature', async () => {
    const wallet = Keypair.generate()
    const request = await (await purchase(wallet, 'sol-sign')).request({ method: 'signTransaction' })
    const tx = signTx(request.data, wallet)
    const answer = await verify(emulator, request.id, bs58.encode(tx.serialize()))
    expect(answer).toMatchObject({ ok: true, hash: bs58.encode(tx.signatures[0] as Uint8Array) })
    const found = await connection.getTransaction(answer.hash as string, {
      maxSupportedTransactionVersion: 0,
    })
    expect(found?.meta?.err).toBeNull()
  })

  it('accepts a signed message from the wallet and refuses one from another key', async () => {
    const wallet = Keypair.generate()
    const page = await purchase(wallet, 'sol-message')
    const good = await page.request({ method: 'signMessage' })
    expect(good.data).toContain(wallet.publicKey.toBase58())
    expect(await verify(emulator, good.id, signText(wallet, good.data))).toMatchObject({ ok: true })
    // A page pays once: the refusal is tried on another page.
    const bad = await (await purchase(wallet, 'sol-message')).request({ method: 'signMessage' })
    const answer = await verify(emulator, bad.id, signText(Keypair.generate(), bad.data))
    expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('does not verify') })
  })

  it('refuses a transaction other than the one it asked to sign', async () => {
    const wallet = Keypair.generate()
    const request = await (await purchase(wallet, 'sol-swap')).request({ method: 'signTransaction' })
    const asked = VersionedTransaction.deserialize(bs58.decode(request.data))
    const other = new Transaction({
      feePayer: wallet.publicKey,
      recentBlockhash: asked.message.recentBlockhash,
    }).add(SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: wallet.publicKey, lamports: 1 }))
    other.sign(wallet)
    const answer = await verify(emulator, request.id, bs58.encode(other.serialize()))
    expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('different transaction') })
  })

  it('refuses a signature that is not on the chain, and a request answered twice', async () => {
    const wallet = Keypair.generate()
    const request = await (await purchase(wallet, 'sol-missing')).request({ method: 'sendTransaction' })
    const unsent = signTx(request.data, wallet)
    const answer = await verify(emulator, request.id, bs58.encode(unsent.signatures[0] as Uint8Array))
    expect(answer.ok).toBe(false)
    expect((await verify(emulator, request.id, 'x')).status).toBe(409)
  })

  it('asks the wallet to sign the merchant transaction given in the URL', async () => {
    const wallet = Keypair.generate()
    const recipient = Keypair.generate().publicKey
    const merchantTx = new Transaction({
      feePayer: wallet.publicKey,
      recentBlockhash: bs58.encode(new Uint8Array(32)),
    })
    merchantTx.add(
      SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports: 5_000_000 }),
    )
    const transaction = bs58.encode(merchantTx.serialize({ requireAllSignatures: false }))
    const page = await openPage(emulator, {
      route: checkoutRoute('purchase', 'sol-merchant-tx'),
      pubkey: wallet.publicKey.toBase58(),
      transaction,
    })
    const request = await page.request({ method: 'signTransaction' })
    const tx = signTx(request.data, wallet)
    expect(tx.message.staticAccountKeys.map(String)).toContain(recipient.toBase58())
    expect(await verify(emulator, request.id, bs58.encode(tx.serialize()))).toMatchObject({ ok: true })
    expect(await balance(recipient.toBase58())).toBe(5_000_000n)
  })

  it('signs a withdrawal transfer with signTransaction', async () => {
    const wallet = Keypair.generate()
    const page = await openPage(emulator, {
      route: checkoutRoute('withdraw', 'sol-withdraw'),
      pubkey: wallet.publicKey.toBase58(),
    })
    expect((await page.request({ method: 'sendTransaction' })).status).toBe(400)
    const request = await page.request({ amountCents: 2500 })
    expect(request.method).toBe('signTransaction')
    const answer = await verify(emulator, request.id, bs58.encode(signTx(request.data, wallet).serialize()))
    expect(answer).toMatchObject({ ok: true, hash: expect.any(String) })
    expect(emulator.payments({ merchantId: 'sol-withdraw' })).toMatchObject([
      { kind: 'withdraw', total: { cents: 2500, currency: 'USD' }, hash: answer.hash },
    ])
  })
})

describe('Solana payments at the limits', () => {
  it('pays one transaction once when two pages of the same purchase are verified with it at once', async () => {
    const wallet = Keypair.generate()
    const [first, second] = [
      await (await purchase(wallet, 'sol-hash-race')).request(),
      await (await purchase(wallet, 'sol-hash-race')).request(),
    ]
    const signature = await connection.sendRawTransaction(signTx(first.data, wallet).serialize())
    const verdicts = await verifyAtOnce(emulator, [first.id, second.id], signature)
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1)
    expect(verdicts.find((v) => !v.ok)?.error).toMatch(/already used/)
    expect(emulator.payments({ merchantId: 'sol-hash-race' })).toHaveLength(1)
  })

  it("pays the request a transaction was sent for when another page's check of it fails meanwhile", async () => {
    const wallet = Keypair.generate()
    const mine = await (await purchase(wallet, 'sol-grief')).request()
    const theirs = await (await purchase(Keypair.generate(), 'sol-grief-other')).request()
    const signature = await connection.sendRawTransaction(signTx(mine.data, wallet).serialize())
    // Their check starts first and fails (another payer); it must not make this one "already used".
    const [refused, paid] = await verifyAtOnce(emulator, [theirs.id, mine.id], signature)
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('not paid by the wallet') })
    expect(paid).toMatchObject({ ok: true, hash: signature })
    expect(emulator.payments({ merchantId: 'sol-grief' })).toHaveLength(1)
  })

  it('pays the largest amount a payment may move (100 000 SOL), funding the wallet for it', async () => {
    const wallet = Keypair.generate()
    const request = await (
      await purchase(wallet, 'sol-max', { subtotal: { cents: 1_000_000_000 } })
    ).request()
    const merchant = emulator.merchantWallet('sol-max').solana
    const before = await balance(merchant)
    const signature = await connection.sendRawTransaction(signTx(request.data, wallet).serialize())
    expect(await verify(emulator, request.id, signature)).toMatchObject({ ok: true })
    expect((await balance(merchant)) - before).toBe(100_000n * 1_000_000_000n)
  })
})
