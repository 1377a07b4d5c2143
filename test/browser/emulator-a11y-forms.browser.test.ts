import { describe, expect, it } from 'vitest'
import { contrast, type Focused, focused, indicatorProblems, moving, tabTo } from './a11y-kit'
import {
  BUTTONS,
  buttonUrl,
  byTestId,
  CARD_FORMS,
  CLEARED,
  errorWiring,
  expectAccessible,
  expectKeyboardFocus,
  focusedId,
  h,
  MODES,
  poll,
  retype,
  show,
  tab,
  useEmulatorPages,
  visible,
} from './emulator-a11y-kit'

// The emulator's hosted card forms, bank pages and card vendor fields against WCAG 2.2 AA in real Chromium,
// opened directly and inside a plain merchant page: axe-core in every state, focus indicators and order,
// errors announced and tied to their fields, focus on the bank's answer, everything by keyboard; and every
// emulator page opened directly: a title and a language, no motion under reduced motion.

useEmulatorPages()

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

  // One visit per page: motion is checked before and after the preference, then the title and language.
  it('has a title and a language, and does not move under prefers-reduced-motion: reduce (a transition added by script included)', async () => {
    for (const url of pages()) {
      const frame = await show(url, 'standalone')
      // The check sees a transition when motion is allowed: the probe's.
      expect(await moving(frame), url).toContain('BODY transition 1s')
      await tab.emulateMedia({ reducedMotion: 'reduce' })
      expect(await moving(frame), url).toEqual([])
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
