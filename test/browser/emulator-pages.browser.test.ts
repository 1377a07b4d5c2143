import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameAt, type Harness, startHarness, WAIT } from './harness'
import { sharedTab } from './shared-tab'

// The emulator's hosted form, button, bank link and intent pages in real Chromium, embedded by a plain merchant page (127.0.0.1, no kit
// involved): what their scripts post to the embedding page (the checkout's events, the buttons' and the hosted form's messages) and how they answer it.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness()
})
// Every test loads the merchant page again in one tab rather than opening a tab of its own.
const tabs = sharedTab(() => h.browser)
afterAll(async () => {
  await tabs.close()
  await h?.close()
})
/** Loads the plain merchant page in the file's tab. */
const openMerchant = async () => {
  tab = await tabs.load(new URL('/', h.merchant).href)
}

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)

/** A message the merchant page received: the id of the iframe it came from, its origin and its data. */
interface Received {
  frame: string | null
  origin: string
  data: unknown
}

/** Embeds `src` in a new iframe `id` of `width` px, recording every message the page receives. */
async function embed(id: string, src: string, width = 480): Promise<Frame> {
  await tab.evaluate(
    ([frameId, url, px]) => {
      const w = window as unknown as { received?: Received[] }
      if (!w.received) {
        const received: Received[] = []
        w.received = received
        window.addEventListener('message', (event) => {
          const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source)
          received.push({ frame: from?.id ?? null, origin: event.origin, data: event.data })
        })
      }
      const frame = document.createElement('iframe')
      frame.id = frameId
      frame.src = url
      frame.style.cssText = `width:${px}px;height:320px;border:0;display:block`
      document.getElementById('extras')?.append(frame)
    },
    [id, src, width] as const,
  )
  // frameAt reads the frame's URL, which is '' until the first navigation commits.
  await poll(async () => (await (await tab.$(`#${id}`))?.contentFrame())?.url() ?? '').not.toBe('')
  return frameAt(tab, `#${id}`, new URL(src).origin)
}

/** The parsed messages from iframe `id`, all from the checkout origin. */
async function messages(id: string): Promise<Array<{ method: string; data?: unknown; info?: unknown }>> {
  const received = await tab.evaluate(() => (window as unknown as { received: Received[] }).received)
  const mine = received.filter((m) => m.frame === id)
  for (const m of mine) expect(m.origin).toBe(h.hosts.checkout)
  return mine.map((m) => JSON.parse(m.data as string))
}

const only = (methods: string[]) => async (id: string) =>
  (await messages(id)).filter((m) => methods.includes(m.method)).map(({ method, info }) => ({ method, info }))
const validation = only(['inputError', 'inputValid'])
const tokenizeReplies = async (id: string) =>
  (await messages(id)).filter((m) => m.method === 'tokenize').map((m) => m.data as string)

const askToken = (id: string) =>
  tab.evaluate(
    ([frameId, origin]) =>
      (document.getElementById(frameId) as HTMLIFrameElement).contentWindow?.postMessage('tokenize', origin),
    [id, h.hosts.checkout] as const,
  )

const error = (field: string, message: string) => ({ method: 'inputError', info: { field, message } })
const valid = (field: string) => ({ method: 'inputValid', info: { field } })
const NUMBER = 'Card number is invalid. Please double check information.'
const EXPIRATION = 'Expiration is invalid. Please double check information.'
const CVV = 'CVV is invalid. Please double check information.'

