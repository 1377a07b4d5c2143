import { buildStandaloneBankLinkUrl, readBankLinkStatus } from '@portico/core'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameAt, type Harness, startHarness, WAIT } from './harness'
import { serveKit } from './kit-site'
import { sharedTab } from './shared-tab'
import type { KitEvent, KitHosts } from './surfaces-kit'

// Bank link and payment intents through the kit in real Chromium: the built @portico/core's mountCheckout
// (kinds 'bank-link' and 'payment-intent') in a merchant page (127.0.0.1) embeds the emulator's pages
// (localhost); the intent is paid from a Solana test wallet in the page, on the emulator's local chain.

let h: Harness
let site: { origin: string; close: () => Promise<void> }
let tab: Page

beforeAll(async () => {
  h = await startHarness({ chains: { solana: true } })
  site = await serveKit('./surfaces-kit.ts', '<div id="a"></div><div id="b"></div>')
})
// Every test loads its page (the merchant's, or the bank link page on its own) again in one tab rather than
// opening a tab of its own.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await site?.close()
  await h?.close()
})

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const log = (name: string): Promise<KitEvent[]> => tab.evaluate((n) => window.surfacesKit.log(n), name)
/** The `info` of callback `at` of `name`, as the test expects it to be (checked by the test before). */
const infoOf = async <T>(name: string, at: number) => (await log(name))[at]?.info as T
const byTestId = (id: string) => `[data-testid="${id}"]`

/**
 * Creates an intent of `amount` cents for the page's Solana test wallet through the emulator's API (as a
 * merchant's server does) and mounts its checkout into `#a`, paid from that wallet.
 */
