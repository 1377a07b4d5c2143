import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutFrame, payWithWallet } from '../../packages/emulator/dist/playwright.js'
import { WAIT } from './harness'
import { type MerchantSite, startMerchantSite } from './merchant-site'

// Every wallet a shopper has, in real Chromium against the emulator and its local chains: a merchant page
// (127.0.0.1, bundled from the built packages) pays the checkout (localhost) with an injected EIP-1193
// provider or one of the wallets that announce themselves (EIP-6963), from `@portico/emulator/testing/evm`,
// or with a wallet-standard Solana wallet. That the plugin brings no viem to such a page is the size
// scenario's to prove (scripts/size-scenarios.mjs).

let site: MerchantSite
let tab: Page

beforeAll(async () => {
  site = await startMerchantSite(new URL('./wallets-page.ts', import.meta.url))
})
afterAll(async () => {
  await tab?.close()
  await site?.close()
})

// The tests' own parameters in the query of the page last loaded.
let own: string[] = []
/**
 * Loads the page for `merchant` with `params`: the first in a new tab, the next ones in that tab (a new
 * document each, without the cost of a new tab), keeping the query's emulator and chain URLs.
 */
const open = async (merchant: string, params: Record<string, string>) => {
  if (!tab || tab.isClosed()) tab = await site.open(merchant, params)
  else {
    const url = new URL(tab.url())
    for (const key of own) url.searchParams.delete(key)
    for (const [key, value] of Object.entries({ merchant, ...params })) url.searchParams.set(key, value)
    await tab.goto(url.href)
  }
  own = Object.keys(params)
  return tab
}

/** The account the page shows, once its wallet gave one (the page asks it after it loads). */
async function shownAddress(): Promise<string> {
  const shown = tab.getByTestId('wallet-address')
  await expect.poll(() => shown.textContent(), WAIT).not.toBe('')
  return (await shown.textContent()) ?? ''
}

/** The calls the page's injected provider has had, in order. */
const providerCalls = () => tab.evaluate(() => [...(window.ethereum?.calls ?? [])])

describe('an injected EIP-1193 provider', () => {
  it('is refused by the customer (4001), then pays after the checkout asks again, switching and adding the chain', async () => {
    await open('wallets-injected', { case: 'injected' })
    const address = await shownAddress()
    expect(address).toMatch(/^0x[\da-fA-F]{40}$/)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: site.emulator.checkoutOrigin })
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(address)

    await tab.evaluate(() => window.ethereum?.rejects.add('eth_sendTransaction'))
    await expect(payWithWallet(checkout, { method: 'sendTransaction' })).rejects.toMatchObject({
      code: 'EMULATOR_CHECKOUT_FAILED',
      message: expect.stringContaining('the customer rejected the request in the wallet'),
    })
    await tab.evaluate(() => window.ethereum?.rejects.clear())
    const paid = await payWithWallet(checkout, { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'eth', request: 'sendTransaction', payer: address })
    expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
    // The wallet started on chain 1 and did not know the local chain: it was asked to switch (4902), to add
    // it, and to switch again, before the first send.
    const calls = await providerCalls()
    const firstSend = calls.indexOf('eth_sendTransaction')
    expect(calls.slice(0, firstSend)).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(calls.indexOf('wallet_addEthereumChain')).toBeLessThan(
      calls.lastIndexOf('wallet_switchEthereumChain'),
    )
  })

  it('signs the message of a purchase (personal_sign)', async () => {
    await open('wallets-message', { case: 'injected' })
    const address = await shownAddress()
    const paid = await payWithWallet(await checkoutFrame(tab, { kind: 'purchase' }), {
      method: 'signMessage',
    })
    expect(paid.payment).toMatchObject({ request: 'signMessage', payer: address })
    expect(await providerCalls()).toContain('personal_sign')
  })

  it('signs the EIP-712 permit of a withdrawal (eth_signTypedData_v4)', async () => {
    await open('wallets-permit', { case: 'injected', kind: 'withdraw' })
    const paid = await payWithWallet(await checkoutFrame(tab, { kind: 'withdraw' }), { amount: '3.50' })
    expect(paid.payment).toMatchObject({ kind: 'withdraw', total: { cents: 350, currency: 'USD' } })
    expect(await providerCalls()).toContain('eth_signTypedData_v4')
  })
})

describe('wallets that announce themselves (EIP-6963)', () => {
  it('are listed, and the one the shopper picks pays', async () => {
    await open('wallets-discover', { case: 'discover' })
    const buttons = tab.getByTestId('wallets').getByRole('button')
    await expect.poll(() => buttons.allTextContents(), WAIT).toEqual(['Alpha Wallet', 'Beta Wallet'])
    await buttons.nth(1).click()
    const address = await shownAddress()
    const paid = await payWithWallet(await checkoutFrame(tab, { kind: 'purchase' }), {
      method: 'sendTransaction',
    })
    expect(paid.payment).toMatchObject({ request: 'sendTransaction', payer: address })
  })
})

describe('a wallet-standard Solana wallet', () => {
  it('pays on the local Solana chain, signing and sending itself (solana:signAndSendTransaction)', async () => {
    await open('wallets-standard', { case: 'standard' })
    const address = await shownAddress()
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: site.emulator.checkoutOrigin })
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(address)
    const paid = await payWithWallet(checkout, { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'solana', request: 'sendTransaction', payer: address })
    expect(paid.hash).toBe(paid.payment.hash)
  })
})

describe('a bare address as the wallet', () => {
  it('opens a purchase history for that account', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await open('wallets-history', { case: 'history', address })
    const history = await checkoutFrame(tab, {
      kind: 'purchase-history',
      origin: site.emulator.checkoutOrigin,
    })
    expect(new URL(history.url()).searchParams.get('pubkey')).toBe(address)
  })
})
