import type { Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  contrast,
  type Focused,
  focused,
  indicatorProblems,
  moving,
  orderProblems,
  tabThrough,
  tabTo,
} from './a11y-kit'
import { accessibilityViolations } from './axe'
import { frameAt, type Harness, startHarness, WAIT } from './harness'

// The emulator's pages against WCAG 2.2 AA in real Chromium, opened directly and inside a plain merchant
// page: axe-core in every state a customer reaches (errors, 3-D Secure, sheets, results), and what axe
// cannot see: focus indicators and order while tabbing, errors tied to their fields, focus moving to what
// appears, everything done with the keyboard alone, no motion under reduced motion, title and language.

let h: Harness
let tab: Page

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const MODES = ['standalone', 'embedded'] as const
type Mode = (typeof MODES)[number]
const byTestId = (id: string) => `[data-testid="${id}"]`

/**
 * Opens `url` (an emulator page) in a new tab, directly or in an iframe of the plain merchant page, whose
 * script declines every wallet request; the page's frame once its script has run.
 */
async function show(url: string, mode: Mode, height = 1000): Promise<Frame> {
  if (mode === 'standalone') {
    tab = await h.browser.newPage({ viewport: { width: 800, height: 1000 } })
    tab.setDefaultTimeout(WAIT.timeout)
    await tab.goto(url)
    return tab.mainFrame()
  }
  tab = await h.open()
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
      document.getElementById('extras')?.append(frame)
    },
    [url, height] as const,
  )
  await poll(async () => (await (await tab.$('#emu'))?.contentFrame())?.url() ?? '').not.toBe('')
  return frameAt(tab, '#emu', new URL(url).origin)
}

/** Every axe-core WCAG 2.2 AA failure in the tab, its frames included, in this state. */
const expectAccessible = async (state: string) =>
  expect(await accessibilityViolations(tab), state).toEqual([])

/** Tabs through the page: each focused element has a name and a WCAG 2.2 indicator, in reading order. */
async function expectKeyboardFocus(): Promise<Focused[]> {
  const sequence = await tabThrough(tab)
  expect(sequence.length).toBeGreaterThan(0)
  expect(sequence.flatMap(indicatorProblems)).toEqual([])
  expect(orderProblems(sequence)).toEqual([])
  expect(sequence.filter((f) => !f.name).map((f) => f.key)).toEqual([])
  return sequence
}

const visible = (frame: Frame, id: string) => () => frame.locator(byTestId(id)).isVisible()
const focusedId = async () => (await focused(tab))?.testId

