import { checkoutRoute } from '@portico/core'
import { evm } from '@portico/evm'
import { solana } from '@portico/solana'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { evmTestWallet } from '../testing/evm-test-wallet'
import { solanaTestWallet } from '../testing/solana-test-wallet'
import { LAMPORTS_PER_CENT, WEI_PER_CENT } from './amounts'
import { openPage, verify } from './page-client.test-helper'

// What a merchant measures is the payment alone: the emulator funds the payer (and records it), and touches the
// merchant's wallet only when Solana's rent rule leaves it no choice (and records that too).

let emulator: Emulator
let evmChain: PublicClient
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
  evmChain = createPublicClient({ transport: http(emulator.evmRpcUrl) }) as PublicClient
}, 60_000)
afterAll(() => emulator.close())

/** Pays a Solana purchase of `cents` with a fresh test wallet and the plugin's sendTransaction. */
async function paySolana(merchantId: string, cents: number) {
  const wallet = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
  const page = await openPage(emulator, {
    blockchain: 'solana',
    route: checkoutRoute('purchase', merchantId),
    pubkey: wallet.publicKey.toBase58(),
    subtotal: { cents },
  })
  const request = await page.request()
  expect([request.status, request.error]).toEqual([200, undefined])
  const send = solana().handlers(wallet, { blockchain: 'solana', options: { connection: wallet.connection } })
    .sendTransaction as (data: string) => Promise<string>
  expect(await verify(emulator, request.id, await send(request.data))).toMatchObject({ ok: true })
  return { wallet, payment: emulator.payments({ merchantId }).at(-1) }
}

const lamports = async (address: string) =>
  BigInt(
    await solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string }).connection.getBalance(
      new PublicKey(address),
    ),
  )

describe('balance top-ups', () => {
  it("leave a Solana merchant's balance to the payment, measured from before the page opened", async () => {
    const merchant = emulator.merchantWallet('topup-sol').solana
    const before = await lamports(merchant)
    const { wallet, payment } = await paySolana('topup-sol', 1999)
    expect((await lamports(merchant)) - before).toBe(1999n * LAMPORTS_PER_CENT)
    expect(payment?.amount).toBe(String(1999n * LAMPORTS_PER_CENT))
    // The customer's new wallet held nothing: it got the amount and one SOL for fees, and the entry says so.
    expect(payment?.topUps).toEqual([
      expect.objectContaining({
        address: wallet.publicKey.toBase58(),
        reason: 'payer',
        amount: String(1999n * LAMPORTS_PER_CENT + BigInt(LAMPORTS_PER_SOL)),
        merchantId: 'topup-sol',
        blockchain: 'solana',
      }),
    ])
  })

  it('fund an empty Solana merchant wallet with the rent exemption only for a payment below it', async () => {
    const merchant = emulator.merchantWallet('topup-rent').solana
    const rent = BigInt(
      await solanaTestWallet({
        rpcUrl: emulator.solanaRpcUrl as string,
      }).connection.getMinimumBalanceForRentExemption(0),
    )
    const paid = 5n * LAMPORTS_PER_CENT
    expect(paid).toBeLessThan(rent)
    const { payment } = await paySolana('topup-rent', 5)
    const made = payment?.topUps?.find((t) => t.reason === 'merchant-rent')
    expect(made).toMatchObject({ address: merchant, amount: String(rent) })
    // Balance after = payment + recorded top-up: the merchant's sum still comes out exact.
    expect((await lamports(merchant)) - BigInt(made?.amount ?? 0)).toBe(paid)
    // Once the wallet exists, small payments need nothing more.
    const second = await paySolana('topup-rent', 5)
    expect(second.payment?.topUps?.map((t) => t.reason)).toEqual(['payer'])
  })

  it('skip a payer that already holds enough, and record the ones made for requests never answered', async () => {
    const wallet = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
    const drop = await wallet.connection.requestAirdrop(wallet.publicKey, 5 * LAMPORTS_PER_SOL)
    await wallet.connection.confirmTransaction(drop, 'confirmed')
    const page = await openPage(emulator, {
      blockchain: 'solana',
      route: checkoutRoute('purchase', 'topup-funded'),
      pubkey: wallet.publicKey.toBase58(),
      subtotal: { cents: 100 },
    })
    await page.request()
    expect(emulator.topUps({ address: wallet.publicKey.toBase58() })).toEqual([])

    const poor = solanaTestWallet({ rpcUrl: emulator.solanaRpcUrl as string })
    const unpaid = await openPage(emulator, {
      blockchain: 'solana',
      route: checkoutRoute('purchase', 'topup-unpaid'),
      pubkey: poor.publicKey.toBase58(),
      subtotal: { cents: 100 },
    })
    const { id } = await unpaid.request()
    expect(emulator.topUps({ merchantId: 'topup-unpaid' })).toEqual([
      expect.objectContaining({ requestId: id, address: poor.publicKey.toBase58(), reason: 'payer' }),
    ])
    expect(emulator.payments({ merchantId: 'topup-unpaid' })).toEqual([])
  })

  it('fund only the EVM payer, by what it lacked, and leave the merchant to the payment', async () => {
    const wallet = evmTestWallet({ rpcUrl: emulator.evmRpcUrl as string })
    const merchant = emulator.merchantWallet('topup-evm').evm
    const before = await evmChain.getBalance({ address: merchant })
    const page = await openPage(emulator, {
      blockchain: 'eth',
      route: checkoutRoute('purchase', 'topup-evm'),
      pubkey: wallet.account.address,
      subtotal: { cents: 700 },
    })
    const request = await page.request()
    const send = evm().handlers(wallet, { blockchain: 'eth', options: {} }).sendTransaction as (
      data: string,
    ) => Promise<string>
    expect(await verify(emulator, request.id, await send(request.data))).toMatchObject({ ok: true })
    expect((await evmChain.getBalance({ address: merchant })) - before).toBe(700n * WEI_PER_CENT)
    const [payment] = emulator.payments({ merchantId: 'topup-evm' })
    expect(payment).toMatchObject({
      amount: String(700n * WEI_PER_CENT),
      topUps: [
        expect.objectContaining({
          address: wallet.account.address,
          reason: 'payer',
          amount: String(700n * WEI_PER_CENT + parseEther('1')),
        }),
      ],
    })
  })
})
