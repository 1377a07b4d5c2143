import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../../packages/emulator/dist/index.js'
import { checkoutFrame, payWithWallet } from '../../packages/emulator/dist/playwright.js'
import { launchChromium } from './chromium'
import { WAIT } from './harness'
import { page as html, send, serve } from './servers'

// Every wallet a shopper has, in real Chromium against the emulator and its Hardhat chain: a merchant page
// (127.0.0.1, bundled from the built packages) pays the checkout (localhost) with an injected EIP-1193
// provider or one of the wallets that announce themselves (EIP-6963), from `@portico/emulator/testing/evm`.
// That the plugin brings no viem to such a page is the size scenario's to prove (scripts/size-scenarios.mjs).

const dist = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url))
const builtPackages: Plugin = {
  name: 'portico-dist',
  setup(b) {
    b.onResolve({ filter: /^@portico\/(core|evm|solana)$/ }, (args) => ({
      path: dist(`${args.path.slice(9)}/dist/index.js`),
    }))
    b.onResolve({ filter: /^@portico\/emulator\/testing(\/evm)?$/ }, (args) => ({
      path: dist(`emulator/dist/testing${args.path.endsWith('/evm') ? '-evm' : ''}.js`),
    }))
  },
}

let emulator: Emulator
let browser: Browser
let site: { port: number; close: () => Promise<void> }
let tab: Page
let pageCode: string

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./wallets-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [builtPackages],
  })
  pageCode = bundled.outputFiles[0]?.text ?? ''
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
  site = await serve((_req, res, url) =>
    url.pathname === '/page.js'
      ? send(res, 'text/javascript', pageCode)
      : send(res, 'text/html', html('/page.js')),
  )
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await emulator?.close()
})
afterEach(() => tab?.close())

async function open(merchant: string, params: Record<string, string>) {
  const query = new URLSearchParams({
    merchant,
    checkout: emulator.checkoutOrigin,
    api: emulator.apiOrigin,
    evmRpc: emulator.evmRpcUrl as string,
    solanaRpc: emulator.solanaRpcUrl as string,
    ...params,
  })
  // Tall enough for the checkout to be on screen: Chromium pauses cross-origin frames out of view.
  tab = await browser.newPage({ viewport: { width: 1280, height: 1600 } })
  tab.setDefaultTimeout(WAIT.timeout)
  await tab.goto(`http://127.0.0.1:${site.port}/?${query}`)
  return tab
}

/** The calls the page's injected provider has had, in order. */
const providerCalls = () => tab.evaluate(() => [...(window.ethereum?.calls ?? [])])

describe('an injected EIP-1193 provider', () => {
  it('is refused by the customer (4001), then pays after the checkout asks again, switching and adding the chain', async () => {
    await open('wallets-injected', { case: 'injected' })
    const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[\da-fA-F]{40}$/)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: emulator.checkoutOrigin })
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
    const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
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
    await expect.poll(() => tab.getByTestId('wallet-address').textContent(), WAIT).toMatch(/^0x/)
    const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
    const paid = await payWithWallet(await checkoutFrame(tab, { kind: 'purchase' }), {
      method: 'sendTransaction',
    })
    expect(paid.payment).toMatchObject({ request: 'sendTransaction', payer: address })
  })
})

describe('a wallet-standard Solana wallet', () => {
  it('pays on the local Solana chain, signing and sending itself (solana:signAndSendTransaction)', async () => {
    await open('wallets-standard', { case: 'standard' })
    const address = (await tab.getByTestId('wallet-address').textContent()) ?? ''
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: emulator.checkoutOrigin })
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
    const history = await checkoutFrame(tab, { kind: 'purchase-history', origin: emulator.checkoutOrigin })
    expect(new URL(history.url()).searchParams.get('pubkey')).toBe(address)
  })
})
