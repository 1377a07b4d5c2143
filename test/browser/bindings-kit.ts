// The bindings page of the browser suite: the same purchase through @portico/react (a ref), @portico/vue
// (a template ref) and @portico/elements (the element), built as merchants install them, each recording
// its load errors, so the suite can reload each one through its own handle. The page reads the
// emulator's origins from its query and the nonce from its own <script> element.

import { configure, defineElements } from '@portico/elements'
import { user } from '@portico/user'
import { type CheckoutExposed, PorticoPlugin, Purchase as VuePurchase } from '@portico/vue'
import { createApp, h, ref } from 'vue'
import { mountReactPurchase } from '../../packages/react/test/bindings-react-kit'

/** The three bindings on the page. */
export type Binding = 'react' | 'vue' | 'element'

declare global {
  interface Window {
    bindingsKit: {
      /** The `reason` of each CheckoutLoadError the binding reported, oldest first. */
      reasons(binding: Binding): string[]
      /** The status of the binding's handle. */
      status(binding: Binding): string
      /** Calls `reload()` on the binding's handle. */
      reload(binding: Binding): void
    }
  }
}

const query = new URLSearchParams(window.location.search)
const hosts = { checkout: query.get('checkout') ?? '', api: query.get('api') ?? '' }
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce || undefined
const config = { env: 'local' as const, merchantId: 'bindings-shop', plugins: [user()], hosts, nonce }
const reasons: Record<Binding, string[]> = { react: [], vue: [], element: [] }
const record = (binding: Binding) => (error: { reason?: string }) => reasons[binding].push(error.reason ?? '')
const box = (id: string) => {
  const element = document.body.appendChild(document.createElement('div'))
  element.id = id
  return element
}

const reactHandle = mountReactPurchase(box('react'), config, record('react'))

const vueRef = ref<CheckoutExposed>()
createApp({
  render: () =>
    h(VuePurchase, {
      ref: vueRef,
      blockchain: 'user',
      sessionKey: 'bindings-session',
      cents: 1999,
      onError: record('vue'),
    }),
})
  .use(PorticoPlugin, config)
  .mount(box('vue'))

defineElements()
configure(config)
const element = document.createElement('portico-checkout')
element.setAttribute('blockchain', 'user')
element.setAttribute('session-key', 'bindings-session')
element.setAttribute('cents', '1999')
element.addEventListener('error', (event) => record('element')((event as unknown as CustomEvent).detail))
box('element').append(element)

const handles = { react: reactHandle, vue: () => vueRef.value, element: () => element }
window.bindingsKit = {
  reasons: (binding) => reasons[binding],
  status: (binding) => handles[binding]()?.status ?? 'none',
  reload: (binding) => handles[binding]()?.reload(),
}
