import type { Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { frameAt, type Harness, startHarness, WAIT } from './harness'

// <Purchase blockchain="stellar"> in the Stellar example (built by Vite, served from 127.0.0.1) against the
// emulator on other origins, in Chromium: @portico/stellar answers the checkout with the example's test
// wallet, and the emulator checks the signature of the customer's account (no chain, no ledger).

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness({ examples: true })
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const byTestId = (id: string) => `[data-testid="${id}"]`
const PURCHASE = `${byTestId('purchase')} iframe`

const outcomes = async () =>
  ((await tab.locator(byTestId('outcome')).textContent()) ?? '').split('\n').filter(Boolean)

/** Opens the example and its purchase checkout, open for the example's wallet. */
async function openPurchase(): Promise<{ address: string; frame: Frame }> {
  tab = await h.open(h.examples?.urls.stellar ?? '')
  const address = (await tab.locator(byTestId('wallet-address')).textContent()) ?? ''
  expect(address).toMatch(/^G[A-Z2-7]{55}$/)
  const frame = await frameAt(
    tab,
    PURCHASE,
    h.hosts.checkout,
    (url) => url.searchParams.get('pubkey') === address,
  )
  expect(new URL(frame.url()).pathname).toBe('/stellar/purchase-v2/demo-merchant')
  return { address, frame }
}

/** Pays with the wallet, by `method`, and returns what the page logged and what the emulator recorded. */
async function pay(frame: Frame, method?: string) {
  if (method) await frame.locator(byTestId('wallet-method')).selectOption(method)
  await frame.locator(byTestId('pay-wallet')).click()
  await poll(async () => (await outcomes()).length).toBe(1)
  const [line = ''] = await outcomes()
  const paymentId = await frame.locator(byTestId('result-payment-id')).textContent()
  const payment = h.emulator.payments({ merchantId: 'demo-merchant' }).find((p) => p.paymentId === paymentId)
  return { line, paymentId, payment }
}

describe('a Stellar purchase through the example', () => {
  it('is paid with the signature of the customer account (signTransaction)', async () => {
    const { address, frame } = await openPurchase()
    const { line, paymentId, payment } = await pay(frame)
    expect(line).toBe(`success ${JSON.stringify({ paymentId, hash: payment?.hash })}`)
    expect(payment).toMatchObject({
      blockchain: 'stellar',
      method: 'wallet',
      request: 'signTransaction',
      payer: address,
      amount: '1999000000',
    })
    expect(payment?.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is paid by a transaction the plugin sent to the Stellar RPC (sendTransaction, across origins)', async () => {
    const { address, frame } = await openPurchase()
    const { line, paymentId, payment } = await pay(frame, 'sendTransaction')
    expect(line).toBe(`success ${JSON.stringify({ paymentId, hash: payment?.hash })}`)
    expect(payment).toMatchObject({ blockchain: 'stellar', request: 'sendTransaction', payer: address })
    // The transaction the Stellar RPC took pays the merchant's Stellar account, as merchantWallet() gives it.
    const sent = await stellarRpc('getTransaction', { hash: payment?.hash })
    expect(sent).toMatchObject({ status: 'SUCCESS' })
    const envelope = Buffer.from((sent as { envelopeXdr: string }).envelopeXdr, 'base64')
    const merchant = h.emulator.merchantWallet('demo-merchant').stellar
    expect(merchant).toMatch(/^G[A-Z2-7]{55}$/)
    expect(envelope.includes(accountKey(merchant))).toBe(true)
  })
})

/** What the emulator's Stellar RPC answers `method`, asked as any JSON-RPC client would. */
async function stellarRpc(method: string, params: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(h.emulator.stellarRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** The 32-byte Ed25519 key of a `G…` address (StrKey: base32 of a version byte, the key and a checksum). */
function accountKey(address: string): Buffer {
  const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...address].map((c) => BASE32.indexOf(c).toString(2).padStart(5, '0')).join('')
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)))
  return bytes.subarray(1, 33)
}
