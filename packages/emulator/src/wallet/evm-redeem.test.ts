import { createHash } from 'node:crypto'
import LZString from 'lz-string'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  pad,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { WEI_PER_CENT } from './amounts'
import { REDEEMER_ADDRESS } from './carry-out-redeem'
import { post as pagePost } from './page-client.test-helper'

// Drives the emulator as another kit does, with raw HTTP and no Portico code: the checkout URL as the
// anchor kit builds it (its `transaction` prop, a redeem object, lz-compressed JSON), then the page's own
// calls (ask for the wallet request, send the wallet's reply), with a wallet that reads the request the way
// an ethers-shaped wallet does.

let emulator: Emulator
let client: PublicClient
// Contracts placed with hardhat_setCode: one stores its caller in slot 0, one always reverts.
const RECORDER = '0x00000000000000000000000000000000000c0de1'
const REVERTER = '0x00000000000000000000000000000000000c0de2'
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: { evm: true } })
  const transport = http(emulator.evmRpcUrl)
  client = createPublicClient({ transport }) as PublicClient
  const test = createTestClient({ mode: 'hardhat', transport })
  await test.setCode({ address: RECORDER, bytecode: '0x3360005500' }) // CALLER 0 SSTORE STOP
  await test.setCode({ address: REVERTER, bytecode: '0x60006000fd' }) // 0 0 REVERT
}, 60_000)
afterAll(() => emulator.close())

const kitTransaction = (redeem: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(redeem))

async function open(path: string): Promise<{ status: number; sessionId?: string; html: string }> {
  const response = await fetch(emulator.checkoutOrigin + path)
  const html = await response.text()
  const data = /id="portico-page">(.*?)<\/script>/s.exec(html)?.[1]
  return { status: response.status, html, ...(data ? { sessionId: JSON.parse(data).sessionId } : {}) }
}

const post = async (path: string, body: unknown) => {
  const { status, json } = await pagePost(emulator.checkoutOrigin + path, body)
  return { status, json: json as Record<string, string> }
}

// A wallet as the anchor kit's EVM wallet type expects: it takes the request it is handed unchanged and
// refuses one that is not ethers-shaped (ethers v5 throws on the key `gas` and a non-number chainId).
async function ethersShapedSend(data: string, key: Hex): Promise<Hex> {
  const request = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
  if ('gas' in request) throw new Error('invalid transaction key: gas')
  if (typeof request.chainId !== 'number') throw new Error('chainId must be a number')
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, transport: http(emulator.evmRpcUrl) })
  return wallet.sendTransaction({
    chain: null,
    to: request.to,
    value: BigInt(request.value),
    gas: BigInt(request.gasLimit),
    maxFeePerGas: BigInt(request.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(request.maxPriorityFeePerGas),
    ...(request.data ? { data: request.data } : {}),
  })
}

async function payWithWallet(merchantId: string, redeem: unknown, cents = 1200) {
  const key = generatePrivateKey()
  const pubkey = privateKeyToAccount(key).address
  const page = await open(
    `/eth/purchase-v2/${merchantId}?cents=${cents}&transaction=${kitTransaction(redeem)}&pubkey=${pubkey}`,
  )
  const request = await post(`/emulator/sessions/${page.sessionId}/requests`, {})
  if (request.status !== 200) return { request }
  const hash = await ethersShapedSend(request.json.data as string, key)
  const verified = await post(`/emulator/requests/${request.json.id}/verify`, { reply: hash })
  return { request, hash, verified }
}

