import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  NONCE_ACCOUNT_LENGTH,
  NonceAccount,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionExpiredBlockheightExceededError,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from '../solana-rpc'

describe('blockhashes', () => {
  let rpc: SolanaRpc
  let connection: Connection
  beforeAll(async () => {
    // A fast slot clock, so 150 slots pass in well under a second.
    rpc = await startSolanaRpc({ slotMs: 2 })
    connection = new Connection(rpc.url, 'confirmed')
  })
  afterAll(() => rpc?.close())

  it('lets a blockhash expire 150 slots after it was issued', async () => {
    const latest = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true)
    await vi.waitFor(
      async () => expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(false),
      { timeout: 5000, interval: 50 },
    )
    expect(await connection.getBlockHeight()).toBeGreaterThan(latest.lastValidBlockHeight)
  })

  it('records finished slots in the SlotHashes sysvar, newest first, as lookup-table creation needs', async () => {
    const slot = await connection.getSlot()
    await vi.waitFor(async () => expect(await connection.getSlot()).toBeGreaterThan(slot + 2), {
      timeout: 5000,
    })
    const recorded = rpc.svm.getSlotHashes().map((entry) => Number(entry.slot))
    expect(recorded).toContain(slot)
    expect(recorded).toEqual([...recorded].sort((a, b) => b - a))
    expect(recorded.length).toBeLessThanOrEqual(512)
  })

  it('ends a confirmation of a transaction that never landed with block height exceeded', async () => {
    const payer = Keypair.generate()
    const latest = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }),
    )
    tx.sign(payer)
    const signature = bs58.encode(tx.signature ?? new Uint8Array())
    await expect(connection.confirmTransaction({ signature, ...latest })).rejects.toBeInstanceOf(
      TransactionExpiredBlockheightExceededError,
    )
  }, 10_000)

  it('accepts a durable-nonce transaction long after its nonce was stored', async () => {
    const payer = Keypair.generate()
    const nonce = Keypair.generate()
    rpc.airdrop(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
    const create = new Transaction().add(
      ...SystemProgram.createNonceAccount({
        fromPubkey: payer.publicKey,
        noncePubkey: nonce.publicKey,
        authorizedPubkey: payer.publicKey,
        lamports: await connection.getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH),
      }).instructions,
    )
    await sendAndConfirmTransaction(connection, create, [payer, nonce])
    const stored = NonceAccount.fromAccountData(
      (await connection.getAccountInfo(nonce.publicKey))?.data ?? [],
    )
    const to = Keypair.generate().publicKey
    const tx = new Transaction({
      feePayer: payer.publicKey,
      nonceInfo: {
        nonce: stored.nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonce.publicKey,
          authorizedPubkey: payer.publicKey,
        }),
      },
    }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 10 }),
    )
    tx.sign(payer)
    // The nonce stays usable after the blockhash it was taken from has expired.
    await vi.waitFor(
      async () => expect((await connection.isBlockhashValid(stored.nonce)).value).toBe(false),
      {
        timeout: 5000,
        interval: 50,
      },
    )
    const signature = await connection.sendRawTransaction(tx.serialize())
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
    // …and only once: the nonce has advanced.
    const again = new Transaction({ feePayer: payer.publicKey, recentBlockhash: stored.nonce }).add(
      SystemProgram.nonceAdvance({ noncePubkey: nonce.publicKey, authorizedPubkey: payer.publicKey }),
    )
    again.sign(payer)
    await expect(connection.sendRawTransaction(again.serialize())).rejects.toThrow(/BlockhashNotFound/)
  })
})
