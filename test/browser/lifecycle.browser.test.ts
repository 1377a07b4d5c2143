import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countNavigations, frameAt, type Harness, startHarness, WAIT } from './harness'
import type { KitCheckout } from './page-kit'
import { sharedTab } from './shared-tab'

// The built @portico/core in a merchant page (127.0.0.1) embeds the emulator's real checkout (localhost, another
// origin, another process): fade-in, height, outcomes, hostile senders, two checkouts and re-renders. The
// `user` blockchain and card payments need no chain, so the emulator runs without one here.

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

const purchase = (extra: Partial<KitCheckout> = {}): KitCheckout => ({
  hosts: h.hosts,
  merchantId: 'shop-1',
  cents: 1999,
  blockchain: 'user',
  sessionKey: 'session-1',
  ...extra,
})

const mount = (name: string, selector: string, options: KitCheckout) =>
  tab.evaluate(([n, s, o]) => window.kit.mount(n, s, o), [name, selector, options] as const)
const log = (name: string) => tab.evaluate((n) => window.kit.log(n), name)
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)

/** The iframe's rendered height in the merchant page and the height of the checkout's own document. */
const heights = async (selector: string, frame: Frame) => ({
  iframe: await tab.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().height, selector),
  content: await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
})
/** Waits until the iframe is exactly as tall as the checkout's document; returns that height. */
const fitted = async (selector: string, frame: Frame, check: (height: number) => boolean = () => true) => {
  let height = 0
  await poll(async () => {
    const now = await heights(selector, frame)
    height = now.content
    return now
  }).toSatisfy(
    (now: { iframe: number | undefined; content: number }) =>
      now.iframe === now.content && check(now.content),
  )
  return height
}
const received = (frame: Frame) => frame.evaluate(() => window.got)
const record = (frame: Frame) =>
  frame.evaluate(() => {
    const got: unknown[] = []
    window.got = got
    addEventListener('message', (e) => got.push(e.data))
  })

const payByCard = async (frame: Frame, number: string) => {
  await frame.locator('[data-testid="card-number"]').pressSequentially(number)
  await frame.locator('[data-testid="pay-card"]').click()
}

const addFrame = (id: string, src: string) =>
  tab.evaluate(
    ([id, src]) => {
      const frame = document.createElement('iframe')
      frame.id = id
      frame.src = src
      document.querySelector('#extras')?.append(frame)
    },
    [id, src] as const,
  )

describe('a checkout mounted by the built core in real Chromium', () => {
  // One checkout per test goes through several states in turn, rather than one new page per state.
  it('fades in: opacity 0 until the checkout loads, then 1, through a 0.3 s opacity transition; then follows the height of the checkout as its content grows', async () => {
    tab = await tabs.load(h.merchant)
    await mount('a', '#a', purchase())
    const frame = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await poll(async () => (await log('a')).opacities).toEqual(['0', '1'])
    const css = () =>
      tab.evaluate(() => {
        const css = getComputedStyle(document.querySelector('#a iframe') as Element)
        return { property: css.transitionProperty, duration: css.transitionDuration, opacity: css.opacity }
      })
    // The computed opacity is what is on screen: it reaches 1 once the transition has run.
    await poll(css).toEqual({ property: 'opacity', duration: '0.3s', opacity: '1' })

    // Then it follows the height of the checkout as its content grows.
    const first = await fitted('#a iframe', frame)
    // A card that needs 3-D Secure opens the challenge box inside the checkout: its document grows.
    await payByCard(frame, '4000000000003220')
    await frame.locator('[data-testid="three-ds"]').waitFor({ state: 'visible' })
    const grown = await fitted('#a iframe', frame, (height) => height > first)
    expect((await log('a')).heights).toContain(grown)
    await frame.locator('[data-testid="three-ds-approve"]').click()
    await poll(async () => (await log('a')).successes).toHaveLength(1)
  })

  it('reports a declined card through onAuthDeclined, not onSuccess; then completes a wallet-less purchase and reports the payment the emulator recorded', async () => {
    tab = await tabs.load(h.merchant)
    await mount('a', '#a', purchase())
    const frame = await frameAt(tab, '#a iframe', h.hosts.checkout)
    await payByCard(frame, '4000000000000002')
    await poll(async () => (await log('a')).declines).toEqual([
      expect.objectContaining({ code: 'card_declined' }),
    ])
    expect((await log('a')).successes).toEqual([])

    // The same checkout then completes a wallet-less purchase and reports the payment the emulator recorded.
    await frame.locator('[data-testid="pay-wallet"]').click()
    await poll(async () => (await log('a')).successes).toHaveLength(1)
    const [info] = (await log('a')).successes as Array<{ paymentId: string }>
    expect(await frame.locator('[data-testid="result-payment-id"]').textContent()).toBe(info?.paymentId)
    expect(h.emulator.payments({ merchantId: 'shop-1' }).map((p) => p.paymentId)).toContain(info?.paymentId)
    expect((await log('a')).declines).toHaveLength(1)
  })
})