describe('EVM redeem objects (the checkout’s `transaction`)', () => {
  it('derives the redeemer address it writes out', () => {
    const key = createHash('sha256').update('portico-emulator/evm-redeemer/checkout').digest('hex')
    expect(REDEEMER_ADDRESS).toBe(privateKeyToAddress(`0x${key}`))
  })

  it('pays a normal redeem by wallet, then calls the merchant’s contract from the checkout’s account', async () => {
    const redeem = { transaction: { to: RECORDER, data: '0xabcdef01' }, waitForHash: true }
    const { request, hash, verified } = await payWithWallet('redeem-normal', redeem)
    expect(request.status).toBe(200)
    expect(verified?.json).toMatchObject({ ok: true, hash })
    // The customer's transaction paid the merchant; the redeem is another transaction, the checkout's.
    const merchant = emulator.merchantWallet('redeem-normal').evm
    expect(await client.getBalance({ address: merchant })).toBe(1200n * WEI_PER_CENT)
    const [entry] = emulator.payments({ merchantId: 'redeem-normal' })
    expect(entry).toMatchObject({
      method: 'wallet',
      hash,
      amount: String(1200n * WEI_PER_CENT),
      redeem: { type: 'normal', given: redeem, hash: expect.stringMatching(/^0x[\da-f]{64}$/) },
    })
    const sent = await client.getTransaction({ hash: entry?.redeem?.hash as Hex })
    expect(sent).toMatchObject({ from: REDEEMER_ADDRESS.toLowerCase(), to: RECORDER, input: '0xabcdef01' })
    expect(await client.getStorageAt({ address: RECORDER, slot: '0x0' })).toBe(
      pad(REDEEMER_ADDRESS.toLowerCase() as Hex),
    )
  })

  it('delivers a token redeem’s amount to its destination after a card payment', async () => {
    const destination = privateKeyToAddress(generatePrivateKey())
    const redeem = { type: 'token', destination }
    const page = await open(
      `/polygon/purchase-v2/redeem-token?cents=300&transaction=${kitTransaction(redeem)}`,
    )
    const paid = await post(`/emulator/sessions/${page.sessionId}/card`, {
      number: '4242424242424242',
      expiry: '12/40',
      cvv: '123',
    })
    expect(paid.json).toMatchObject({ status: 'success' })
    expect(await client.getBalance({ address: destination })).toBe(300n * WEI_PER_CENT)
    expect(emulator.payments({ merchantId: 'redeem-token' })).toMatchObject([
      { method: 'card', redeem: { type: 'token', given: redeem, hash: expect.any(String) } },
    ])
  })

  it('records the other redeems as given, each once', async () => {
    const call = { to: RECORDER, data: '0x' }
    const nft = '0x00000000000000000000000000000000000000aa'
    const redeems = {
      'known-token-id': { transaction: call, nftContract: nft, nftId: '7' },
      'safe-mint': { type: 'safeMint', transaction: call, nftContract: nft },
      returned: { type: 'returned', transaction: call },
      decent: {
        type: 'decent',
        dstChainId: 8453,
        dstToken: nft,
        contractAddress: nft,
        contractData: '0x1234',
        cost: { amount: '5000', isNative: false },
      },
    }
    for (const [type, redeem] of Object.entries(redeems)) {
      const { verified } = await payWithWallet(`redeem-${type}`, redeem, 100)
      expect(verified?.json).toMatchObject({ ok: true })
      const entries = emulator.payments({ merchantId: `redeem-${type}` })
      expect(entries).toHaveLength(1)
      expect(entries[0]?.redeem).toEqual({ type, given: redeem })
    }
  })

  it('refuses a normal redeem whose call reverts before the customer is asked to pay', async () => {
    const { request } = await payWithWallet('redeem-revert', { transaction: { to: REVERTER, data: '0x' } })
    expect(request.status).toBe(502)
    expect(request.json.error).toMatch(/could not be built/)
    expect(emulator.payments({ merchantId: 'redeem-revert' })).toEqual([])
  })

  it('answers a malformed redeem object with a 400 page that says what is wrong', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ type: 'token', destination: 'nowhere' }, /destination must be an EVM address/],
      [{ transaction: { to: RECORDER } }, /transaction must be \{ to/],
      [{ transaction: { to: RECORDER, data: '0x' }, nftId: 7 }, /nftId/],
      [{ type: 'decent', dstChainId: 1 }, /dstToken/],
      [{ type: 'mystery' }, /not lz-string JSON of a redeem object/],
      [[1, 2], /not lz-string JSON/],
    ]
    for (const [redeem, words] of cases) {
      const page = await open(`/base/purchase-v2/redeem-bad?cents=100&transaction=${kitTransaction(redeem)}`)
      expect(page.status).toBe(400)
      expect(page.html).toMatch(words)
    }
  })
})