async function openIntent(amount: number) {
  const rpc = h.emulator.solanaRpcUrl as string
  const pubkey = await tab.evaluate((url) => window.surfacesKit.walletAddress(url), rpc)
  const response = await fetch(`${h.hosts.api}/emulator/payment-intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantId: 'intent-merchant', amount, blockchain: 'solana', pubkey }),
  })
  expect(response.status).toBe(201)
  const intent = (await response.json()) as { id: string }
  const mount = ([hosts, id]: readonly [KitHosts, string]) =>
    window.surfacesKit.intent('intent', '#a', hosts, id)
  const src = new URL(await tab.evaluate(mount, [h.hosts, intent.id] as const))
  return { pubkey, intent, src }
}

describe('bank link through the kit', () => {
  it('reports a cancel, then a link whose token pays an ACH purchase', async () => {
    tab = await tabs.load(`${site.origin}/shop`)
    const merchantId = 'bank-link-shop'
    await tab.evaluate(([hosts, m]) => window.surfacesKit.bankLink('bank', '#a', hosts, m), [
      h.hosts,
      merchantId,
    ] as const)
    const link = await frameAt(tab, '#a iframe', h.hosts.checkout)
    expect(new URL(link.url()).searchParams.get('bankLinkOnly')).toBe('true')

    await link.locator(byTestId('bank-link-cancel')).click()
    await poll(() => log('bank')).toEqual([
      { event: 'accountNotLinked', info: { type: 'bank', reason: 'canceled' } },
    ])
    // The page stays usable after a cancel: the customer links a bank after all.
    await link.locator(byTestId('bank-portico-test-bank')).click()
    await poll(async () => (await log('bank')).length).toBe(2)
    expect((await log('bank'))[1]).toEqual({
      event: 'accountLinked',
      info: { type: 'bank', tokens: [expect.stringMatching(/^bank_[0-9a-f]{24}$/)] },
    })
    const [token] = (await infoOf<{ tokens: string[] }>('bank', 1)).tokens

    await tab.evaluate(([hosts, m]) => window.surfacesKit.purchase('ach', '#b', hosts, m, 4200), [
      h.hosts,
      merchantId,
    ] as const)
    const purchase = await frameAt(tab, '#b iframe', h.hosts.checkout)
    // Paid once the frame stops moving: a click aimed while the box gives up its loading height and the
    // frame takes the checkout's can land beside the button (the frame moves under the pointer).
    await poll(() =>
      tab.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('#b iframe')
        return frame?.closest('[aria-busy="false"]') !== null && frame?.style.height !== ''
      }),
    ).toBe(true)
    await purchase.locator(byTestId('ach-token')).fill(token as string)
    await purchase.locator(byTestId('pay-ach')).click()
    // What the page shows: its result, or the error that says why it did not pay.
    const shown = purchase.locator(`${byTestId('result')}:not([hidden]), ${byTestId('error')}:not([hidden])`)
    await shown.first().waitFor()
    expect(await shown.first().getAttribute('data-testid'), (await shown.first().textContent()) ?? '').toBe(
      'result',
    )
    await poll(() => log('ach')).toEqual([{ event: 'success', info: { paymentId: expect.any(String) } }])
    const paid = await infoOf<{ paymentId: string }>('ach', 0)
    expect(h.emulator.payments({ merchantId })).toEqual([
      expect.objectContaining({
        paymentId: paid.paymentId,
        method: 'ach',
        total: { cents: 4200, currency: 'USD' },
      }),
    ])
  })
})

describe('standalone bank link', () => {
  // The page opened on its own (as a redirect or an app's browser opens it), not embedded: it sends the
  // customer back to the merchant's callback URL with only the status added.
  const standalone = (merchantId: string) =>
    buildStandaloneBankLinkUrl({
      env: 'local',
      hosts: h.hosts,
      merchantId,
      sessionKey: 'standalone-customer',
      callbackUrl: `${site.origin}/bank/done?order=7`,
    })
  const backAt = async () => {
    await tab.waitForURL((url) => url.pathname === '/bank/done', { timeout: WAIT.timeout })
    return new URL(tab.url())
  }

  it('comes back linked, with only the status added to the callback URL and no token in it', async () => {
    tab = await tabs.load(standalone('standalone-shop'))
    await tab.locator(byTestId('bank-portico-test-bank')).click()
    const back = await backAt()
    expect(back.origin).toBe(site.origin)
    expect([...back.searchParams.keys()]).toEqual(['order', 'bankLinkStatus'])
    expect(back.searchParams.get('order')).toBe('7')
    expect(readBankLinkStatus(back.href)).toBe('linked')
    // Only the status rides the redirect; what was linked is the provider's to tell the merchant's server.
    expect(back.href).not.toMatch(/bank_[0-9a-f]{24}/)
  })

  it('comes back canceled, and failed for a bank that cannot verify the holder', async () => {
    tab = await tabs.load(standalone('standalone-shop'))
    await tab.locator(byTestId('bank-link-cancel')).click()
    expect(readBankLinkStatus((await backAt()).href)).toBe('canceled')
    await tab.goto(standalone('standalone-shop'))
    await tab.locator(byTestId('bank-unverified-holder-bank')).click()
    expect(readBankLinkStatus((await backAt()).href)).toBe('failed')
  })
})

describe('payment intents through the kit', () => {
  it('pays an intent from the wallet in the page, recorded once under the intent', async () => {
    tab = await tabs.load(`${site.origin}/shop`)
    const { pubkey, intent, src } = await openIntent(2500)
    expect(src.pathname).toBe(`/intents/checkout/${intent.id}`)
    expect(src.searchParams.has('pubkey')).toBe(false)

    const page = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await page.locator(byTestId('pay-wallet')).click()
    await poll(() => log('intent')).toEqual([
      {
        event: 'success',
        info: { paymentId: expect.any(String), paymentIntentId: intent.id, hash: expect.any(String) },
      },
    ])
    const info = await infoOf<{ paymentId: string; hash: string }>('intent', 0)
    expect(h.emulator.payments().filter((p) => p.intentId === intent.id)).toEqual([
      expect.objectContaining({
        paymentId: info.paymentId,
        method: 'wallet',
        request: 'sendTransaction',
        payer: pubkey,
        hash: info.hash,
        total: { cents: 2500, currency: 'USD' },
      }),
    ])
    const read = await (await fetch(`${h.hosts.api}/emulator/payment-intents/${intent.id}`)).json()
    expect(read).toMatchObject({ status: 'succeeded', paymentId: info.paymentId })
  })

  it("carries purchase protection's device and session ids, never the merchant URL's ?deviceId=", async () => {
    tab = await tabs.load(`${site.origin}/shop?deviceId=attacker-chosen`)
    const signals = await tab.evaluate(
      (hosts) => window.surfacesKit.protect(hosts, 'intent-merchant'),
      h.hosts,
    )
    expect(signals.deviceId).toMatch(/^emulator-device-/)
    expect(signals.sessionId).toMatch(/^emulator-session-/)
    const { intent, src } = await openIntent(1500)
    expect(src.searchParams.get('deviceId')).toBe(signals.deviceId)

    const page = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await page.locator(byTestId('pay-wallet')).click()
    await poll(async () => (await log('intent')).length).toBe(1)
    const recorded = h.emulator.payments().filter((p) => p.intentId === intent.id)
    expect(recorded).toEqual([
      expect.objectContaining({ deviceId: signals.deviceId, protectionSessionId: signals.sessionId }),
    ])
    expect(JSON.stringify(h.emulator.payments())).not.toContain('attacker-chosen')
  })
})
