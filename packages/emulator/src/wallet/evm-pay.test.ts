import { checkoutRoute } from '@portico/core'
import { evm } from '@portico/evm'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { WEI_PER_CENT } from './amounts'
import { TEST_TOKEN_ADDRESS } from './merchant-wallet'
import { openPage, verify, verifyAtOnce } from './page-client.test-helper'

// The wallet is a viem local account, answering as the EVM plugin does: the tx hash for sendTransaction,
// the serialized signed tx for signTransaction, a 0x signature for signMessage (typed data when it is JSON).
interface TxJson {
  to: Hex
  data?: Hex
  value?: string
  gasLimit?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
  chainId?: number
}

// The request is ethers-shaped, as the checkout hands wallets: `gasLimit` (ethers v5 refuses `gas`) and a
// numeric `chainId`; decoding fails on the other shape.
function decode(data: string) {
  const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as TxJson
  if ('gas' in json || typeof json.chainId !== 'number')
    throw new Error(`not ethers-shaped: ${JSON.stringify(json)}`)
  const big = (v?: string) => (v === undefined ? undefined : BigInt(v))
  return {
    to: json.to,
    data: json.data,
    value: big(json.value),
    gas: big(json.gasLimit),
    maxFeePerGas: big(json.maxFeePerGas),
    maxPriorityFeePerGas: big(json.maxPriorityFeePerGas),
    nonce: json.nonce === undefined ? undefined : Number(json.nonce),
    chainId: json.chainId,
  }
}

let emulator: Emulator
let client: PublicClient
beforeAll(async () => {
  emulator = await startEmulator({
    checkoutPort: 0,
    apiPort: 0,
    chains: { evm: true },
    confirmTimeoutMs: 1500,
  })
  client = createPublicClient({ transport: http(emulator.evmRpcUrl) }) as PublicClient
}, 60_000)
afterAll(() => emulator.close())

function wallet(account: PrivateKeyAccount) {
  return createWalletClient({ account, transport: http(emulator.evmRpcUrl) })
}

function purchase(account: PrivateKeyAccount, merchantId: string, blockchain: 'eth' | 'base' = 'base') {
  return openPage(emulator, {
    blockchain,
    route: checkoutRoute('purchase', merchantId),
    pubkey: account.address,
    subtotal: { cents: 1999 },
  })
}

