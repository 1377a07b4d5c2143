import { describe, expect, it } from 'vitest'
import { contrast, type Focused, focused, indicatorProblems, moving, tabTo } from './a11y-kit'
import {
  announced,
  BUTTONS,
  buttonUrl,
  byTestId,
  CARD_FORMS,
  CLEARED,
  correctCardNumber,
  EXPIRY_INVALID,
  errorWiring,
  expectAccessible,
  expectKeyboardFocus,
  focusedId,
  go,
  h,
  MODES,
  NUMBER_INVALID,
  poll,
  retype,
  show,
  tab,
  useEmulatorPages,
  visible,
  WALK,
} from './emulator-a11y-kit'

// The emulator's hosted card forms, bank pages and card vendor fields against WCAG 2.2 AA in real Chromium,
// opened directly and inside a plain merchant page: axe-core in every state, focus indicators and order,
// errors announced and tied to their fields, focus on the bank's answer, everything by keyboard; and every
// emulator page opened directly: a title and a language, no motion under reduced motion.

useEmulatorPages()

// Both modes are visited, each with its own axe runs: embedded, the form is 120 px tall in a merchant page
// and focus crosses a frame boundary; opened directly, it is the whole tab. One tab per mode goes from one
// form to the next, and each form's states are walked in that one visit, rather than one fresh tab (one or
// two renderer processes) per state.

/** The hosted card form `variant` of the merchant `shop`, `extra` appended to its query. */
const form = (variant: string, extra = '') => `${h.hosts.checkout}/form/v2/${variant}?merchantId=shop${extra}`

describe.each(MODES)('the hosted card forms (%s)', (mode) => {
  it(
    'each variant passes axe and each field shows a focus indicator, in order; the card form and the CVV form announce their errors, tie them to their field and clear them; the brand label keeps text contrast',
    WALK,
    async () => {
      const [[first, firstExtra], ...others] = CARD_FORMS
      const frame = await show(form(first, firstExtra), mode, 120)
      await expectAccessible(`${first} initial`)
      await expectKeyboardFocus()

      await tabTo(tab, 'card-number')
      await tab.keyboard.type('4000')
      await tab.keyboard.press('Tab')
      await poll(() => errorWiring(frame, 'card-number')).toEqual(NUMBER_INVALID)
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
      await correctCardNumber(frame)
      await tab.keyboard.press('Tab')
      await tab.keyboard.type('0120')
      await poll(() => errorWiring(frame, 'card-expiry')).toEqual(EXPIRY_INVALID)
      expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
      await expectAccessible('expiry invalid')
      await retype('1240')
      await poll(() => errorWiring(frame, 'card-expiry')).toEqual(CLEARED)

      for (const [variant, extra] of others) {
        await go(form(variant, extra))
        await expectAccessible(`${variant} initial`)
        await expectKeyboardFocus()
      }

      const cvv = await go(form('cvv-form', '&token=378282TOKEN0005'))
      await tabTo(tab, 'card-cvv')
      await tab.keyboard.press('Tab')
      await poll(() => errorWiring(cvv, 'card-cvv')).toEqual(announced('Please enter your CVV to proceed.'))
      await expectAccessible('CVV empty')
      await tab.keyboard.press('Shift+Tab')
      // Keys typed before the focus has arrived in the frame's process would land elsewhere.
      await poll(focusedId).toBe('card-cvv')
      await tab.keyboard.type('1234')
      await poll(() => errorWiring(cvv, 'card-cvv')).toEqual(CLEARED)
    },
  )
})

/** The address of a bank's authorize page for a new purchase: what the purchase page's script asks for. */
async function bankAuthorizeUrl(): Promise<string> {
  const purchase = await fetch(`${h.hosts.checkout}/user/purchase-v2/a11y-bank?cents=1500`)
  const data = /<script type="application\/json" id="portico-page">(.*?)<\/script>/s.exec(
    await purchase.text(),
  )?.[1]
  const { sessionId } = JSON.parse(data ?? '{}') as { sessionId: string }
  const response = await fetch(`${h.hosts.checkout}/emulator/sessions/${sessionId}/bank-redirects`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  return ((await response.json()) as { url: string }).url
}

describe.each(MODES)('the bank pages (%s)', (mode) => {
  it(
    "bank link: cancel, a failed link and a link, by keyboard; bank authorize: approve by keyboard, focus on the bank's answer",
    WALK,
    async () => {
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

      const authorize = await go(await bankAuthorizeUrl())
      await expectAccessible('authorize initial')
      await expectKeyboardFocus()
      await tabTo(tab, 'bank-authorize-approve')
      await tab.keyboard.press('Enter')
      await poll(focusedId).toBe('bank-authorize-result')
      expect(await authorize.locator(byTestId('bank-authorize-result')).textContent()).toContain('approved')
      await expectAccessible('approved')
    },
  )
})

const VENDOR_FIELD = () => `${h.hosts.api}/card-vendor/field?frame=pan&channel=abcdef123456`

describe('every page, opened directly', () => {
  const pages = () => [
    `${h.hosts.checkout}/user/purchase-v2/a11y?cents=1500&sessionKey=sk-a11y`,
    `${h.hosts.checkout}/user/withdraw/a11y?cents=1000&sessionKey=sk-a11y`,
    `${h.hosts.checkout}/user/history/purchase/a11y`,
    `${h.hosts.checkout}/solana/purchase-v2/a11y?cents=-5`,
    `${h.hosts.checkout}/solana/checkout-link/a11y?sessionKey=sk-1`,
    ...CARD_FORMS.map(([variant, extra]) => form(variant, extra)),
    ...BUTTONS.map(([kind, color]) => buttonUrl(kind, color)),
  ]

  // One tab, one visit per page: motion is checked before and after the preference, then the title and
  // language. The card vendor's field comes first, checked with axe as well; embedded by a merchant, the
  // fields are checked with the rest of the stand-in (card-vendor.browser.test.ts).
  it(
    'has a title and a language, and does not move under prefers-reduced-motion: reduce (a transition added by script included); the card vendor field, refusing to run, passes axe',
    WALK,
    async () => {
      const vendor = await show(VENDOR_FIELD(), 'standalone')
      expect(await vendor.locator('input').getAttribute('aria-label')).not.toBeNull()
      await expectAccessible('card vendor field refused')
      for (const url of [VENDOR_FIELD(), ...pages()]) {
        const frame = url === VENDOR_FIELD() ? vendor : await go(url)
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
        // The next page starts with motion allowed again.
        await tab.emulateMedia({ reducedMotion: 'no-preference' })
      }
    },
  )
})
