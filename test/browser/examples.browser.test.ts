import type { Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  cardInputs,
  countNavigations,
  type Example,
  frameAt,
  type Harness,
  startHarness,
  WAIT,
} from './harness'
import { installNodeWallets } from './node-wallets'

// The example merchant sites (built by Vite, served from 127.0.0.1) against the emulator and its local chains
// (localhost, other origins): what a merchant copies must pay for real, in a real browser. Solana pays with
// wallet-adapter's in-browser burner wallet and with a @solana/kit KeyPairSigner, EVM with wagmi's mock connector over Hardhat's unlocked test
// account and with a wallet the shopper picks among those that announce themselves (EIP-6963), and the
// vanilla page without a wallet (blockchain `user`, a session key).

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness({ chains: true, examples: true })
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const byTestId = (id: string) => `[data-testid="${id}"]`
const PURCHASE = `${byTestId('purchase')} iframe`
const WITHDRAW = `${byTestId('withdraw')} iframe`

const open = (example: Example) => {
  const url = h.examples?.urls[example]
  if (!url) throw new Error('the harness serves no examples')
  return h.open(url)
}

/** The outcome lines the page shows: `success {json}` / `declined {json}`, read back as values. */
const outcomes = async () => {
  const text = (await tab.locator(byTestId('outcome')).textContent()) ?? ''
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(' ')
      return {
        event: line.slice(0, space),
        info: JSON.parse(line.slice(space + 1)) as Record<string, unknown>,
      }
    })
}

/** The connected wallet's address as the page shows it, once it is connected. */
const connectedWallet = async (pattern: RegExp) => {
  await poll(() => tab.locator(byTestId('wallet-address')).textContent()).toMatch(pattern)
  return (await tab.locator(byTestId('wallet-address')).textContent()) ?? ''
}

/** The purchase checkout, once it is open for the wallet at `address` (`?pubkey=`). */
const purchaseFor = (address: string) =>
  frameAt(tab, PURCHASE, h.hosts.checkout, (url) => url.searchParams.get('pubkey') === address)

const heights = async (selector: string, frame: Frame) => ({
  iframe: await tab.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().height, selector),
  content: await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
})

/**
 * Pays with the wallet in the checkout (the iframe at `iframe`) and returns the outcome the page logged and
 * the emulator's record.
 */
async function payWithWallet(frame: Frame, iframe = PURCHASE) {
  // Paid once the page has heard the checkout say `loaded` (its box is no longer busy): a click in a
  // document the checkout is about to replace would be lost.
  const box = iframe.replace(/ iframe$/, '')
  await poll(() => tab.locator(`${box} [aria-busy="true"]`).count()).toBe(0)
  await frame.locator(byTestId('pay-wallet')).click()
  // The checkout's own words while no outcome shows: a failure then says where the payment stopped.
  await poll(async () => {
    const count = (await outcomes()).length
    if (count) return count
    const said = async (id: string) => (await frame.locator(byTestId(id)).textContent())?.trim()
    return `no outcome yet; the checkout says: ${(await said('error')) || (await said('status')) || 'nothing'}`
  }).toBe(1)
  const [outcome] = await outcomes()
  const paymentId = await frame.locator(byTestId('result-payment-id')).textContent()
  const payment = h.emulator
    .payments({ merchantId: 'demo-merchant', kind: 'purchase' })
    .find((p) => p.paymentId === paymentId)
  // The result section grew the checkout: the iframe followed it.
  await poll(() => heights(iframe, frame)).toSatisfy((h) => h.iframe === h.content)
  return { outcome, paymentId, payment }
}

