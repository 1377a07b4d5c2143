// @vitest-environment happy-dom

import { deliver, nextLoad, serveCheckoutPage, wire } from '@portico/test-fixtures/checkout-page'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/checkout-errors'
import { definePlugin } from '../plugins/plugin'
import { handWallet } from './bridge.test-helper'
import type { CheckoutHandle, MountCheckoutOptions } from './checkout-options'
import { mountCheckout } from './mount-checkout'

// mountCheckout's part in the wallet faults: the walletTimeoutMs option, and a checkout whose container
// leaves the page without destroy(). The bridge's own fault tests are in bridge.faults.test.ts.
let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())

const wallet = handWallet()
// A chain the type registry does not know: options are typed loosely, as a plain-JavaScript page's are.
const plugin = definePlugin<object>({
  name: 'faults',
  blockchains: ['faults-chain'],
  walletAddress: () => 'W1',
  handlers: () => ({ signMessage: wallet.handler }),
})
const options = (extra: Record<string, unknown> = {}) =>
  ({
    blockchain: 'faults-chain',
    merchantId: 'shop',
    hosts: { checkout: page.origin },
    plugins: [plugin],
    wallet: {},
    ...extra,
  }) as unknown as MountCheckoutOptions

let handle: CheckoutHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
  wallet.handler.mockClear()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})
async function mountLoaded(extra: Record<string, unknown> = {}) {
  const container = document.body.appendChild(document.createElement('div'))
  handle = mountCheckout(container, options(extra))
  await nextLoad(handle.iframe)
  return { handle, container }
}
const ask = (h: CheckoutHandle, data: string) =>
  deliver(h.iframe.contentWindow, page.origin, wire('signMessage', data))

describe('mountCheckout and a wallet that never answers', () => {
  it('answers ERROR once walletTimeoutMs has passed', async () => {
    const { handle } = await mountLoaded({ walletTimeoutMs: 20 })
    const replies = vi.spyOn(handle.iframe.contentWindow as Window, 'postMessage')
    ask(handle, 'hangs')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(replies).toHaveBeenCalledWith(
      'ERROR the wallet did not answer signMessage within 20 ms',
      page.origin,
    )
    expect(wallet.handler).toHaveBeenCalledWith('hangs')
  })

  it.each([0, -1, Number.NaN, 2 ** 31])(
    'refuses walletTimeoutMs %s at mount and at update, keeping the checkout as it was',
    async (walletTimeoutMs) => {
      const container = document.body.appendChild(document.createElement('div'))
      expect(() => mountCheckout(container, options({ walletTimeoutMs }))).toThrow(InvalidOptionError)
      expect(container.children).toHaveLength(0)
      const { handle } = await mountLoaded({ walletTimeoutMs: 60_000 })
      const src = handle.iframe.src
      expect(() => handle.update(options({ walletTimeoutMs, cents: 5 }))).toThrow(/^Invalid walletTimeoutMs/)
      expect(handle.iframe.src).toBe(src)
      const replies = vi.spyOn(handle.iframe.contentWindow as Window, 'postMessage')
      ask(handle, 'still served')
      await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('still served'))
      wallet.answer('still served', 'sig')
      await vi.waitFor(() => expect(replies).toHaveBeenCalledWith('sig', page.origin))
    },
  )
})
