import { checkoutRoute } from '@portico/core'
import { solana } from '@portico/solana'
import { isMessagePartialSigner, isTransactionPartialSigner, isTransactionSendingSigner } from '@solana/kit'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { LAMPORTS_PER_CENT } from '../wallet/amounts'
import { ed25519Verify } from '../wallet/ed25519'
import { openPage, verify } from '../wallet/page-client.test-helper'
import { solanaKitTestSigner } from './solana-kit-test-signer'

// The kit test signer answers the emulator's real requests through the real solana() plugin, on the
// emulator's local chain (litesvm behind its Solana RPC), with no `connection`: what a kit-only merchant page
// under test does with it.

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: { solana: true } })
})
afterAll(() => emulator.close())

/** Opens a purchase for the signer, asks for `method` and answers it with the plugin's handler. */
async function pay(method: 'sendTransaction' | 'signTransaction' | 'signMessage', merchantId: string) {
  const signer = await solanaKitTestSigner({ rpcUrl: emulator.solanaRpcUrl as string })
  const page = await openPage(emulator, {
    blockchain: 'solana',
    route: checkoutRoute('purchase', merchantId),
    pubkey: signer.address,
    subtotal: { cents: 250 },
  })
  const request = await page.request({ method })
  const reply = await solana().handlers(signer, { blockchain: 'solana', options: {} })[method]!(request.data)
  return { signer, request, reply, answer: await verify(emulator, request.id, reply) }
}

describe('solanaKitTestSigner', () => {
  it('is a kit KeyPairSigner and a sending signer, by kit’s own guards', async () => {
    const signer = await solanaKitTestSigner()
    expect(isTransactionPartialSigner(signer as never)).toBe(true)
    expect(isMessagePartialSigner(signer as never)).toBe(true)
    expect(isTransactionSendingSigner(signer as never)).toBe(true)
    expect(signer.keyPair.privateKey.type).toBe('private')
  })

  it('pays with sendTransaction: signs and sends to the emulator’s Solana RPC', async () => {
    const { signer, reply, answer } = await pay('sendTransaction', 'kit-sol-send')
    expect(answer).toMatchObject({ ok: true, hash: reply })
    const [payment] = emulator.payments({ merchantId: 'kit-sol-send' })
    expect(payment).toMatchObject({ payer: signer.address, amount: String(250n * LAMPORTS_PER_CENT) })
  })

  it('pays with signTransaction: the emulator submits what it signed', async () => {
    const { signer, reply, answer } = await pay('signTransaction', 'kit-sol-sign')
    expect(answer).toMatchObject({ ok: true, hash: expect.any(String) })
    expect(emulator.payments({ merchantId: 'kit-sol-sign' })[0]).toMatchObject({ payer: signer.address })
    expect(bs58.decode(reply).length).toBeGreaterThan(64)
  })

  it('pays with signMessage: an Ed25519 signature of the text by its address', async () => {
    const { signer, request, reply, answer } = await pay('signMessage', 'kit-sol-message')
    expect(answer).toMatchObject({ ok: true })
    const key = bs58.decode(signer.address)
    expect(ed25519Verify(new TextEncoder().encode(request.data), bs58.decode(reply), key)).toBe(true)
    expect(ed25519Verify(new TextEncoder().encode('other'), bs58.decode(reply), key)).toBe(false)
  })

  it('uses the key pair it is given, and refuses a transaction it does not sign', async () => {
    const keypair = Keypair.generate()
    const signer = await solanaKitTestSigner({ secretKey: keypair.secretKey })
    expect(signer.address).toBe(keypair.publicKey.toBase58())
    await expect(
      signer.signTransactions([{ messageBytes: new Uint8Array(3), signatures: { other: null } }]),
    ).rejects.toThrow(`does not need the signature of ${signer.address}`)
    await expect(solanaKitTestSigner({ secretKey: new Uint8Array(32) })).rejects.toThrow(TypeError)
  })

  it('answers the RPC’s refusal as an error', async () => {
    const signer = await solanaKitTestSigner({ rpcUrl: emulator.solanaRpcUrl as string })
    const garbage = { messageBytes: new Uint8Array(40), signatures: { [signer.address]: null } }
    await expect(signer.signAndSendTransactions([garbage])).rejects.toThrow(/^sendTransaction failed: /)
  })
})
