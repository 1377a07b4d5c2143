import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
// What a merchant installs: the built emulator's Playwright helpers and (in the page) its test wallets.
import {
  checkoutFrame,
  fillCardField,
  payByCard,
  payWithWallet,
  readLedger,
} from '../../packages/emulator/dist/playwright.js'
import { WAIT } from './harness'
import { type MerchantSite, startMerchantSite } from './merchant-site'

// The merchant's test kit in real Chromium: a merchant page (127.0.0.1) bundled with the built packages pays
// the emulator's checkout (localhost) with the test wallets of `@portico/emulator/testing`, driven by the
// helpers of `@portico/emulator/playwright`, on the emulator's local chains.

let site: MerchantSite
let emulator: MerchantSite['emulator']
let tab: Page

beforeAll(async () => {
  site = await startMerchantSite(new URL('./merchant-page.ts', import.meta.url))
  emulator = site.emulator
})
afterAll(() => site?.close())
afterEach(() => tab?.close())

/** Opens the merchant page for `merchant` with what it should mount. */
async function open(merchant: string, params: Record<string, string>) {
  tab = await site.open(merchant, params)
  return tab
}

/** What the merchant page's onSuccess / onAuthDeclined logged, as values. */
async function outcomes() {
  const text = (await tab.getByTestId('outcome').textContent()) ?? ''
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      event: line.slice(0, line.indexOf(' ')),
      info: JSON.parse(line.slice(line.indexOf(' ') + 1)),
    }))
}