describe('the hosted card form page', () => {
  it('sends one validation event per change of the shown error and tokenizes with the expiry', async () => {
    await openMerchant()
    const form = await embed(
      'cf',
      `${h.hosts.checkout}/form/v2/card-form?merchantId=shop&useHeightChange=true`,
    )
    await poll(async () => (await messages('cf')).map((m) => m.method)).toContain('loaded')
    await poll(
      async () => (await messages('cf')).find((m) => m.method === 'heightChange')?.data,
    ).toBeGreaterThan(0)
    const input = (id: string) => form.locator(`[data-testid="${id}"]`)

    await input('card-number').pressSequentially('4242424242424241')
    await poll(() => validation('cf')).toEqual([error('card-number', NUMBER)])
    await input('card-number').fill('')
    await input('card-number').pressSequentially('4242424242424242')
    await input('card-expiry').pressSequentially('0120')
    await input('card-cvv').pressSequentially('12')
    await input('card-cvv').blur()
    await input('card-expiry').fill('')
    await input('card-expiry').pressSequentially('1240')
    await poll(() => validation('cf')).toEqual([
      error('card-number', NUMBER),
      valid('card-number'),
      error('expiration', EXPIRATION),
      valid('expiration'),
      error('cvv', CVV),
    ])
    expect(await input('card-expiry').inputValue()).toBe('12/40')
    expect(await input('card-form-error').textContent()).toBe(CVV)

    await askToken('cf')
    await poll(() => tokenizeReplies('cf')).toEqual([`ERROR ${CVV}`])
    await input('card-cvv').pressSequentially('3')
    await poll(() => validation('cf')).toHaveLength(6)
    expect((await validation('cf')).at(-1)).toEqual(valid('cvv'))
    await askToken('cf')
    await poll(async () => (await tokenizeReplies('cf')).length).toBe(2)
    expect(JSON.parse((await tokenizeReplies('cf'))[1] as string)).toEqual({
      token: expect.stringMatching(/^424242\w+4242$/),
      expMonth: '12',
      expYear: '2040',
    })
  })

  it('answers tokenize from its embedding page only', async () => {
    await openMerchant()
    const form = await embed(
      'cf',
      `${h.hosts.checkout}/form/v2/cvv-form?merchantId=shop&token=424242TOKEN4242`,
    )
    await form.locator('[data-testid="card-cvv"]').pressSequentially('321')
    const hostile = await embed('hostile', `${h.other}/hostile`)
    await hostile.evaluate(() => {
      for (let i = 0; i < parent.frames.length; i++) parent.frames[i]?.postMessage('tokenize', '*')
    })
    await askToken('cf')
    await poll(async () => (await tokenizeReplies('cf')).length).toBe(1)
    await askToken('cf')
    await poll(async () => (await tokenizeReplies('cf')).length).toBe(2)
    expect((await tokenizeReplies('cf')).map((r) => JSON.parse(r))).toEqual([
      { token: '424242TOKEN4242' },
      { token: '424242TOKEN4242' },
    ])
  })

  it('asks for the CVV of a saved card with its own text', async () => {
    await openMerchant()
    const form = await embed(
      'cf',
      `${h.hosts.checkout}/form/v2/cvv-form?merchantId=shop&token=378282TOKEN0005`,
    )
    await form.locator('[data-testid="card-cvv"]').focus()
    await form.locator('[data-testid="card-cvv"]').blur()
    await poll(() => validation('cf')).toEqual([error('cvv', 'Please enter your CVV to proceed.')])
    await form.locator('[data-testid="card-cvv"]').pressSequentially('123')
    await form.locator('[data-testid="card-cvv"]').blur()
    await poll(() => validation('cf')).toEqual([
      error('cvv', 'Please enter your CVV to proceed.'),
      error('cvv', CVV),
    ])
  })

  it('puts the fields on one row, or on two under 374 px (card form) and 286 px (card number form)', async () => {
    await openMerchant()
    const rows = (frame: Frame) =>
      frame.evaluate(() => {
        const top = (name: string) => document.querySelector(`.${name}`)?.getBoundingClientRect().top
        return top('expiry') === top('number') ? 1 : 2
      })
    const form = (variant: string, width: number) =>
      embed(`${variant}-${width}`, `${h.hosts.checkout}/form/v2/${variant}?merchantId=shop`, width)
    expect(await rows(await form('card-form', 374))).toBe(1)
    expect(await rows(await form('card-form', 373))).toBe(2)
    expect(await rows(await form('card-number-form', 286))).toBe(1)
    expect(await rows(await form('card-number-form', 285))).toBe(2)
  })
})

