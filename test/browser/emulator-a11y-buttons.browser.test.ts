import type { Frame } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Focused, focused, indicatorProblems, orderProblems, tabTo } from './a11y-kit'
import {
  BUTTONS,
  buttonUrl,
  byTestId,
  expectAccessible,
  focusedId,
  go,
  h,
  type Mode,
  poll,
  show,
  tab,
  useEmulatorPages,
  visible,
  WALK,
} from './emulator-a11y-kit'

// The emulator's payment button pages against WCAG 2.2 AA in real Chromium, embedded and opened directly:
// their sheets open, close, decline and pay by keyboard, with focus where a keyboard user expects it.

useEmulatorPages()

/** The sheet's role, name and modality, as assistive technology reads them. */
const sheetSemantics = (frame: Frame) =>
  frame.locator(byTestId('payment-sheet')).evaluate((el) => ({
    role: el.getAttribute('role'),
    name: el.getAttribute('aria-label'),
    modal: el.getAttribute('aria-modal'),
  }))

// Each mode goes through the eight buttons in one tab (the next page loads in the renderer already
// running), rather than one fresh tab per button. Both modes are visited, each with its own axe runs: a
// wallet button opened directly has nobody to ask who pays, and says so instead of opening its sheet.

/** Runs `check` for each button, the first page in a new tab of `mode` and the next ones in that tab. */
async function eachButton(
  mode: Mode,
  height: number,
  check: (
    kind: (typeof BUTTONS)[number][0],
    color: string,
    open: (url: string) => Promise<Frame>,
  ) => Promise<void>,
) {
  let first = true
  for (const [kind, color] of BUTTONS) {
    const open = (url: string) => (first ? show(url, mode, height) : go(url))
    try {
      await check(kind, color, open)
    } catch (error) {
      // A failure names the button it was found on.
      if (error instanceof Error) error.message = `${kind} (${color}), ${mode}: ${error.message}`
      throw error
    }
    first = false
  }
}

describe('the payment button pages', () => {
  it('embedded: the sheet of each button opens, closes, declines and pays by keyboard', WALK, async () => {
    await eachButton('embedded', 320, async (kind, color, open) => {
      const wallet = kind === 'paypal' || kind === 'venmo'
      const frame = await open(buttonUrl(kind, color))
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
    })
  })

  it('standalone: each button passes axe with its sheet open or its error shown', WALK, async () => {
    await eachButton('standalone', 1000, async (kind, color, open) => {
      const frame = await open(buttonUrl(kind, color))
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
    })
  })
})
