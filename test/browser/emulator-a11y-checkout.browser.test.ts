import { describe, expect, it } from 'vitest'
import { type Focused, focused, indicatorProblems, tabTo } from './a11y-kit'
import {
  byTestId,
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

// The emulator's checkout pages (purchase, withdraw, histories, payment intent, error) against WCAG 2.2 AA
// in real Chromium, opened directly and inside a plain merchant page: axe-core in every state a customer
// reaches, focus indicators and order, errors tied to their fields, 3-D Secure by keyboard alone.

useEmulatorPages()

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