describe('a full purchase through each example', () => {
  it('pays on solana through the React example with a wallet-adapter wallet', async () => {
    tab = await open('solana')
    const address = await connectedWallet(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const frame = await purchaseFor(address)
    expect(new URL(frame.url()).pathname).toBe('/solana/purchase-v2/demo-merchant')
    // <Purchase> fades its checkout in like mountCheckout does.
    await poll(() =>
      tab.evaluate((s) => {
        const css = getComputedStyle(document.querySelector(s) as Element)
        return `${css.transitionProperty} ${css.transitionDuration} ${css.opacity}`
      }, PURCHASE),
    ).toBe('opacity 0.3s 1')
    const { outcome, paymentId, payment } = await payWithWallet(frame)
    expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
    expect(payment).toMatchObject({ blockchain: 'solana', method: 'wallet', payer: address })
    expect(payment?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  // Known intermittent: about one run in five the checkout shows nothing after the click (no error, no
  // outcome), on this example only; under investigation. One retry, in a new tab, keeps it from failing the
  // suite while it is found; a real break fails both attempts.
  it('pays on solana through the React example with a @solana/kit signer (a KeyPairSigner)', {
    retry: 1,
  }, async () => {
    tab = await open('solana')
    const signer = byTestId('kit-address')
    await poll(() => tab.locator(signer).textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const address = (await tab.locator(signer).textContent()) ?? ''
    const KIT_PURCHASE = `${byTestId('kit-purchase')} iframe`
    const frame = await frameAt(
      tab,
      KIT_PURCHASE,
      h.hosts.checkout,
      (url) => url.searchParams.get('pubkey') === address,
    )
    const { outcome, paymentId, payment } = await payWithWallet(frame, KIT_PURCHASE)
    // The kit signer signed; the page's kit RPC sent it; the emulator's chain recorded the transfer.
    expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
    expect(payment).toMatchObject({ blockchain: 'solana', method: 'wallet', payer: address })
    expect(payment?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  it('pays on eth through the wagmi example', async () => {
    tab = await open('evm')
    const address = await connectedWallet(/^0x[0-9a-fA-F]{40}$/)
    const frame = await purchaseFor(address)
    expect(new URL(frame.url()).pathname).toBe('/eth/purchase-v2/demo-merchant')
    const { outcome, paymentId, payment } = await payWithWallet(frame)
    expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
    expect(payment).toMatchObject({ blockchain: 'eth', method: 'wallet' })
    expect(payment?.payer?.toLowerCase()).toBe(address.toLowerCase())
    expect(payment?.hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('pays on eth through the wagmi example with the wallet the shopper picks among those installed (EIP-6963)', async () => {
    // Two wallet extensions, installed before the page runs, each for one of Hardhat's unlocked test accounts
    // (not wagmi's): the one picked is switched to the example's chain, which it adds first, then pays.
    tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
    tab.setDefaultTimeout(WAIT.timeout)
    await tab.addInitScript(installNodeWallets, {
      announced: [
        { name: 'Alpha Wallet', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        { name: 'Beta Wallet', account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
      ],
    })
    await tab.goto(h.examples?.urls.evm ?? '')
    const picker = tab.locator(byTestId('wallet-picker')).getByRole('button')
    await poll(async () => (await picker.allTextContents()).map((t) => t.trim())).toEqual([
      'Alpha Wallet',
      'Beta Wallet',
    ])
    await picker.nth(1).click()
    const beta = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await poll(() => tab.locator(byTestId('wallet-address')).textContent()).toBe(beta)
    const { outcome, paymentId, payment } = await payWithWallet(await purchaseFor(beta))
    expect(outcome).toEqual({ event: 'success', info: { paymentId, hash: payment?.hash } })
    expect(payment).toMatchObject({ blockchain: 'eth', method: 'wallet' })
    expect(payment?.payer?.toLowerCase()).toBe(beta.toLowerCase())
  })

  it('pays on user (no wallet, a session key) through the vanilla example', async () => {
    tab = await open('vanilla')
    const sessionKey = await connectedWallet(/\S/)
    const frame = await frameAt(tab, PURCHASE, h.hosts.checkout)
    expect(new URL(frame.url()).pathname).toBe('/user/purchase-v2/demo-merchant')
    expect(new URL(frame.url()).searchParams.get('sessionKey')).toBe(sessionKey)
    const { outcome, paymentId, payment } = await payWithWallet(frame)
    expect(outcome).toEqual({ event: 'success', info: { paymentId } })
    expect(payment).toMatchObject({ blockchain: 'user', method: 'session-key' })
  })

  it('pays on user through the Next.js App Router example, hydrating without a warning', async () => {
    // The exported page holds the server components' markup and an empty placeholder for the checkout.
    const html = await (await fetch(h.examples?.urls.next ?? '')).text()
    expect(html).toContain('Portico example: Next.js App Router')
    expect(html).toContain('data-testid="purchase"')
    expect(html).not.toContain('<iframe')
    // Listening from the first byte, so a hydration warning logged while the page boots is seen.
    const warnings: string[] = []
    tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
    tab.setDefaultTimeout(WAIT.timeout)
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text())
    })
    tab.on('pageerror', (error) => warnings.push(error.message))
    await tab.goto(h.examples?.urls.next ?? '')
    const sessionKey = await connectedWallet(/\S/)
    const frame = await frameAt(tab, PURCHASE, h.hosts.checkout)
    expect(new URL(frame.url()).pathname).toBe('/user/purchase-v2/demo-merchant')
    expect(new URL(frame.url()).searchParams.get('sessionKey')).toBe(sessionKey)
    const { outcome, paymentId, payment } = await payWithWallet(frame)
    expect(outcome).toEqual({ event: 'success', info: { paymentId } })
    expect(payment).toMatchObject({ blockchain: 'user', method: 'session-key' })
    expect(warnings.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([])
  })
})

// The vanilla page calls mountCheckout / mountCardField exactly as the lifecycle and card suites do; here the
// React bindings carry the decline and the token.
describe('a declined card', () => {
  it('reaches onAuthDeclined through <Purchase> in the solana example', async () => {
    tab = await open('solana')
    const frame = await frameAt(tab, PURCHASE, h.hosts.checkout)
    await frame.locator(byTestId('card-number')).pressSequentially('4000000000000002')
    await frame.locator(byTestId('pay-card')).click()
    await poll(outcomes).toEqual([
      { event: 'declined', info: expect.objectContaining({ code: 'card_declined' }) },
    ])
  })
})

describe('the card form of the examples', () => {
  /**
   * Clicks "Get card token" until the page shows something other than the not-ready error: the pages do not
   * show the field's readiness (350 ms after the vendor's load), so a customer who clicks early clicks again.
   */
  const tokenShown = async () => {
    const shown = tab.locator(byTestId('card-token'))
    let text = ''
    await poll(async () => {
      await tab.locator(byTestId('card-token-button')).click()
      text = (await shown.textContent()) ?? ''
      return text !== '' && text !== 'error: Unable to get token'
    }).toBe(true)
    return text
  }

  it('tokenizes a typed card and reports an invalid one through <CardForm> in the solana example', async () => {
    tab = await open('solana')
    const { pan, cvv } = cardInputs(tab, byTestId('card-form'))
    await poll(() => pan.getAttribute('placeholder')).toBe('0000 0000 0000 0000')
    await pan.pressSequentially('4242424242424241')
    await cvv.pressSequentially('123')
    expect(await tokenShown()).toBe('error: Card details are invalid: check the card number')
    await pan.fill('')
    await pan.pressSequentially('4242424242424242')
    await poll(tokenShown).toMatch(/^424242\w+4242$/)
  })
})

describe('re-rendering the merchant page', () => {
  const reloads = async (example: Example, wallet: RegExp, clicks: number) => {
    tab = await open(example)
    const address = await connectedWallet(wallet)
    const purchase =
      example === 'vanilla' ? await frameAt(tab, PURCHASE, h.hosts.checkout) : await purchaseFor(address)
    const withdraw = await frameAt(tab, WITHDRAW, h.hosts.checkout, (url) =>
      example === 'vanilla' ? true : url.searchParams.get('pubkey') === address,
    )
    const counts = [countNavigations(tab, purchase), countNavigations(tab, withdraw)]
    for (const frame of [purchase, withdraw])
      await frame.evaluate(() => {
        window.got = ['same document']
      })
    for (let i = 0; i < clicks; i++) await tab.locator(byTestId('rerender')).click()
    for (const frame of [purchase, withdraw])
      expect(await frame.evaluate(() => window.got)).toEqual(['same document'])
    // The checkout still answers after all those renders: the bridge kept its frame.
    const { outcome } = await payWithWallet(purchase)
    expect(outcome?.event).toBe('success')
    return counts.map((count) => count())
  }

  it('never reloads the checkouts of the React example (solana)', async () => {
    expect(await reloads('solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 20)).toEqual([0, 0])
    expect(await tab.locator(byTestId('rerender')).textContent()).toContain('21')
  })

  it('never reloads the checkouts of the React example (eth)', async () => {
    expect(await reloads('evm', /^0x[0-9a-fA-F]{40}$/, 20)).toEqual([0, 0])
    expect(await tab.locator(byTestId('rerender')).textContent()).toContain('21')
  })

  it('never reloads the checkouts of the vanilla example on update()', async () => {
    expect(await reloads('vanilla', /\S/, 20)).toEqual([0, 0])
  })
})
