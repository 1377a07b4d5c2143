// @vitest-environment happy-dom
// A stellar checkout as mountCheckout embeds it: the URL is byte for byte the one today's kit
// (@coinflowlabs/react 5.22.1, its own URL builder) makes from the same props, and the wallet's answers
// (or failures, as `ERROR …`) are posted back to the checkout.
import { createRequire } from 'node:module'
import { buildCheckoutUrl, type CheckoutKind, checkoutRoute, mountCheckout } from '@portico/core'
import { stellarTestWallet } from '@portico/emulator/testing'
import { deliver, nextLoad, serveCheckoutPage, wire } from '@portico/test-fixtures/checkout-page'
import { Networks } from '@stellar/stellar-base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { stellar } from './index'
import { expectSignedBy, PENDING_HASH, paymentXdr, pendingRpc } from './stellar.test-helper'

// The kit's CommonJS build, required directly: its package entry pulls React components in.
const require = createRequire(import.meta.url)
const { CoinflowUtils } = require('@coinflowlabs/react/build/cjs/common/CoinflowUtils.js')
const { getWalletPubkey } = require('@coinflowlabs/react/build/cjs/common/CoinflowLibMessageHandlers.js')

/** The URL today's kit gives a stellar component for `props` (as its Purchase, Withdraw and History do). */
function kitUrl(props: Record<string, unknown>, route: string): string {
  return CoinflowUtils.getCoinflowUrl({
    ...props,
    walletPubkey: getWalletPubkey(props),
    route,
    transaction: CoinflowUtils.getTransaction(props),
    handleHeightChangeId: props.heightChangeId,
  })
}

let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())

const wallet = stellarTestWallet()
const transaction = paymentXdr(wallet.address, Networks.TESTNET)
// Props both builders read, with the kit's names (Portico keeps them).
const props = {
  blockchain: 'stellar' as const,
  merchantId: 'stellar-shop',
  wallet,
  transaction,
  subtotal: { cents: 1250, currency: 'EUR' as const },
  email: 'customer@example.com',
  supportEmail: 'help@shop.example',
  webhookInfo: { order: 'A-17', note: 'two words' },
  theme: { primary: '#0f62fe', background: '#ffffff' },
  tokens: ['USDC', 'XLM'],
  loaderBackground: '#fafafa',
  deviceId: 'device-1',
  heightChangeId: 'height-1',
  chargebackProtectionAccountType: 'guest' as const,
  merchantCss: 'https://shop.example/checkout.css',
}
const kinds = [
  ['purchase', '/purchase-v2/stellar-shop'],
  ['withdraw', '/withdraw/stellar-shop'],
  ['purchase-history', '/history/purchase/stellar-shop'],
] as const satisfies readonly (readonly [CheckoutKind, string])[]

describe('the stellar checkout URL', () => {
  it.each(kinds)('of a %s page is the kit’s, byte for byte', async (kind, route) => {
    const handle = mountCheckout(document.body, {
      ...props,
      kind,
      baseUrl: page.origin,
      plugins: [stellar()],
    })
    // Destroyed once loaded: a frame taken away mid-load leaves happy-dom's fetch running.
    const loaded = nextLoad(handle.iframe)
    try {
      const url = handle.iframe.src
      expect(url).toBe(kitUrl({ ...props, baseUrl: page.origin }, route))
      // The XDR is in the URL as it is (URL-encoded by the query string only), not compressed.
      expect(new URL(url).searchParams.get('transaction')).toBe(transaction)
      expect(new URL(url).searchParams.get('pubkey')).toBe(wallet.address)
    } finally {
      await loaded
      handle.destroy()
    }
  })

  it.each(['prod', 'sandbox', 'local'] as const)(
    'in env %s is the kit’s, with and without a transaction',
    (env) => {
      const plugin = stellar()
      for (const withTransaction of [true, false]) {
        const given = withTransaction ? { ...props, env } : { ...props, env, transaction: undefined }
        const ours = buildCheckoutUrl({
          ...given,
          plugins: [plugin],
          route: checkoutRoute('purchase', props.merchantId),
          pubkey: plugin.walletAddress(wallet),
          transaction: given.transaction && plugin.encodeTransaction?.(given.transaction, 'stellar'),
        })
        expect(ours).toBe(kitUrl(given, '/purchase-v2/stellar-shop'))
      }
    },
  )
})

describe('a mounted stellar checkout', () => {
  it('posts the signed XDR back, and an ERROR for malformed XDR or a send without server', async () => {
    const plugin = stellar({ networkPassphrase: Networks.TESTNET })
    const handle = mountCheckout(document.body, { ...props, baseUrl: page.origin, plugins: [plugin] })
    await nextLoad(handle.iframe)
    try {
      const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
      deliver(handle.iframe.contentWindow, page.origin, wire('signTransaction', transaction))
      await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
      const [signed, origin] = replies.mock.calls[0] as [string, string]
      expect(origin).toBe(page.origin)
      expectSignedBy(signed, transaction, Networks.TESTNET, wallet.keypair)

      deliver(handle.iframe.contentWindow, page.origin, wire('signTransaction', 'bm90IFhEUg=='))
      deliver(handle.iframe.contentWindow, page.origin, wire('sendTransaction', transaction))
      await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(3))
      expect(replies.mock.calls[1]?.[0]).toMatch(/^ERROR signTransaction request is invalid: /)
      expect(replies.mock.calls[2]?.[0]).toMatch(/^ERROR sendTransaction is not supported: pass `server`/)
    } finally {
      handle.destroy()
    }
  })

  it('replies no hash for a transaction that stays pending: an ERROR that says it was submitted', async () => {
    const stand = await pendingRpc()
    const plugin = stellar({ networkPassphrase: Networks.TESTNET, server: stand.url })
    const handle = mountCheckout(document.body, {
      ...props,
      baseUrl: page.origin,
      plugins: [plugin],
      walletTimeoutMs: 4000,
    })
    await nextLoad(handle.iframe)
    try {
      const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
      deliver(handle.iframe.contentWindow, page.origin, wire('sendTransaction', transaction))
      await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1), { timeout: 8000 })
      const [reply] = replies.mock.calls[0] as [string, string]
      expect(reply).not.toBe(PENDING_HASH)
      expect(reply).toMatch(
        new RegExp(`^ERROR .*transaction ${PENDING_HASH} was submitted but reached no final status`),
      )
    } finally {
      handle.destroy()
      stand.server.close()
    }
  })
})