/** The field's error wiring for assistive technology: invalid, described by an alert with the message. */
async function errorWiring(frame: Frame, input: string) {
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
const CLEARED = { invalid: null, message: null, announced: false }

/** Replaces the focused input's text by typing, as a keyboard user does. */
async function retype(text: string) {
  await tab.keyboard.press('ControlOrMeta+A')
  await tab.keyboard.press('Backspace')
  await tab.keyboard.type(text)
}

describe.each(MODES)('the purchase page (%s)', (mode) => {
  const url = () =>
    `${h.hosts.checkout}/user/purchase-v2/a11y-${mode}?cents=1500&sessionKey=sk-a11y&useHeightChange=p1`

  it('passes axe, and every control shows a focus indicator, in reading order, with a name', async () => {
    await show(url(), mode)
    await expectAccessible('initial')
    const ids = (await expectKeyboardFocus()).map((f) => f.testId)
    expect(ids).toEqual(expect.arrayContaining(['card-number', 'pay-card', 'pay-wallet', 'pay-bank']))
  })

  it('announces a card field error, ties it to its field and clears both', async () => {
    const frame = await show(url(), mode)
    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4000')
    await tab.keyboard.press('Tab')
    const NUMBER = 'Card number is invalid. Please double check information.'
    await poll(() => errorWiring(frame, 'card-number')).toEqual({
      invalid: 'true',
      message: NUMBER,
      announced: true,
    })
    await expectAccessible('card number invalid')
    await tab.keyboard.press('Shift+Tab')
    await poll(focusedId).toBe('card-number')
    await retype('4242424242424242')
    await poll(() => errorWiring(frame, 'card-number')).toEqual(CLEARED)
    await tab.keyboard.press('Tab')
    await retype('1399')
    await tab.keyboard.press('Tab')
    await poll(() => errorWiring(frame, 'card-expiry')).toEqual({
      invalid: 'true',
      message: 'Expiration is invalid. Please double check information.',
      announced: true,
    })
    expect(await errorWiring(frame, 'card-number')).toEqual(CLEARED)
    await expectAccessible('expiry invalid')
  })

  it('pays through a 3-D Secure challenge with the keyboard: focus goes to the challenge, then the result', async () => {
    const frame = await show(url(), mode)
    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4000000000003220')
    await tab.keyboard.press('Enter')
    await poll(visible(frame, 'three-ds')).toBe(true)
    await poll(focusedId).toBe('three-ds-approve')
    expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
    await expectAccessible('3-D Secure challenge open')
    await tab.keyboard.press('Enter')
    await poll(visible(frame, 'result')).toBe(true)
    await poll(focusedId).toBe('result')
    expect(await frame.locator(byTestId('result')).textContent()).toContain('Payment complete')
    await expectAccessible('payment complete')
  })

  it('fails a 3-D Secure challenge with Space and gives focus back; shows a declined card and a failed wallet request', async () => {
    const frame = await show(url(), mode)
    await tabTo(tab, 'pay-wallet')
    await tab.keyboard.press('Enter')
    await poll(visible(frame, 'error')).toBe(true)
    expect(await frame.locator(byTestId('error')).getAttribute('role')).toBe('alert')
    await expectAccessible('wallet request failed')

    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4000000000003220')
    await tab.keyboard.press('Enter')
    await poll(focusedId).toBe('three-ds-approve')
    await tab.keyboard.press('Tab')
    expect(await focusedId()).toBe('three-ds-fail')
    expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
    await tab.keyboard.press('Space')
    await poll(visible(frame, 'three-ds')).toBe(false)
    await poll(focusedId).toBe('card-number')
    await poll(() => frame.locator(byTestId('error')).textContent()).not.toBe('')
    await expectAccessible('3-D Secure failed')

    await retype('4000000000000002')
    await tab.keyboard.press('Enter')
    await poll(() => frame.locator(byTestId('error')).textContent()).toContain('declined')
    await expectAccessible('card declined')
  })
})

describe.each(MODES)('the other checkout pages (%s)', (mode) => {
  it('withdraw page', async () => {
    await show(`${h.hosts.checkout}/user/withdraw/a11y?cents=1000&sessionKey=sk-a11y`, mode)
    await expectAccessible('withdraw')
    await expectKeyboardFocus()
  })

  it('history pages, with and without rows', async () => {
    const merchant = `a11y-history-${mode}`
    const frame = await show(`${h.hosts.checkout}/user/purchase-v2/${merchant}?cents=700`, mode)
    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4242424242424242')
    await tab.keyboard.press('Enter')
    await poll(visible(frame, 'result')).toBe(true)
    await tab.close()
    const rows = await show(`${h.hosts.checkout}/user/history/purchase/${merchant}`, mode)
    expect(await rows.locator(byTestId('history-row')).count()).toBe(1)
    await expectAccessible('history with rows')
    await tab.close()
    const none = await show(`${h.hosts.checkout}/user/history/withdraw/${merchant}`, mode)
    expect(await none.locator(byTestId('history-empty')).count()).toBe(1)
    await expectAccessible('history without rows')
  })

  it('payment intent page, to its result', async () => {
    const created = await fetch(`${h.hosts.api}/emulator/payment-intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId: 'a11y', amount: 3000 }),
    })
    const intent = (await created.json()) as { checkoutUrl: string }
    const frame = await show(intent.checkoutUrl, mode)
    await expectAccessible('intent')
    await expectKeyboardFocus()
    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4242424242424242')
    await tab.keyboard.press('Enter')
    await poll(focusedId).toBe('result')
    expect(await frame.locator(byTestId('result')).isVisible()).toBe(true)
    await expectAccessible('intent paid')
  })

  it('error page', async () => {
    const frame = await show(`${h.hosts.checkout}/solana/purchase-v2/a11y?cents=-5`, mode)
    expect(await frame.locator(byTestId('checkout-error-item')).count()).toBeGreaterThan(0)
    await expectAccessible('error page')
  })
})

const CARD_FORMS = [
  ['card-form', ''],
  ['card-number-form', ''],
  ['cvv-form', '&token=424242TOKEN4242'],
] as const

describe.each(MODES)('the hosted card form (%s)', (mode) => {
  const form = (variant: string, extra = '') =>
    show(`${h.hosts.checkout}/form/v2/${variant}?merchantId=shop${extra}`, mode, 120)

  it.each(CARD_FORMS)(
    '%s: passes axe; each field shows a focus indicator, in order',
    async (variant, extra) => {
      await form(variant, extra)
      await expectAccessible(`${variant} initial`)
      await expectKeyboardFocus()
    },
  )

  it('card form: an invalid number and an invalid expiry are announced, tied to their field and cleared; the brand label keeps text contrast', async () => {
    const frame = await form('card-form')
    await tabTo(tab, 'card-number')
    await tab.keyboard.type('4000')
    await tab.keyboard.press('Tab')
    await poll(() => errorWiring(frame, 'card-number')).toEqual({
      invalid: 'true',
      message: 'Card number is invalid. Please double check information.',
      announced: true,
    })
    const brand = await frame.locator(byTestId('card-brand')).evaluate((el) => {
      const fields = el.closest('.fields') as Element
      return {
        text: el.textContent,
        colour: getComputedStyle(el).color,
        on: getComputedStyle(fields).backgroundColor,
      }
    })
    expect(brand.text).not.toBe('')
    expect(contrast(brand.colour, brand.on)).toBeGreaterThanOrEqual(4.5)
    await expectAccessible('card number invalid')
    await tab.keyboard.press('Shift+Tab')
    await poll(focusedId).toBe('card-number')
    await retype('4242424242424242')
    await poll(() => errorWiring(frame, 'card-number')).toEqual(CLEARED)
    await tab.keyboard.press('Tab')
    await tab.keyboard.type('0120')
    await poll(() => errorWiring(frame, 'card-expiry')).toEqual({
      invalid: 'true',
      message: 'Expiration is invalid. Please double check information.',
      announced: true,
    })
    expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
    await expectAccessible('expiry invalid')
    await retype('1240')
    await poll(() => errorWiring(frame, 'card-expiry')).toEqual(CLEARED)
  })

  it('CVV form: an empty CVV is announced and tied to the field, and cleared once typed', async () => {
    const frame = await form('cvv-form', '&token=378282TOKEN0005')
    await tabTo(tab, 'card-cvv')
    await tab.keyboard.press('Tab')
    await poll(() => errorWiring(frame, 'card-cvv')).toEqual({
      invalid: 'true',
      message: 'Please enter your CVV to proceed.',
      announced: true,
    })
    await expectAccessible('CVV empty')
    await tab.keyboard.press('Shift+Tab')
    // Keys typed before the focus has arrived in the frame's process would land elsewhere.
    await poll(focusedId).toBe('card-cvv')
    await tab.keyboard.type('1234')
    await poll(() => errorWiring(frame, 'card-cvv')).toEqual(CLEARED)
  })
})

const BUTTONS = (['apple-pay', 'google-pay', 'paypal', 'venmo'] as const).flatMap((kind) =>
  (['black', 'white'] as const).map((color) => [kind, color] as const),
)
const buttonUrl = (kind: string, color: string) =>
  `${h.hosts.checkout}/form/solana/${kind}/a11y?color=${color}&cents=1200`

/** The sheet's role, name and modality, as assistive technology reads them. */
const sheetSemantics = (frame: Frame) =>
  frame.locator(byTestId('payment-sheet')).evaluate((el) => ({
    role: el.getAttribute('role'),
    name: el.getAttribute('aria-label'),
    modal: el.getAttribute('aria-modal'),
  }))

describe('the payment button pages', () => {
  it.each(BUTTONS)(
    '%s (%s), embedded: the sheet opens, closes, declines and pays by keyboard',
    async (kind, color) => {
      const wallet = kind === 'paypal' || kind === 'venmo'
      const frame = await show(buttonUrl(kind, color), 'embedded', 320)
      await expectAccessible('initial')
      if (wallet)
        await tab.evaluate(
          ([method, origin]) =>
            (document.getElementById('emu') as HTMLIFrameElement).contentWindow?.postMessage(
              JSON.stringify({ method, email: 'buyer@example.com' }),
              origin,
            ),
          [`${kind}Identifier`, h.hosts.checkout] as const,
        )
      const button = await tabTo(tab, 'wallet-button')
      expect(indicatorProblems(button)).toEqual([])

      await tab.keyboard.press('Enter')
      await poll(visible(frame, 'payment-sheet')).toBe(true)
      if (wallet) await poll(() => frame.locator(byTestId('sheet-payer')).textContent()).not.toBe('')
      expect(await focusedId()).toBe('sheet-approve')
      expect(await sheetSemantics(frame)).toEqual({
        role: 'dialog',
        name: `${button.name} payment`,
        modal: wallet ? 'true' : null,
      })
      const inSheet = [(await focused(tab)) as Focused]
      for (const next of ['sheet-cancel', 'sheet-fail']) {
        await tab.keyboard.press('Tab')
        expect(await focusedId()).toBe(next)
        inSheet.push((await focused(tab)) as Focused)
      }
      expect(inSheet.flatMap(indicatorProblems)).toEqual([])
      expect(orderProblems(inSheet)).toEqual([])
      if (wallet) {
        // Modal: focus stays in the sheet.
        await tab.keyboard.press('Tab')
        expect(await focusedId()).toBe('sheet-approve')
        await tab.keyboard.press('Shift+Tab')
        expect(await focusedId()).toBe('sheet-fail')
      }
      await expectAccessible('sheet open')

      await tab.keyboard.press('Escape')
      await poll(visible(frame, 'payment-sheet')).toBe(false)
      expect(await focusedId()).toBe('wallet-button')

      await tab.keyboard.press('Enter')
      await poll(focusedId).toBe('sheet-approve')
      await tab.keyboard.press('Tab')
      await tab.keyboard.press('Tab')
      expect(await focusedId()).toBe('sheet-fail')
      await tab.keyboard.press('Space')
      await poll(() => frame.locator(byTestId('button-message')).textContent()).toContain('declined')
      expect(await focusedId()).toBe('wallet-button')
      await expectAccessible('declined')

      await tab.keyboard.press('Space')
      await poll(focusedId).toBe('sheet-approve')
      await tab.keyboard.press('Enter')
      await poll(() => frame.locator(byTestId('button-message')).textContent()).toContain('Paid')
      await poll(focusedId).toBe('button-message')
      await expectAccessible('paid')
    },
  )

  it.each(BUTTONS)(
    '%s (%s), standalone: passes axe with its sheet open or its error shown',
    async (kind, color) => {
      const frame = await show(buttonUrl(kind, color), 'standalone')
      await expectAccessible('initial')
      await tabTo(tab, 'wallet-button')
      await tab.keyboard.press('Enter')
      if (kind === 'paypal' || kind === 'venmo') {
        // Nobody told the page who pays: it says so instead of opening the sheet.
        await poll(visible(frame, 'button-message')).toBe(true)
        expect(await focusedId()).toBe('wallet-button')
      } else {
        await poll(focusedId).toBe('sheet-approve')
        expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
      }
      await expectAccessible('after the button is pressed')
    },
  )
})

describe.each(MODES)('the bank pages (%s)', (mode) => {
  it('bank link: cancel, a failed link and a link, by keyboard', async () => {
    const frame = await show(
      `${h.hosts.checkout}/solana/checkout-link/a11y?sessionKey=sk-1&bankLinkOnly=true`,
      mode,
    )
    await expectAccessible('initial')
    await expectKeyboardFocus()
    await tabTo(tab, 'bank-link-cancel')
    await tab.keyboard.press('Enter')
    await poll(() => frame.locator(byTestId('status')).textContent()).toBe('Linking was cancelled.')
    await expectAccessible('after cancel')
    await tab.keyboard.press('Shift+Tab')
    expect(await focusedId()).toBe('bank-unverified-holder-bank')
    await tab.keyboard.press('Space')
    await poll(visible(frame, 'error')).toBe(true)
    await poll(focusedId).toBe('bank-unverified-holder-bank')
    await expectAccessible('link failed')
    for (let i = 0; i < 10 && (await focusedId()) !== 'bank-portico-test-bank'; i++)
      await tab.keyboard.press('Shift+Tab')
    await tab.keyboard.press('Enter')
    await poll(visible(frame, 'bank-link-confirmation')).toBe(true)
    await poll(focusedId).toBe('bank-link-confirmation')
    await expectAccessible('linked')
  })

  it("bank authorize page: approve by keyboard, focus on the bank's answer", async () => {
    const purchase = await show(`${h.hosts.checkout}/user/purchase-v2/a11y-bank?cents=1500`, 'standalone')
    const url = await purchase.evaluate(async () => {
      const { sessionId } = JSON.parse(document.getElementById('portico-page')?.textContent ?? '{}')
      const response = await fetch(`/emulator/sessions/${sessionId}/bank-redirects`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      return ((await response.json()) as { url: string }).url
    })
    await tab.close()
    const frame = await show(url, mode)
    await expectAccessible('initial')
    await expectKeyboardFocus()
    await tabTo(tab, 'bank-authorize-approve')
    await tab.keyboard.press('Enter')
    await poll(focusedId).toBe('bank-authorize-result')
    expect(await frame.locator(byTestId('bank-authorize-result')).textContent()).toContain('approved')
    await expectAccessible('approved')
  })
})

// Embedded by a merchant, the fields are checked with the rest of the stand-in (card-vendor.browser.test.ts).
describe('the card vendor fields', () => {
  it('opened directly, refusing to run: passes axe', async () => {
    const frame = await show(`${h.hosts.api}/card-vendor/field?frame=pan&channel=abcdef123456`, 'standalone')
    expect(await frame.locator('input').getAttribute('aria-label')).not.toBeNull()
    await expectAccessible('refused')
  })
})

describe('every page, opened directly', () => {
  const pages = () => [
    `${h.hosts.checkout}/user/purchase-v2/a11y?cents=1500&sessionKey=sk-a11y`,
    `${h.hosts.checkout}/user/withdraw/a11y?cents=1000&sessionKey=sk-a11y`,
    `${h.hosts.checkout}/user/history/purchase/a11y`,
    `${h.hosts.checkout}/solana/purchase-v2/a11y?cents=-5`,
    `${h.hosts.checkout}/solana/checkout-link/a11y?sessionKey=sk-1`,
    ...CARD_FORMS.map(([variant, extra]) => `${h.hosts.checkout}/form/v2/${variant}?merchantId=shop${extra}`),
    ...BUTTONS.map(([kind, color]) => buttonUrl(kind, color)),
    `${h.hosts.api}/card-vendor/field?frame=pan&channel=abcdef123456`,
  ]

  it('does not move under prefers-reduced-motion: reduce (a transition added by script included)', async () => {
    for (const url of pages()) {
      const frame = await show(url, 'standalone')
      // The check sees a transition when motion is allowed: the probe's.
      expect(await moving(frame), url).toContain('BODY transition 1s')
      await tab.emulateMedia({ reducedMotion: 'reduce' })
      expect(await moving(frame), url).toEqual([])
      await tab.close()
    }
  })

  it('has a title and a language', async () => {
    for (const url of pages()) {
      const frame = await show(url, 'standalone')
      const { title, lang } = await frame.evaluate(() => ({
        title: document.title,
        lang: document.documentElement.lang,
      }))
      expect(title.trim(), url).not.toBe('')
      expect(title, url).not.toMatch(/undefined|null/)
      expect(lang, url).toBe('en')
      await tab.close()
    }
  })
})
