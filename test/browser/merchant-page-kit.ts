// What the merchant pages under test share (bundled into each): their query, their elements by test id, and
// the outcome log the tests read.
import type { CheckoutInfo } from '@portico/core'

const query = new URLSearchParams(location.search)

/** A query parameter of the page, or ''. */
export const param = (name: string) => query.get(name) ?? ''

/** A new element at the end of the body, found by tests through `data-testid`. */
export function element(tag: string, testId: string): HTMLElement {
  const el = document.createElement(tag)
  el.dataset.testid = testId
  document.body.append(el)
  return el
}

const outcome = element('pre', 'outcome')

/** A callback that logs `event` and the checkout's info as a line of the outcome element. */
export const log = (event: string) => (info: CheckoutInfo | undefined) => {
  outcome.textContent += `${event} ${JSON.stringify(info ?? null)}\n`
}

/** The emulator's Hardhat chain at the page's `?evmRpc=`, as a merchant writes a chain without viem. */
export const localHardhat = {
  id: 31337,
  name: 'Local Hardhat',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [param('evmRpc')] } },
}