/** The balance of a Solana address on the emulator's chain, asked as any JSON-RPC client would. */
async function lamports(address: string): Promise<number> {
  const response = await fetch(emulator.solanaRpcUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return ((await response.json()) as { result: { value: number } }).result.value
}

// A page holds several checkouts where a case pays several times: a page, its bundle and each frame cost a
// renderer process, and one wallet paying one checkout after another is what a merchant's test does too.
// A case paying several times is bounded accordingly: the bound only stops a hang.
const SEVERAL = { timeout: 150_000 }

describe('payWithWallet and the test wallets', () => {
  it(
    'pays three Solana purchases, answered with sendTransaction, signTransaction and signMessage by solanaTestWallet',
    SEVERAL,
    async () => {
      const merchant = 'kit-sol'
      let before = await lamports(emulator.merchantWallet(merchant).solana)
      await open(merchant, { chain: 'solana', cents: '1500', checkouts: 'purchase,purchase,purchase' })
      const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
      for (const [i, method] of (['sendTransaction', 'signTransaction', 'signMessage'] as const).entries()) {
        const checkout = await checkoutFrame(tab, {
          kind: 'purchase',
          origin: emulator.checkoutOrigin,
          within: tab.getByTestId(`checkout-${i + 1}`),
        })
        expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(address)
        const paid = await payWithWallet(checkout, { method })
        expect(paid.payment).toMatchObject({
          paymentId: paid.paymentId,
          merchantId: merchant,
          method: 'wallet',
          request: method,
          payer: address,
        })
        await expect
          .poll(async () => (await outcomes()).at(i), WAIT)
          .toEqual({ event: 'success', info: expect.objectContaining({ paymentId: paid.paymentId }) })
        // A naive balance check from before the page opened (then from the last payment) sees the payment,
        // nothing else.
        const moved = method === 'signMessage' ? 0 : 1500 * 100_000
        const after = await lamports(emulator.merchantWallet(merchant).solana)
        expect(after - before).toBe(moved)
        before = after
        if (method !== 'signMessage') expect(paid.hash).toBe(paid.payment.hash)
      }
      expect(await outcomes()).toHaveLength(3)
    },
  )

  it(
    'pays three eth purchases, answered with sendTransaction, signTransaction and signMessage by evmTestWallet, and withdraws with the EIP-712 permit it signs, for the amount typed',
    SEVERAL,
    async () => {
      await open('kit-eth', { chain: 'eth', cents: '800', checkouts: 'purchase,purchase,purchase,withdraw' })
      const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
      const within = (i: number) => ({ within: tab.getByTestId(`checkout-${i}`) })
      for (const [i, method] of (['sendTransaction', 'signTransaction', 'signMessage'] as const).entries()) {
        const checkout = await checkoutFrame(tab, { kind: 'purchase', ...within(i + 1) })
        const paid = await payWithWallet(checkout, { method })
        expect(paid.payment).toMatchObject({ blockchain: 'eth', request: method, payer: address })
        if (method !== 'signMessage') expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
      }
      const withdraw = await checkoutFrame(tab, { kind: 'withdraw', ...within(4) })
      const paid = await payWithWallet(withdraw, { amount: '12.50' })
      expect(paid.payment).toMatchObject({ kind: 'withdraw', total: { cents: 1250, currency: 'USD' } })
    },
  )

  it("rejects with EMULATOR_CHECKOUT_FAILED and the checkout's words when the page refuses the request, and with EMULATOR_CHECKOUT_TIMEOUT when no checkout of that kind shows up", async () => {
    await open('kit-refused', { chain: 'solana', cents: '100', refuse: 'yes' })
    const checkout = await checkoutFrame(tab, { kind: 'purchase' })
    await expect(payWithWallet(checkout)).rejects.toMatchObject({
      code: 'EMULATOR_CHECKOUT_FAILED',
      message: expect.stringContaining('The wallet did not complete sendTransaction'),
    })
    await expect(payWithWallet(checkout, { method: 'signTypedData' as 'signMessage' })).rejects.toMatchObject(
      {
        code: 'EMULATOR_CHECKOUT_FAILED',
        message: expect.stringContaining('does not ask for signTypedData'),
      },
    )
    // The page has a purchase, no withdraw: the error says what it saw.
    const error = await checkoutFrame(tab, { kind: 'withdraw', timeout: 1500 }).catch((e: Error) => e)
    expect(error).toMatchObject({
      code: 'EMULATOR_CHECKOUT_TIMEOUT',
      message: expect.stringContaining('checkout-purchase'),
    })
    // What a test runner prints of an uncaught failure (name, message, stack) shows the code.
    expect(String(error)).toMatch(/^PorticoError \[EMULATOR_CHECKOUT_TIMEOUT\]: no /)
    expect((error as Error).stack).toMatch(/^PorticoError \[EMULATOR_CHECKOUT_TIMEOUT\]/)
  })
})

describe('payByCard and fillCardField', () => {
  it("is declined, fails 3-D Secure, then pays after approving it, as outcomes; types a card into the page's card field, which the page then tokenizes", async () => {
    await open('kit-card', { chain: 'solana', cents: '2500', card: 'yes' })
    const checkout = await checkoutFrame(tab, { kind: 'purchase' })
    expect(await payByCard(checkout, { number: '4000 0000 0000 0002' })).toEqual({
      status: 'declined',
      challenged: false,
      info: expect.objectContaining({ code: 'card_declined', total: '$25.00' }),
    })
    expect(await payByCard(checkout, { number: '4000 0000 0000 3220', threeDs: 'fail' })).toEqual({
      status: 'declined',
      challenged: true,
      info: expect.objectContaining({ code: 'three_ds_failed' }),
    })
    const paid = await payByCard(checkout, { number: '4000 0000 0000 3220', threeDs: 'approve' })
    expect(paid).toMatchObject({ status: 'paid', challenged: true })
    expect(paid.status === 'paid' && paid.payment).toMatchObject({ method: 'card', payer: 'VISA •••• 3220' })
    await expect
      .poll(async () => (await outcomes()).map((o) => o.event), WAIT)
      .toEqual(['declined', 'declined', 'success'])
    // A paid page takes no other card: the checkout's refusal is an error, not an outcome.
    await expect(payByCard(checkout)).rejects.toMatchObject({ code: 'EMULATOR_CHECKOUT_FAILED' })

    await fillCardField(tab.getByTestId('card'), { number: '5555 5555 5555 4444', cvv: '321' })
    // Ready once it returns: the first getToken() gives the token (not "Unable to get token").
    await tab.getByTestId('card-token-button').click()
    await expect.poll(() => tab.getByTestId('card-token').textContent(), WAIT).not.toBe('')
    expect(await tab.getByTestId('card-token').textContent()).toMatch(/^555555\w+4444$/)
  })
})

describe('readLedger', () => {
  it('reads the payments and top-ups over HTTP as the handle has them', async () => {
    await open('kit-ledger', { chain: 'solana', cents: '5' })
    const { paymentId } = await payWithWallet(await checkoutFrame(tab, { kind: 'purchase' }))
    const ledger = await readLedger(emulator.checkoutOrigin, { merchantId: 'kit-ledger' })
    expect(ledger).toEqual({
      payments: emulator.payments({ merchantId: 'kit-ledger' }),
      topUps: emulator.topUps({ merchantId: 'kit-ledger' }),
    })
    expect(ledger.payments.map((p) => p.paymentId)).toEqual([paymentId])
    // The new test wallet was funded, and the merchant's empty wallet too: 5 cents (0.0005 SOL) alone is under
    // Solana's rent exemption. Both are recorded.
    expect(ledger.topUps.map((t) => t.reason)).toEqual(['payer', 'merchant-rent'])
  })
})
