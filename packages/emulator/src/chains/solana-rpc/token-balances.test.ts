import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  type TokenBalance,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from '../solana-rpc'
import { formatUnits } from './token-balances'

// SPL Token instructions written out by hand (the SPL client library is not a dependency): tag byte, then fields.
const tokenProgram = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}
const tokenInstruction = (keys: [PublicKey, boolean, boolean][], ...data: (number | Uint8Array)[]) =>
  new TransactionInstruction({
    programId: tokenProgram,
    keys: keys.map(([pubkey, isWritable, isSigner]) => ({ pubkey, isWritable, isSigner })),
    data: Buffer.concat(
      data.map((part) => (typeof part === 'number' ? Buffer.from([part]) : Buffer.from(part))),
    ),
  })

describe('token balances', () => {
  let rpc: SolanaRpc
  let connection: Connection
  beforeAll(async () => {
    rpc = await startSolanaRpc({ slotMs: 0 })
    connection = new Connection(rpc.url, 'confirmed')
  })
  afterAll(() => rpc?.close())

  it('reports the SPL balances around a token transfer, as a payment verifier reads them', async () => {
    const payer = Keypair.generate()
    rpc.airdrop(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
    const mint = Keypair.generate()
    const source = Keypair.generate()
    const destination = Keypair.generate()
    const merchant = Keypair.generate()
    const create = async (account: Keypair, space: number) =>
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: account.publicKey,
        lamports: await connection.getMinimumBalanceForRentExemption(space),
        space,
        programId: tokenProgram,
      })
    const setup = new Transaction().add(
      await create(mint, 82),
      // InitializeMint2: decimals 6, mint authority = payer, no freeze authority.
      tokenInstruction([[mint.publicKey, true, false]], 20, 6, payer.publicKey.toBytes(), 0),
      await create(source, 165),
      await create(destination, 165),
      // InitializeAccount3: owner follows the tag.
      tokenInstruction(
        [
          [source.publicKey, true, false],
          [mint.publicKey, false, false],
        ],
        18,
        payer.publicKey.toBytes(),
      ),
      tokenInstruction(
        [
          [destination.publicKey, true, false],
          [mint.publicKey, false, false],
        ],
        18,
        merchant.publicKey.toBytes(),
      ),
      // MintTo 10 tokens.
      tokenInstruction(
        [
          [mint.publicKey, true, false],
          [source.publicKey, true, false],
          [payer.publicKey, false, true],
        ],
        7,
        u64(10_000_000n),
      ),
    )
    await sendAndConfirmTransaction(connection, setup, [payer, mint, source, destination])

    const pay = new Transaction().add(
      // Transfer 2.5 tokens.
      tokenInstruction(
        [
          [source.publicKey, true, false],
          [destination.publicKey, true, false],
          [payer.publicKey, false, true],
        ],
        3,
        u64(2_500_000n),
      ),
    )
    const signature = await sendAndConfirmTransaction(connection, pay, [payer])
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const keys = found?.transaction.message.staticAccountKeys.map((key) => key.toBase58()) ?? []
    const toMerchant = (balances: TokenBalance[] | null | undefined) =>
      (balances ?? [])
        .filter((balance) => balance.owner === merchant.publicKey.toBase58())
        .map((balance) => ({
          account: keys[balance.accountIndex],
          amount: balance.uiTokenAmount.uiAmountString,
        }))
    expect(toMerchant(found?.meta?.preTokenBalances)).toEqual([
      { account: destination.publicKey.toBase58(), amount: '0' },
    ])
    expect(toMerchant(found?.meta?.postTokenBalances)).toEqual([
      { account: destination.publicKey.toBase58(), amount: '2.5' },
    ])
    expect(found?.meta?.postTokenBalances?.find((b) => b.owner === payer.publicKey.toBase58())).toMatchObject(
      {
        mint: mint.publicKey.toBase58(),
        uiTokenAmount: { amount: '7500000', decimals: 6, uiAmount: 7.5 },
      },
    )
  })
})

describe('formatUnits', () => {
  it.each([
    [2_500_000n, 6, '2.5'],
    [1n, 6, '0.000001'],
    [0n, 6, '0'],
    [120n, 0, '120'],
    [10_000_000n, 6, '10'],
  ])('reads %s with %s decimals as %s', (amount, decimals, expected) => {
    expect(formatUnits(amount, decimals)).toBe(expected)
  })
})