describe('EVM wallet requests', () => {
  it('pays the merchant with a transaction the wallet sends (funding the wallet first)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const request = await (await purchase(account, 'evm-send')).request()
    expect(request.method).toBe('sendTransaction')
    const tx = decode(request.data)
    expect(tx).toMatchObject({ to: emulator.merchantWallet('evm-send').evm, value: 1999n * WEI_PER_CENT })
    expect(tx.chainId).toBe(emulator.evmChainId)
    const hash = await wallet(account).sendTransaction({ ...tx, nonce: undefined, chain: null })
    expect(await verify(emulator, request.id, hash)).toMatchObject({ ok: true, hash })
    expect(await client.getBalance({ address: emulator.merchantWallet('evm-send').evm })).toBe(
      1999n * WEI_PER_CENT,
    )
  })

  it("asks the wallet for the merchant's own transaction, as the EVM plugin encodes it", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const merchantCall = {
      to: emulator.merchantWallet('evm-own').evm,
      data: '0xc0ffee' as const,
      value: 10n ** 15n,
    }
    const page = await openPage(emulator, {
      blockchain: 'eth',
      route: checkoutRoute('purchase', 'evm-own'),
      pubkey: account.address,
      subtotal: { cents: 100 },
      transaction: evm().encodeTransaction?.(merchantCall, 'eth'),
    })
    const tx = decode((await page.request()).data)
    expect(tx).toMatchObject({ to: merchantCall.to, data: '0xc0ffee' as const, value: 10n ** 15n })
  })

  it('submits a transaction the wallet signed', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const request = await (await purchase(account, 'evm-sign', 'eth')).request({ method: 'signTransaction' })
    const tx = decode(request.data)
    expect(tx.nonce).toBe(0)
    const serialized = await account.signTransaction({
      ...tx,
      type: 'eip1559',
      chainId: tx.chainId as number,
      nonce: 0,
    })
    const answer = await verify(emulator, request.id, serialized)
    expect(answer).toMatchObject({ ok: true, hash: expect.stringMatching(/^0x[\da-f]{64}$/) })
    const receipt = await client.getTransactionReceipt({ hash: answer.hash as Hex })
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
  })

  it('accepts a signed message from the wallet and refuses one from another account', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const page = await purchase(account, 'evm-message')
    const good = await page.request({ method: 'signMessage' })
    expect(await verify(emulator, good.id, await account.signMessage({ message: good.data }))).toMatchObject({
      ok: true,
    })
    // A page pays once: the refusal is tried on another page.
    const bad = await (await purchase(account, 'evm-message')).request({ method: 'signMessage' })
    const other = privateKeyToAccount(generatePrivateKey())
    expect(await verify(emulator, bad.id, await other.signMessage({ message: bad.data }))).toMatchObject({
      ok: false,
    })
  })

  it('refuses a hash of a transaction that paid someone else', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const request = await (await purchase(account, 'evm-wrong')).request()
    const tx = decode(request.data)
    const hash = await wallet(account).sendTransaction({
      ...tx,
      to: account.address,
      nonce: undefined,
      chain: null,
    })
    expect(await verify(emulator, request.id, hash)).toMatchObject({
      ok: false,
      error: expect.stringContaining('does not pay what was requested'),
    })
  })

  it('withdraws with an EIP-712 permit signed through signMessage', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const page = await openPage(emulator, {
      blockchain: 'polygon',
      route: checkoutRoute('withdraw', 'evm-permit'),
      pubkey: account.address,
    })
    const request = await page.request({ amountCents: 1234 })
    expect(request.method).toBe('signMessage')
    const typed = JSON.parse(request.data)
    expect(typed).toMatchObject({
      primaryType: 'Permit',
      domain: { verifyingContract: TEST_TOKEN_ADDRESS, chainId: emulator.evmChainId },
      message: { owner: account.address, spender: emulator.merchantWallet('evm-permit').evm },
    })
    const answer = await verify(emulator, request.id, await account.signTypedData(typed))
    expect(answer).toMatchObject({ ok: true })
    expect(emulator.payments({ merchantId: 'evm-permit' })).toMatchObject([
      { kind: 'withdraw', request: 'signMessage' },
    ])
  })

  it('withdraws with an approve transaction when usePermit=false', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const page = await openPage(emulator, {
      blockchain: 'arbitrum',
      route: checkoutRoute('withdraw', 'evm-approve'),
      pubkey: account.address,
      usePermit: false,
    })
    const request = await page.request({ amountCents: 500 })
    expect(request.method).toBe('sendTransaction')
    const tx = decode(request.data)
    expect(tx.to).toBe(TEST_TOKEN_ADDRESS)
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex })
    expect(call).toMatchObject({
      functionName: 'approve',
      args: [emulator.merchantWallet('evm-approve').evm, 500n * WEI_PER_CENT],
    })
    const hash = await wallet(account).sendTransaction({ ...tx, nonce: undefined, chain: null })
    expect(await verify(emulator, request.id, hash)).toMatchObject({ ok: true, hash })
  })
})

describe('EVM payments at the limits', () => {
  it('pays one transaction once when two pages of the same purchase are verified with it at once', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const [first, second] = [
      await (await purchase(account, 'evm-hash-race')).request(),
      await (await purchase(account, 'evm-hash-race')).request(),
    ]
    const tx = decode(first.data)
    const hash = await wallet(account).sendTransaction({ ...tx, nonce: undefined, chain: null })
    const verdicts = await verifyAtOnce(emulator, [first.id, second.id], hash)
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1)
    expect(verdicts.find((v) => !v.ok)?.error).toMatch(/already used/)
    expect(emulator.payments({ merchantId: 'evm-hash-race' })).toHaveLength(1)
  })

  it('pays the largest amount a payment may move (10^12 ETH), funding the wallet for it', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const page = await openPage(emulator, {
      blockchain: 'eth',
      route: checkoutRoute('purchase', 'evm-max'),
      pubkey: account.address,
      subtotal: { token: 'native', amount: 10n ** 30n },
    })
    const request = await page.request()
    const tx = decode(request.data)
    expect(tx.value).toBe(10n ** 30n)
    const hash = await wallet(account).sendTransaction({ ...tx, nonce: undefined, chain: null })
    expect(await verify(emulator, request.id, hash)).toMatchObject({ ok: true, hash })
    expect(await client.getBalance({ address: emulator.merchantWallet('evm-max').evm })).toBe(10n ** 30n)
  })
})
