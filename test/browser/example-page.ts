import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'
import { countNavigations, type Harness, WAIT } from './harness'

// Reading and driving an example merchant page (built by Vite or Next.js, served by the harness) as a
// customer does: its outcome log, its wallet, its surfaces' loading and focus, and a wallet payment.

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)

/** A selector of the element with `data-testid="{id}"`. */
export const byTestId = (id: string) => `[data-testid="${id}"]`

/** One line of an example page's outcome log: `success {json}` or `declined {json}`, read back as values. */
export interface Outcome {
  event: string
  info: Record<string, unknown>
}

/** The outcome lines the page shows, oldest first. */
export async function outcomes(tab: Page): Promise<Outcome[]> {
  const text = (await tab.locator(byTestId('outcome')).textContent()) ?? ''
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(' ')
      return { event: line.slice(0, space), info: JSON.parse(line.slice(space + 1)) }
    })
}

/** The connected wallet's address (or session key) as the page shows it, once it matches `pattern`. */
export async function connectedWallet(tab: Page, pattern: RegExp): Promise<string> {
  const shown = tab.locator(byTestId('wallet-address'))
  await poll(() => shown.textContent()).toMatch(pattern)
  return (await shown.textContent()) ?? ''
}

/** Every surface on the page has loaded: nothing is busy, and every frame's document is complete. */
export async function settled(tab: Page): Promise<void> {
  await poll(() => tab.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length)).toBe(0)
  for (const frame of tab.frames())
    await poll(() => frame.evaluate(() => document.readyState).catch(() => 'gone')).toMatch(/complete|gone/)
}

/**
 * Marks the documents of `frames` and counts their navigations from now on: `kept()` says, for each, the
 * navigations since and whether the marked document is still the one shown (a reload would lose the mark).
 */
export async function watchReloads(tab: Page, frames: Frame[]): Promise<() => Promise<unknown[]>> {
  const counts = frames.map((frame) => countNavigations(tab, frame))
  for (const frame of frames)
    await frame.evaluate(() => {
      window.got = ['same document']
    })
  return () =>
    Promise.all(frames.map(async (frame, i) => [counts[i]?.(), await frame.evaluate(() => window.got)]))
}

/** What `kept()` of `watchReloads` gives for `n` frames that neither navigated nor reloaded. */
export const neverReloaded = (n: number) => Array.from({ length: n }, () => [0, ['same document']])

const heights = async (tab: Page, selector: string, frame: Frame) => ({
  iframe: await tab.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().height, selector),
  content: await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
})

/**
 * Pays with the wallet in the checkout `frame` (of the iframe at `iframe`) and returns the outcome the page
 * logged for it (one more line than before the click) and the emulator's record of the payment.
 */
export async function payWithWallet(h: Harness, tab: Page, frame: Frame, iframe: string) {
  // Paid once the page has heard the checkout say `loaded` (its box is no longer busy): a click in a
  // document the checkout is about to replace would be lost.
  const box = iframe.replace(/ iframe$/, '')
  await poll(() => tab.locator(`${box} [aria-busy="true"]`).count()).toBe(0)
  const before = (await outcomes(tab)).length
  await frame.locator(byTestId('pay-wallet')).click()
  // The checkout's own words while no outcome shows: a failure then says where the payment stopped.
  await poll(async () => {
    const count = (await outcomes(tab)).length
    if (count > before) return count - before
    const said = async (id: string) => (await frame.locator(byTestId(id)).textContent())?.trim()
    return `no outcome yet; the checkout says: ${(await said('error')) || (await said('status')) || 'nothing'}`
  }).toBe(1)
  const outcome = (await outcomes(tab)).at(-1)
  const paymentId = await frame.locator(byTestId('result-payment-id')).textContent()
  const payment = h.emulator
    .payments({ merchantId: 'demo-merchant', kind: 'purchase' })
    .find((p) => p.paymentId === paymentId)
  // The result section grew the checkout: the iframe followed it.
  await poll(() => heights(tab, iframe, frame)).toSatisfy((h) => h.iframe === h.content)
  return { outcome, paymentId, payment }
}

/** What the page's focus is on: the element's test id (or its section's, for an iframe), else its tag. */
export const pageFocus = (tab: Page) =>
  tab.evaluate(() => {
    const active = document.activeElement
    const owner = active?.tagName === 'IFRAME' ? active.closest('[data-testid]') : active
    return owner?.getAttribute('data-testid') ?? active?.tagName ?? 'none'
  })

/** The element focused inside `frame`: its test id, else its tag and text. */
export const frameFocus = (frame: Frame) =>
  frame.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return active.getAttribute('data-testid') ?? `${active.tagName} ${active.textContent?.trim()}`
  })
