import type { Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type Focused, focused, indicatorProblems, orderProblems, tabThrough } from './a11y-kit'
import { accessibilityViolations } from './axe'
import { frameAt, type Harness, startHarness, WAIT } from './harness'

// The emulator's pages against WCAG 2.2 AA in real Chromium, opened directly and inside a plain merchant
// page: axe-core in every state a customer reaches (errors, 3-D Secure, sheets, results), and what axe
// cannot see: focus indicators and order while tabbing, errors tied to their fields, focus moving to what
// appears, everything done with the keyboard alone, no motion under reduced motion, title and language.

/** The harness of the file that called `useEmulatorPages()`. */
export let h: Harness
/** The tab the last `show()` opened (closed after each test). */
export let tab: Page

/** Starts a harness for the calling test file and closes each test's tab after it. */
export function useEmulatorPages() {
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h?.close())
  afterEach(() => tab?.close())
}

/**
 * Bound of a test that walks many states in one visit (the eight buttons, a purchase from its first error to
 * its result): it does the work of several tests, and a busy 2-core machine runs it a few times slower than
 * an idle one. Each wait inside is still bounded by WAIT; this only stops a test that never ends.
 */
export const WALK = { timeout: 180_000 }

export const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
export const MODES = ['standalone', 'embedded'] as const
export type Mode = (typeof MODES)[number]
export const byTestId = (id: string) => `[data-testid="${id}"]`

/** The mode of the tab the last `show()` opened. */
let shown: Mode = 'standalone'

/**
 * Opens `url` (an emulator page) in a new tab, directly or in an iframe of a plain merchant page (a title,
 * a language, no script of its own), whose script declines every wallet request; the page's frame once its
 * script has run. The merchant tab is just wide and tall enough for the frame: Chromium pauses rendering in
 * cross-origin frames out of view, and every pixel more is painted for nothing.
 */
export async function show(url: string, mode: Mode, height = 1000): Promise<Frame> {
  shown = mode
  if (mode === 'standalone') {
    tab = await h.browser.newPage({ viewport: { width: 800, height: 1000 } })
    tab.setDefaultTimeout(WAIT.timeout)
    await tab.goto(url)
    return tab.mainFrame()
  }
  tab = await h.browser.newPage({ viewport: { width: 600, height: height + 40 } })
  tab.setDefaultTimeout(WAIT.timeout)
  await tab.goto(`${h.other}/merchant`)
  await tab.evaluate(
    ([src, px]) => {
      window.addEventListener('message', (event) => {
        let method: unknown
        try {
          method = JSON.parse(String(event.data)).method
        } catch {
          return
        }
        if (method === 'sendTransaction' || method === 'signTransaction' || method === 'signMessage')
          (event.source as Window).postMessage('ERROR declined by the test wallet', event.origin)
      })
      const frame = document.createElement('iframe')
      frame.id = 'emu'
      frame.title = 'Emulator page'
      frame.src = src
      frame.style.cssText = `width:560px;height:${px}px;border:0;display:block`
      document.body.append(frame)
    },
    [url, height] as const,
  )
  return frameAt(tab, '#emu', new URL(url).origin, sameAddress(url))
}

const sameAddress = (url: string) => (at: URL) => at.href === new URL(url).href

/**
 * Opens `url` in the tab of the last `show()`, the way it opened its page (the tab itself, or the merchant
 * page's frame): a page of the same origin loads in the renderer already running, where a new tab would
 * start one or two.
 */
export async function go(url: string): Promise<Frame> {
  if (shown === 'standalone') {
    await tab.goto(url)
    return tab.mainFrame()
  }
  await tab.evaluate((src) => {
    ;(document.getElementById('emu') as HTMLIFrameElement).src = src
  }, url)
  return frameAt(tab, '#emu', new URL(url).origin, sameAddress(url))
}

/** Every axe-core WCAG 2.2 AA failure in the tab, its frames included, in this state. */
export const expectAccessible = async (state: string) =>
  expect(await accessibilityViolations(tab), state).toEqual([])

/** Tabs through the page: each focused element has a name and a WCAG 2.2 indicator, in reading order. */
export async function expectKeyboardFocus(): Promise<Focused[]> {
  const sequence = await tabThrough(tab)
  expect(sequence.length).toBeGreaterThan(0)
  expect(sequence.flatMap(indicatorProblems)).toEqual([])
  expect(orderProblems(sequence)).toEqual([])
  expect(sequence.filter((f) => !f.name).map((f) => f.key)).toEqual([])
  return sequence
}

export const visible = (frame: Frame, id: string) => () => frame.locator(byTestId(id)).isVisible()
export const focusedId = async () => (await focused(tab))?.testId

/** The field's error wiring for assistive technology: invalid, described by an alert with the message. */
export async function errorWiring(frame: Frame, input: string) {
  return frame.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement
    const described = el.getAttribute('aria-describedby')
    const message = described ? document.getElementById(described) : null
    const live = message?.closest('[role="alert"], [aria-live]:not([aria-live="off"])')
    return {
      invalid: el.getAttribute('aria-invalid'),
      message: message && !message.hidden ? message.textContent : null,
      announced: Boolean(live),
    }
  }, input)
}
export const CLEARED = { invalid: null, message: null, announced: false }
/** The wiring of a field whose error `message` is shown: invalid, described by it, announced. */
export const announced = (message: string) => ({ invalid: 'true', message, announced: true })
export const NUMBER_INVALID = announced('Card number is invalid. Please double check information.')
export const EXPIRY_INVALID = announced('Expiration is invalid. Please double check information.')

/** From the field after the card number, goes back to it and types a valid number: its error clears. */
export async function correctCardNumber(frame: Frame) {
  await tab.keyboard.press('Shift+Tab')
  await poll(focusedId).toBe('card-number')
  await retype('4242424242424242')
  await poll(() => errorWiring(frame, 'card-number')).toEqual(CLEARED)
}

/** Replaces the focused input's text by typing, as a keyboard user does. */
export async function retype(text: string) {
  await tab.keyboard.press('ControlOrMeta+A')
  await tab.keyboard.press('Backspace')
  await tab.keyboard.type(text)
}

export const CARD_FORMS = [
  ['card-form', ''],
  ['card-number-form', ''],
  ['cvv-form', '&token=424242TOKEN4242'],
] as const

export const BUTTONS = (['apple-pay', 'google-pay', 'paypal', 'venmo'] as const).flatMap((kind) =>
  (['black', 'white'] as const).map((color) => [kind, color] as const),
)
export const buttonUrl = (kind: string, color: string) =>
  `${h.hosts.checkout}/form/solana/${kind}/a11y?color=${color}&cents=1200`
