import { checkoutRoute } from '@portico/core'
import { solana } from '@portico/solana'
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { LAMPORTS_PER_CENT } from '../wallet/amounts'
import { ed25519Verify } from '../wallet/ed25519'
import { openPage, verify } from '../wallet/page-client.test-helper'
import { solanaTestWallet } from './solana-test-wallet'

// The test wallet answers the emulator's real requests through the real solana() plugin, on the emulator's
// local chain: what a merchant page under test does with it.

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: { solana: true } })
})
afterAll(() => emulator.close())

/** Opens a purchase for the wallet, asks for `method` and answers it with the plugin's handler. */
async function pay(method: 'sendTransaction' | 'signTransaction' | 'signMessage', merchantId: string) {
  const wallet = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
  const page = await openPage(emulator, {
    blockchain: 'solana',
    route: checkoutRoute('purchase', merchantId),
    pubkey: wallet.publicKey.toBase58(),
    subtotal: { cents: 250 },
  })
  const request = await page.request({ method })
  const handlers = solana().handlers(wallet, {
    blockchain: 'solana',
    options: { connection: wallet.connection },
  })
  const handle = handlers[method]
  if (!handle) throw new Error(`the plugin has no ${method} handler`)
  const reply = await handle(request.data)
  return { wallet, request, reply, answer: await verify(emulator, request.id, reply) }
}

describe('solanaTestWallet', () => {
  it('pays with sendTransaction through the solana() plugin', async () => {
    const { wallet, reply, answer } = await pay('sendTransaction', 'tw-sol-send')
    expect(answer).toMatchObject({ ok: true, hash: reply })
    const [payment] = emulator.payments({ merchantId: 'tw-sol-send' })
    expect(payment).toMatchObject({
      payer: wallet.publicKey.toBase58(),
      amount: String(250n * LAMPORTS_PER_CENT),
    })
  })

  it('pays with signTransaction: the emulator submits what the wallet signed', async () => {
    const { reply, answer } = await pay('signTransaction', 'tw-sol-sign')
    expect(answer).toMatchObject({ ok: true, hash: expect.any(String) })
    expect(bs58.decode(reply).length).toBeGreaterThan(64)
  })

  it('pays with signMessage: an Ed25519 signature of the text by its key', async () => {
    const { wallet, request, reply, answer } = await pay('signMessage', 'tw-sol-message')
    expect(answer).toMatchObject({ ok: true })
    const text = new TextEncoder().encode(request.data)
    expect(ed25519Verify(text, bs58.decode(reply), wallet.publicKey.toBytes())).toBe(true)
    expect(
      ed25519Verify(new TextEncoder().encode('other'), bs58.decode(reply), wallet.publicKey.toBytes()),
    ).toBe(false)
  })

  it('uses the key pair it is given, and fills in a legacy transaction as wallet-adapter does', async () => {
    const keypair = Keypair.generate()
    const wallet = solanaTestWallet({ keypair, rpcUrl: emulator.solanaRpcUrl as string })
    expect(wallet.publicKey.equals(keypair.publicKey)).toBe(true)
    const airdrop = await wallet.connection.requestAirdrop(keypair.publicKey, LAMPORTS_PER_SOL)
    await wallet.connection.confirmTransaction(airdrop, 'confirmed')
    const to = Keypair.generate().publicKey
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 2 }),
    )
    const signature = await wallet.sendTransaction(transfer, wallet.connection)
    await wallet.connection.confirmTransaction(signature, 'confirmed')
    expect(await wallet.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 2)
  })

  it('refuses to sign a transaction that does not need its signature', async () => {
    const wallet = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
    const other = Keypair.generate()
    const { blockhash } = await wallet.connection.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: other.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: other.publicKey, lamports: 1 }),
    )
    await expect(wallet.signTransaction(transfer)).rejects.toThrow(/unknown signer/)
  })
})
