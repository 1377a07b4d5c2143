// Test helper for the checkout components: a real checkout page server (core's), a test chain plugin, and
// the steps a test repeats (mount inside the provider, play the checkout's messages, count listeners).

import { deliver, checkoutPageForSuite as sharedSuite, wire } from '@portico/test-fixtures/checkout-page'
import { type TestChainEntry, testChainPlugin } from '@portico/test-fixtures/test-chain'
import { act, cleanup, type RenderResult, render } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { PorticoProvider, type PorticoProviderProps } from './portico-provider'

export {
  heightId,
  iframes,
  nextLoad,
  serveCheckoutPage,
  settle,
  theIframe,
  watchMessageListeners,
} from '@portico/test-fixtures/checkout-page'

/** The checkout page of a suite (see the shared fixture); after each test the React tree is unmounted. */
export const checkoutPageForSuite = () => sharedSuite(cleanup)

export type { TestWallet } from '@portico/test-fixtures/test-chain'

// A test-only chain, registered as a plugin package would, so props type-check as a merchant's would.
declare module '@portico/core' {
  interface ChainRegistry {
    'react-test': TestChainEntry
  }
}

/** Serves `react-test`: pubkey from the wallet, the transaction as `tx-{to}`, signing with the wallet. */
export const testPlugin = testChainPlugin('react-test')

type TestConfig = Partial<PorticoProviderProps> & Pick<PorticoProviderProps, 'hosts'>

/** `ui` inside a provider for merchant `shop` with the test plugin, overridden by `config`. */
export const inProvider = (ui: ReactNode, config: TestConfig) => (
  <PorticoProvider env="prod" merchantId="shop" plugins={[testPlugin]} {...config}>
    {ui}
  </PorticoProvider>
)

/**
 * Renders `ui` inside a provider and lets the checkout be made (it is made one microtask after commit).
 * `strict` puts the whole tree in StrictMode (React double-invokes effects only for a StrictMode root).
 */
export async function mountInProvider(
  ui: ReactNode,
  config: TestConfig,
  { strict = false } = {},
): Promise<RenderResult & { rerenderInProvider(ui: ReactNode): Promise<void> }> {
  const wrap = (node: ReactNode) =>
    strict ? <StrictMode>{inProvider(node, config)}</StrictMode> : inProvider(node, config)
  let result: RenderResult | undefined
  await act(async () => {
    result = render(wrap(ui))
  })
  const rendered = result as RenderResult
  return {
    ...rendered,
    async rerenderInProvider(next) {
      await act(async () => rendered.rerender(wrap(next)))
    },
  }
}

/** The checkout in `iframe` posts a message to the page, as the browser would deliver it. */
export async function send(
  iframe: HTMLIFrameElement,
  origin: string,
  method: string,
  data = '',
  info?: unknown,
) {
  await act(async () => deliver(iframe.contentWindow, origin, wire(method, data, info)))
}