declare global {
  interface Window {
    /** The height messages the merchant page holds back while it holds them, in the order they came. */
    heldHeights?: MessageEvent[]
  }
}

/**
 * From now on the merchant page holds back the checkout's height messages: a listener of its own, on the
 * capture phase and before Portico's, stops them. The emulator says `loaded` before its first height, so
 * the page shows what a shopper sees between the two for as long as the test needs.
 */
const holdHeights = () =>
  tab.evaluate(() => {
    const held: MessageEvent[] = []
    window.heldHeights = held
    addEventListener(
      'message',
      (event) => {
        if (window.heldHeights !== held || !String(event.data).includes('heightChange')) return
        event.stopImmediatePropagation()
        held.push(event)
      },
      true,
    )
  })
/** Lets the held height messages through, in order, with the origin and source the browser gave them. */
const releaseHeights = () =>
  tab.evaluate(() => {
    const held = window.heldHeights ?? []
    window.heldHeights = undefined
    for (const { data, origin, source } of held)
      dispatchEvent(new MessageEvent('message', { data, origin, source }))
  })
/** The checkout in `#a` as the merchant page lays it out, and where the content under it (`#b`) starts. */
const layout = () =>
  tab.evaluate(() => {
    const a = document.querySelector('#a') as HTMLElement
    const box = a.querySelector('iframe')?.parentElement
    return {
      container: a.getBoundingClientRect().height,
      below: (document.querySelector('#b')?.getBoundingClientRect().top ?? 0) - a.getBoundingClientRect().top,
      busy: box?.getAttribute('aria-busy'),
      loader: a.querySelectorAll('[role="status"]').length,
      opacity: a.querySelector('iframe')?.style.opacity,
    }
  })

describe("the checkout's box between `loaded` and its first height", () => {
  it('keeps the reserved 400 px until the first height, then takes the checkout’s own; the loader leaves at loaded', async () => {
    tab = await tabs.load(h.merchant)
    await holdHeights()
    await mount('a', '#a', purchase())
    expect(await layout()).toMatchObject({ container: 400, below: 400, busy: 'true', loader: 1 })
    await poll(async () => (await log('a')).loads).toBe(1)
    // The emulator's first height has come and is held: the page is what a shopper sees in between.
    await poll(() => tab.evaluate(() => window.heldHeights?.length)).toBeGreaterThan(0)
    expect(await layout()).toMatchObject({
      container: 400,
      below: 400,
      busy: 'false',
      loader: 0,
      opacity: '1',
    })

    await releaseHeights()
    const own = await fitted('#a iframe', await frameAt(tab, '#a iframe', h.hosts.checkout))
    // The box is the frame's now, no longer the reserve: exactly, as the frame is a block (an inline frame
    // sits on a text line, a few px above the box's bottom).
    const sized = await layout()
    expect(sized.container).toBe(own)
    expect(sized.below).toBe(sized.container)
  })
})

