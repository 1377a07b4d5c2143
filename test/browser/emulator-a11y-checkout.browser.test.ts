import { describe, expect, it } from 'vitest'
import { type Focused, focused, indicatorProblems, tabTo } from './a11y-kit'
import {
  byTestId,
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

// The emulator's checkout pages (purchase, withdraw, histories, payment intent, error) against WCAG 2.2 AA
// in real Chromium, opened directly and inside a plain merchant page: axe-core in every state a customer
// reaches, focus indicators and order, errors tied to their fields, 3-D Secure by keyboard alone.

useEmulatorPages()

// Both modes are visited, each with its own axe runs: the page is not the same document in both (opened
// directly it says that wallet requests need a host page, and a wallet request fails for that reason rather
// than the wallet's answer), and focus crosses a frame boundary only when embedded.
// One visit walks the states a customer goes through in turn, each checked where it is reached, rather
// than one fresh page (one or two renderer processes) per state.

describe.each(MODES)('the purchase page (%s)', (mode) => {
  const url = () =>
    `${h.hosts.checkout}/user/purchase-v2/a11y-${mode}?cents=1500&sessionKey=sk-a11y&useHeightChange=p1`

  it(
    'passes axe in every state a customer reaches by keyboard alone: field errors tied to their fields and cleared, a failed wallet request, 3-D Secure failed and approved, a declined card, the result',
    WALK,
    async () => {
      const frame = await show(url(), mode)
      await expectAccessible('initial')
      // Every control shows a focus indicator, in reading order, with a name.
      const ids = (await expectKeyboardFocus()).map((f) => f.testId)
      expect(ids).toEqual(expect.arrayContaining(['card-number', 'pay-card', 'pay-wallet', 'pay-bank']))

      // A card field error is announced, tied to its field, and cleared with the field.
      await tabTo(tab, 'card-number')
      await tab.keyboard.type('4000')
      await tab.keyboard.press('Tab')
      await poll(() => errorWiring(frame, 'card-number')).toEqual(NUMBER_INVALID)
      await expectAccessible('card number invalid')
      await correctCardNumber(frame)
      await tab.keyboard.press('Tab')
      await retype('1399')
      await tab.keyboard.press('Tab')
      await poll(() => errorWiring(frame, 'card-expiry')).toEqual(EXPIRY_INVALID)
      expect(await errorWiring(frame, 'card-number')).toEqual(CLEARED)
      await expectAccessible('expiry invalid')
      await tab.keyboard.press('Shift+Tab')
      await poll(focusedId).toBe('card-expiry')
      await retype('1234')
      await poll(() => errorWiring(frame, 'card-expiry')).toEqual(CLEARED)

      // A wallet request that fails is announced.
      await tabTo(tab, 'pay-wallet')
      await tab.keyboard.press('Enter')
      await poll(visible(frame, 'error')).toBe(true)
      expect(await frame.locator(byTestId('error')).getAttribute('role')).toBe('alert')
      await expectAccessible('wallet request failed')

      // A 3-D Secure challenge takes focus; failed with Space, it gives focus back to the card number.
      await tabTo(tab, 'card-number')
      await retype('4000000000003220')
      await tab.keyboard.press('Enter')
      await poll(visible(frame, 'three-ds')).toBe(true)
      await poll(focusedId).toBe('three-ds-approve')
      expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
      await expectAccessible('3-D Secure challenge open')
      await tab.keyboard.press('Tab')
      expect(await focusedId()).toBe('three-ds-fail')
      expect(indicatorProblems((await focused(tab)) as Focused)).toEqual([])
      const before = await frame.locator(byTestId('error')).textContent()
      await tab.keyboard.press('Space')
      await poll(visible(frame, 'three-ds')).toBe(false)
      await poll(focusedId).toBe('card-number')
      await poll(() => frame.locator(byTestId('error')).textContent()).not.toBe(before)
      await expectAccessible('3-D Secure failed')

      await retype('4000000000000002')
      await tab.keyboard.press('Enter')
      await poll(() => frame.locator(byTestId('error')).textContent()).toContain('declined')
      await expectAccessible('card declined')

      // Approved by keyboard, focus goes to the result.
      await poll(focusedId).toBe('card-number')
      await retype('4000000000003220')
      await tab.keyboard.press('Enter')
      await poll(focusedId).toBe('three-ds-approve')
      await tab.keyboard.press('Enter')
      await poll(visible(frame, 'result')).toBe(true)
      await poll(focusedId).toBe('result')
      expect(await frame.locator(byTestId('result')).textContent()).toContain('Payment complete')
      await expectAccessible('payment complete')
    },
  )
})

describe.each(MODES)('the other checkout pages (%s)', (mode) => {
  it(
    'withdraw, error, payment intent to its result, and history pages with and without rows, in one tab',
    WALK,
    async () => {
      await show(`${h.hosts.checkout}/user/withdraw/a11y?cents=1000&sessionKey=sk-a11y`, mode)
      await expectAccessible('withdraw')
      await expectKeyboardFocus()

      const error = await go(`${h.hosts.checkout}/solana/purchase-v2/a11y?cents=-5`)
      expect(await error.locator(byTestId('checkout-error-item')).count()).toBeGreaterThan(0)
      await expectAccessible('error page')

      // The intent is paid under its own merchant: the history pages below show that merchant's payment.
      const merchant = `a11y-history-${mode}`
      const created = await fetch(`${h.hosts.api}/emulator/payment-intents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchantId: merchant, amount: 3000 }),
      })
      const intent = (await created.json()) as { checkoutUrl: string }
      const frame = await go(intent.checkoutUrl)
      await expectAccessible('intent')
      await expectKeyboardFocus()
      await tabTo(tab, 'card-number')
      await tab.keyboard.type('4242424242424242')
      await tab.keyboard.press('Enter')
      await poll(focusedId).toBe('result')
      expect(await frame.locator(byTestId('result')).isVisible()).toBe(true)
      await expectAccessible('intent paid')

      const rows = await go(`${h.hosts.checkout}/user/history/purchase/${merchant}`)
      expect(await rows.locator(byTestId('history-row')).count()).toBe(1)
      await expectAccessible('history with rows')
      const none = await go(`${h.hosts.checkout}/user/history/withdraw/${merchant}`)
      expect(await none.locator(byTestId('history-empty')).count()).toBe(1)
      await expectAccessible('history without rows')
    },
  )
})
