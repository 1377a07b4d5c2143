// Test helper for the Vue components: a real checkout page server (the shared fixture), a test chain
// plugin, and mounting inside an app that has PorticoPlugin, with a parent whose render the test drives.

import { deliver, checkoutPageForSuite as sharedSuite, wire } from '@portico/test-fixtures/checkout-page'
import { type TestChainEntry, testChainPlugin } from '@portico/test-fixtures/test-chain'
import { mount, type VueWrapper } from '@vue/test-utils'
import { type Component, defineComponent, h, nextTick, type Ref, ref, type VNode } from 'vue'
import { type PorticoConfig, PorticoPlugin } from './portico-plugin'

export {
  heightId,
  iframes,
  nextLoad,
  settle,
  theIframe,
  watchMessageListeners,
} from '@portico/test-fixtures/checkout-page'

export type { TestWallet } from '@portico/test-fixtures/test-chain'

// A test-only chain, registered as a plugin package would, so props type-check as a merchant's would.
declare module '@portico/core' {
  interface ChainRegistry {
    'vue-test': TestChainEntry
  }
}

/** Serves `vue-test`: pubkey from the wallet, the transaction as `tx-{to}`, signing with the wallet. */
export const testPlugin = testChainPlugin('vue-test')

const mounted: VueWrapper[] = []

/** The checkout page of a suite (see the shared fixture); after each test every mounted app is unmounted. */
export const checkoutPageForSuite = () =>
  sharedSuite(() => {
    for (const wrapper of mounted.splice(0)) wrapper.unmount()
  })

/** A mounted app whose one render function the test can re-run with `rerender()`. */
export interface Mounted {
  wrapper: VueWrapper
  /** How many times the parent rendered (0 for the first render). */
  renders: Ref<number>
  /** Renders the parent again (a new vnode, new inline objects and callbacks); resolves after the patch. */
  rerender(): Promise<void>
}

/**
 * Mounts `render` (called with the render count) inside an app with PorticoPlugin for merchant `shop`
 * and the test plugin, overridden by `config`, attached to the document so iframes load.
 */
export async function mountInApp(
  render: (n: number) => VNode | VNode[],
  config: Partial<PorticoConfig> = {},
): Promise<Mounted> {
  const renders = ref(0)
  const Parent = defineComponent(() => () => h('div', render(renders.value)))
  const wrapper = mount(Parent as Component, {
    attachTo: document.body,
    global: {
      plugins: [[PorticoPlugin, { env: 'prod', merchantId: 'shop', plugins: [testPlugin], ...config }]],
    },
  })
  mounted.push(wrapper)
  await nextTick()
  return {
    wrapper,
    renders,
    async rerender() {
      renders.value++
      await nextTick()
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
  deliver(iframe.contentWindow, origin, wire(method, data, info))
  // Resizes wait for the next animation frame.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await nextTick()
}