describe('messages the merchant page must not act on', () => {
  it('ignores a hostile page of another origin and an impostor checkout frame', async () => {
    tab = await tabs.load(h.merchant)
    await mount('a', '#a', purchase({ heightChangeId: 'shop' }))
    const real = await frameAt(tab, '#a iframe', h.hosts.checkout)
    const realHeight = await fitted('#a iframe', real)

    // The impostor: the very same checkout URL (same origin, same height id) in a frame Portico did not mount.
    await addFrame(
      'impostor',
      await tab.evaluate(() => (document.querySelector('#a iframe') as HTMLIFrameElement).src),
    )
    const impostor = await frameAt(tab, '#impostor', h.hosts.checkout)
    // It pays for real, with a card that opens the 3-D Secure box, so the emulator page itself posts a height
    // the real checkout never has, then its success, to the merchant page.
    await payByCard(impostor, '4000000000003220')
    await impostor.locator('[data-testid="three-ds"]').waitFor({ state: 'visible' })
    await poll(async () => (await heights('#impostor', impostor)).content).toBeGreaterThan(realHeight)
    const impostorHeight = (await heights('#impostor', impostor)).content
    await impostor.locator('[data-testid="three-ds-approve"]').click()
    await impostor.locator('[data-testid="result"]').waitFor({ state: 'visible' })

    // The hostile page: another origin, framed by the merchant page and opened by it as a popup.
    const forged = [
      { method: 'success', data: '', info: { paymentId: 'forged' } },
      { method: 'authDeclined', data: '', info: { code: 'forged' } },
      { method: 'heightChange:shop', data: '999' },
      { method: 'sendTransaction', data: 'forged-request' },
    ].map((m) => JSON.stringify(m))
    const forge = ([messages, merchant]: readonly [string[], string]) => {
      const got: unknown[] = []
      window.got = got
      addEventListener('message', (e) => got.push(e.data))
      const target = (opener ?? parent) as Window
      for (const m of messages) target.postMessage(m, merchant)
    }
    await addFrame('hostile', `${h.other}/hostile`)
    const hostile = await frameAt(tab, '#hostile', h.other)
    await hostile.evaluate(forge, [forged, h.merchant] as const)
    const [popup] = await Promise.all([
      tab.waitForEvent('popup'),
      tab.evaluate((url) => void open(url), `${h.other}/hostile`),
    ])
    await popup.waitForLoadState()
    await popup.evaluate(forge, [forged, h.merchant] as const)

    // Now the real checkout pays; once its success is in, everything sent earlier has been seen and dropped.
    await real.locator('[data-testid="pay-wallet"]').click()
    await poll(async () => (await log('a')).successes).toHaveLength(1)
    const after = await log('a')
    const paid = await real.locator('[data-testid="result-payment-id"]').textContent()
    expect(after.successes).toEqual([expect.objectContaining({ paymentId: paid })])
    expect(after.declines).toEqual([])
    expect([realHeight, await fitted('#a iframe', real)]).not.toContain(impostorHeight)
    expect(after.heights).not.toContain(impostorHeight)
    expect(after.heights).not.toContain(999)
    expect(await received(hostile)).toEqual([])
    expect(await popup.evaluate(() => window.got)).toEqual([])
    await popup.close()
  })
})

describe('two checkouts on one page', () => {
  it('answers and resizes only the frame concerned, even when both use the same height id', async () => {
    tab = await tabs.load(h.merchant)
    await mount('a', '#a', purchase({ heightChangeId: 'same', sessionKey: 'session-a' }))
    await mount('b', '#b', purchase({ heightChangeId: 'same', sessionKey: 'session-b' }))
    const a = await frameAt(tab, '#a iframe', h.hosts.checkout)
    const b = await frameAt(tab, '#b iframe', h.hosts.checkout)
    const start = await fitted('#a iframe', a)
    // Chromium pauses rendering (so ResizeObserver) in cross-origin frames out of view: b, below a, reports
    // its height once it is on screen, as it would for a customer who scrolls to it.
    await tab.locator('#b iframe').scrollIntoViewIfNeeded()
    await fitted('#b iframe', b)
    await record(a)
    await record(b)

    // b's content grows: b's iframe follows it, a's stays as it was.
    await payByCard(b, '4000000000003220')
    await b.locator('[data-testid="three-ds"]').waitFor({ state: 'visible' })
    await fitted('#b iframe', b, (height) => height > start)
    expect(await heights('#a iframe', a)).toEqual({ iframe: start, content: start })

    // a asks the merchant page to send its payment: only a gets the reply and only a's success counts.
    await a.locator('[data-testid="pay-wallet"]').click()
    await poll(async () => (await log('a')).successes).toHaveLength(1)
    expect(await received(a)).toEqual([''])
    expect(await received(b)).toEqual([])
    expect((await log('b')).successes).toEqual([])
    const paid = await a.locator('[data-testid="result-payment-id"]').textContent()
    expect((await log('a')).successes).toEqual([expect.objectContaining({ paymentId: paid })])
  })
})

describe('re-rendering the merchant page', () => {
  it('never navigates the checkout frame for equal options, and does for a new price', async () => {
    tab = await tabs.load(h.merchant)
    await mount('a', '#a', purchase())
    const frame = await frameAt(tab, '#a iframe', h.hosts.checkout)
    const navigations = countNavigations(tab, frame)
    await frame.evaluate(() => {
      window.got = ['same document']
    })
    const src = () => tab.evaluate(() => (document.querySelector('#a iframe') as HTMLIFrameElement).src)
    const before = await src()

    for (let i = 0; i < 25; i++) await tab.evaluate(() => window.kit.update('a'))
    expect(await src()).toBe(before)
    expect(await received(frame)).toEqual(['same document'])
    expect(navigations()).toBe(0)

    // The counter is live: options that change the URL reload the frame, exactly once.
    await tab.evaluate(() => window.kit.update('a', { cents: 2500 }))
    await poll(async () => navigations()).toBe(1)
    expect(frame.url()).toContain('cents=2500')
  })
})
