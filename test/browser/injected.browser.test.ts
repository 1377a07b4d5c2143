import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkoutFrame, payWithWallet } from '../../packages/emulator/dist/playwright.js'
import { WAIT } from './harness'
import { type MerchantSite, startMerchantSite } from './merchant-site'
import { installNodeWallets } from './node-wallets'

// The EVM README's page for the wallet injected in the shopper's browser, built from @portico/core and
// @portico/evm alone (no viem, no wagmi: its bundle is read), paying on the emulator's Hardhat chain in
// Chromium. The wallet is installed before the page runs, as an extension is (node-wallets.ts): it starts
// on chain 1, knows no other chain until one is added, and refuses what the test has it refuse (4001).

const ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // Hardhat's fourth test account

let site: MerchantSite
let tab: Page

beforeAll(async () => {
  site = await startMerchantSite(new URL('./injected-page.ts', import.meta.url))
})
afterAll(() => site?.close())
afterEach(() => tab?.close())

describe('a page with only @portico/core and @portico/evm, and the injected wallet', () => {
  it('has no viem and no wagmi in its bundle', () => {
    // esbuild names the module each part of the bundle comes from: lz-string (core's) is there, and the
    // plugin's request handlers; nothing of viem, wagmi or their hashing and encoding libraries.
    expect(site.script).toMatch(/\/\/ node_modules\/\S*lz-string/)
    expect(site.script).toContain('eth_sendTransaction')
    expect(site.script).not.toMatch(/\/\/ node_modules\/\S*(viem|wagmi|ox@|@noble)/)
  })

  it('is refused by the customer (4001), then pays on Hardhat after switching the wallet to the chain it added', async () => {
    tab = await site.open('injected-readme', {})
    await tab.addInitScript(installNodeWallets, { injected: ACCOUNT })
    await tab.reload()
    await expect.poll(() => tab.getByTestId('wallet-address').textContent(), WAIT).toBe(ACCOUNT)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: site.emulator.checkoutOrigin })
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(ACCOUNT)

    await tab.evaluate(() => window.nodeWallets.refuse.add('eth_sendTransaction'))
    await expect(payWithWallet(checkout, { method: 'sendTransaction' })).rejects.toMatchObject({
      message: expect.stringContaining('the customer rejected the request in the wallet'),
    })
    await tab.evaluate(() => window.nodeWallets.refuse.clear())
    const paid = await payWithWallet(checkout, { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'eth', request: 'sendTransaction' })
    expect(paid.payment.payer?.toLowerCase()).toBe(ACCOUNT.toLowerCase())
    expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
    const calls = await tab.evaluate(() => window.nodeWallets.calls)
    expect(calls).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_sendTransaction',
      ]),
    )
    expect(calls.indexOf('wallet_addEthereumChain')).toBeLessThan(calls.indexOf('eth_sendTransaction'))
  })

  it('passed as the bare provider, opens the checkout for its connected account and pays on Hardhat', async () => {
    tab = await site.open('injected-readme', { wallet: 'bare' })
    await tab.addInitScript(installNodeWallets, { injected: ACCOUNT })
    await tab.reload()
    await expect.poll(() => tab.getByTestId('wallet-address').textContent(), WAIT).toBe(ACCOUNT)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: site.emulator.checkoutOrigin })
    // The account the wallet answered to eth_accounts, without a pubkey given by the page.
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(ACCOUNT)
    const paid = await payWithWallet(checkout, { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'eth', request: 'sendTransaction' })
    expect(paid.payment.payer?.toLowerCase()).toBe(ACCOUNT.toLowerCase())
    expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
    // The page asked the shopper to connect once; the checkout only read the connected account.
    const calls = await tab.evaluate(() => window.nodeWallets.calls)
    expect(calls.filter((call) => call === 'eth_requestAccounts')).toHaveLength(1)
    expect(calls).toContain('eth_accounts')
  })
})
