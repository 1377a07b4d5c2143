import { checkoutRoute } from '@portico/core'
import { evm } from '@portico/evm'
import { createPublicClient, getAddress, type Hex, http, type PublicClient, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { WEI_PER_CENT } from '../wallet/amounts'
import { openPage, verify } from '../wallet/page-client.test-helper'
import { evmTestWallet } from './evm-test-wallet'

// The test wallet answers the emulator's real requests through the real evm() plugin, on Hardhat: what a
// merchant page under test does with it.

let emulator: Emulator
let chain: PublicClient
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: { evm: true } })
  chain = createPublicClient({ transport: http(emulator.evmRpcUrl) }) as PublicClient
}, 60_000)
afterAll(() => emulator.close())

type Method = 'sendTransaction' | 'signTransaction' | 'signMessage'

/** Opens a page for a fresh test wallet, asks for `method` and answers it with the plugin's handler. */
async function answer(kind: 'purchase' | 'withdraw', method: Method, merchantId: string) {
  const wallet = evmTestWallet({ rpcUrl: emulator.evmRpcUrl as string })
  const page = await openPage(emulator, {
    blockchain: 'eth',
    route: checkoutRoute(kind, merchantId),
    pubkey: wallet.account.address,
    ...(kind === 'purchase' ? { subtotal: { cents: 300 } } : {}),
  })
  const request = await page.request(kind === 'withdraw' ? { method, amountCents: 300 } : { method })
  const handle = evm().handlers(wallet, { blockchain: 'eth', options: {} })[method]
  if (!handle) throw new Error(`the plugin has no ${method} handler`)
  const reply = await handle(request.data)
  return { wallet, request, reply, verdict: await verify(emulator, request.id, reply) }
}

describe('evmTestWallet', () => {
  it('pays with sendTransaction through the evm() plugin', async () => {
    const { wallet, reply, verdict } = await answer('purchase', 'sendTransaction', 'tw-evm-send')
    expect(verdict).toMatchObject({ ok: true, hash: reply })
    const receipt = await chain.getTransactionReceipt({ hash: reply as Hex })
    expect(getAddress(receipt.from)).toBe(wallet.account.address)
    expect(await chain.getBalance({ address: emulator.merchantWallet('tw-evm-send').evm })).toBe(
      300n * WEI_PER_CENT,
    )
  })

  it('pays with signTransaction: it signs locally and the emulator submits it', async () => {
    const { reply, verdict } = await answer('purchase', 'signTransaction', 'tw-evm-sign')
    expect(reply).toMatch(/^0x02/) // a serialized EIP-1559 transaction, not a hash
    expect(verdict).toMatchObject({ ok: true, hash: expect.stringMatching(/^0x[\da-f]{64}$/) })
  })

  it('pays with signMessage: a personal_sign signature of the text', async () => {
    const { wallet, request, reply, verdict } = await answer('purchase', 'signMessage', 'tw-evm-message')
    expect(verdict).toMatchObject({ ok: true })
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: request.data,
        signature: reply as Hex,
      }),
    ).toBe(true)
  })

  it('signs the EIP-712 permit of a withdrawal', async () => {
    const { verdict } = await answer('withdraw', 'signMessage', 'tw-evm-permit')
    expect(verdict).toMatchObject({ ok: true })
    expect(emulator.payments({ merchantId: 'tw-evm-permit', kind: 'withdraw' })).toHaveLength(1)
  })

  it('uses the key it is given', () => {
    const privateKey = generatePrivateKey()
    const wallet = evmTestWallet({ privateKey })
    expect(wallet.account.address).toBe(privateKeyToAddress(privateKey))
    expect(wallet.privateKey).toBe(privateKey)
  })
})
