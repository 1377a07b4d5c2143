import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkoutFrame, payWithWallet } from '../../packages/emulator/dist/playwright.js'
import { WAIT } from './harness'
import { type MerchantSite, startMerchantSite } from './merchant-site'

// The EVM README's page for the wallet injected in the shopper's browser, built from @portico/core and
// @portico/evm alone (no viem, no wagmi: its bundle is read), paying on the emulator's Hardhat chain in
// Chromium. The wallet is installed before the page runs, as an extension is: an EIP-1193 provider that
// starts on chain 1, knows no other chain until one is added, refuses what the test has it refuse (4001),
// and leaves signing to the node, which holds the key of Hardhat's test account.

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
    await tab.addInitScript(injectWallet, ACCOUNT)
    await tab.reload()
    await expect.poll(() => tab.getByTestId('wallet-address').textContent(), WAIT).toBe(ACCOUNT)
    const checkout = await checkoutFrame(tab, { kind: 'purchase', origin: site.emulator.checkoutOrigin })
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(ACCOUNT)

    await tab.evaluate(() => window.injected.refuse.add('eth_sendTransaction'))
    await expect(payWithWallet(checkout, { method: 'sendTransaction' })).rejects.toMatchObject({
      message: expect.stringContaining('the customer rejected the request in the wallet'),
    })
    await tab.evaluate(() => window.injected.refuse.clear())
    const paid = await payWithWallet(checkout, { method: 'sendTransaction' })
    expect(paid.payment).toMatchObject({ blockchain: 'eth', request: 'sendTransaction' })
    expect(paid.payment.payer?.toLowerCase()).toBe(ACCOUNT.toLowerCase())
    expect(paid.hash).toMatch(/^0x[\da-f]{64}$/)
    const calls = await tab.evaluate(() => window.injected.calls)
    expect(calls).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_sendTransaction',
      ]),
    )
    expect(calls.indexOf('wallet_addEthereumChain')).toBeLessThan(calls.indexOf('eth_sendTransaction'))
  })
})

declare global {
  interface Window {
    /** What the test reads and steers of the injected wallet. */
    injected: { calls: string[]; refuse: Set<string> }
  }
}

/**
 * Runs before the page's scripts (top frame only): installs `window.ethereum` for `account`, on chain 1.
 * Chain, account and refusals are the wallet's; everything else goes to the page's Hardhat node.
 */
function injectWallet(account: string) {
  if (window.top !== window) return
  const rpc = new URLSearchParams(location.search).get('evmRpc') ?? ''
  const known = new Set([1])
  let chain = 1
  const calls: string[] = []
  const refuse = new Set<string>()
  window.injected = { calls, refuse }
  const fail = (code: number, message: string) => Promise.reject(Object.assign(new Error(message), { code }))
  const node = async (method: string, params: unknown) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] })
    const headers = { 'content-type': 'application/json' }
    const answer = await (await fetch(rpc, { method: 'POST', headers, body })).json()
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return answer.result
  }
  const ethereum = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push(method)
      if (refuse.has(method)) return fail(4001, 'User rejected the request.')
      const [first] = (params ?? []) as [{ chainId: string }]
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account]
        case 'eth_chainId':
          return `0x${chain.toString(16)}`
        case 'wallet_addEthereumChain':
          known.add(Number(first.chainId))
          return null
        case 'wallet_switchEthereumChain':
          if (!known.has(Number(first.chainId))) return fail(4902, 'Unrecognized chain ID')
          chain = Number(first.chainId)
          return null
        case 'eth_sendTransaction':
          if (chain !== Number(await node('eth_chainId', []))) return fail(4901, 'not on that chain')
          return node(method, params)
        default:
          return node(method, params)
      }
    },
  }
  Object.assign(window, { ethereum })
}