describe('the bank link page', () => {
  it('reports cancel, failure and a link with tokens that pay an ACH checkout', async () => {
    await openMerchant()
    const link = await embed(
      'bank',
      `${h.hosts.checkout}/solana/checkout-link/shop?sessionKey=sk-1&useHeightChange=b1&bankLinkOnly=true`,
    )
    const accounts = only(['accountLinked', 'accountNotLinked'])
    await link.locator('[data-testid="bank-link-cancel"]').click()
    await link.locator('[data-testid="bank-unverified-holder-bank"]').click()
    await poll(() => accounts('bank')).toEqual([
      { method: 'accountNotLinked', info: { type: 'bank', reason: 'canceled' } },
      { method: 'accountNotLinked', info: { type: 'bank', reason: 'failed' } },
    ])
    await link.locator('[data-testid="bank-portico-test-bank"]').click()
    await poll(async () => (await accounts('bank')).length).toBe(3)
    const linked = (await accounts('bank'))[2] as { method: string; info: { type: string; tokens: string[] } }
    expect(linked).toEqual({ method: 'accountLinked', info: { type: 'bank', tokens: [expect.any(String)] } })
    await poll(() => link.locator('[data-testid="bank-link-confirmation"]').isVisible()).toBe(true)
    const methods = (await messages('bank')).map((m) => m.method)
    expect(methods.filter((m) => /^sign|^send/.test(m))).toEqual([])
    expect(methods).toContain('heightChange:b1')

    const purchase = await embed('buy', `${h.hosts.checkout}/solana/purchase-v2/shop?cents=4200`)
    await purchase.locator('[data-testid="ach-token"]').fill(linked.info.tokens[0] as string)
    await purchase.locator('[data-testid="pay-ach"]').click()
    await poll(async () => (await messages('buy')).find((m) => m.method === 'success')?.info).toEqual({
      paymentId: expect.any(String),
    })
    const paid = (await messages('buy')).find((m) => m.method === 'success')?.info as { paymentId: string }
    expect(h.emulator.payments().find((p) => p.paymentId === paid.paymentId)).toMatchObject({
      method: 'ach',
      total: { cents: 4200, currency: 'USD' },
    })
  })
})

describe('the purchase page', () => {
  it('sends validation events and redirects to the bank, then reports the payment the bank approved', async () => {
    await openMerchant()
    const purchase = await embed(
      'buy',
      `${h.hosts.checkout}/solana/purchase-v2/shop?cents=1500&useHeightChange=p1`,
    )
    await purchase.locator('[data-testid="card-number"]').pressSequentially('4000')
    await purchase.locator('[data-testid="card-number"]').blur()
    await poll(() => validation('buy')).toEqual([error('card-number', NUMBER)])

    await purchase.locator('[data-testid="bank-site"]').click()
    await purchase.locator('[data-testid="pay-bank"]').click()
    const redirects = async () =>
      (await messages('buy')).filter((m) => m.method === 'redirect').map((m) => m.data)
    await poll(async () => (await redirects()).length).toBe(2)
    const [site, bank] = (await redirects()) as [string, string]
    expect(new URL(site).protocol).toBe('https:')
    expect(new URL(bank).origin).toBe(h.hosts.checkout)

    // The bank's page opens in a window of its own, as the redirect sends the customer there.
    const bankTab = await h.browser.newPage()
    await bankTab.goto(bank)
    await bankTab.locator('[data-testid="bank-authorize-approve"]').click()
    await poll(() => bankTab.locator('[data-testid="bank-authorize-result"]').textContent()).toContain(
      'approved',
    )
    await bankTab.close()
    await poll(async () => (await messages('buy')).find((m) => m.method === 'success')?.info).toEqual({
      paymentId: expect.any(String),
    })
  })
})

describe('the payment intent page', () => {
  it('pays an intent by card and reports the intent id', async () => {
    const created = await fetch(`${h.hosts.api}/emulator/payment-intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId: 'shop', amount: 3000 }),
    })
    const intent = (await created.json()) as { id: string; checkoutUrl: string }
    await openMerchant()
    const page = await embed('intent', `${intent.checkoutUrl}?useHeightChange=i1`)
    await page.locator('[data-testid="card-number"]').pressSequentially('4242424242424242')
    await page.locator('[data-testid="pay-card"]').click()
    await poll(async () => (await messages('intent')).find((m) => m.method === 'success')?.info).toEqual({
      paymentId: expect.any(String),
      paymentIntentId: intent.id,
    })
    expect(h.emulator.payments().filter((p) => p.intentId === intent.id)).toHaveLength(1)
  })
})
