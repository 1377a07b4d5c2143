// The Vue page of the browser suite: a Vue 3 app with the built @portico/vue, a <Purchase> re-rendered on
// demand with new inline objects and listeners, and a <HostedCardForm> tokenized through its template ref.
// The page reads the emulator's origins from its query.
import type { HostedCardToken } from '@portico/core'
import { user } from '@portico/user'
import { HostedCardForm, type HostedCardFormExposed, PorticoPlugin, Purchase } from '@portico/vue'
import { createApp, h, nextTick, ref } from 'vue'

declare global {
  interface Window {
    vueKit: {
      /** Renders the page again `times` times, each with new inline objects and listeners. */
      rerender(times: number): Promise<number>
      /** The Purchase's outcomes, oldest first. */
      outcomes: string[]
      tokenize(): Promise<HostedCardToken | string>
    }
  }
}

const query = new URLSearchParams(window.location.search)
const renders = ref(0)
const form = ref<HostedCardFormExposed>()
const outcomes: string[] = []
const App = {
  render: () =>
    h('main', [
      h(Purchase, {
        id: 'purchase',
        blockchain: 'user',
        sessionKey: 'vue-kit-session',
        cents: 1999,
        theme: { primary: '#4b3cfa' },
        'data-render': renders.value,
        onSuccess: (info) => outcomes.push(`success ${JSON.stringify(info)} after ${renders.value} renders`),
      }),
      h(HostedCardForm, { id: 'hosted', ref: form, variant: 'card', onInputError: () => renders.value }),
    ]),
}
createApp(App)
  .use(PorticoPlugin, {
    env: 'local',
    merchantId: 'vue-shop',
    plugins: [user()],
    hosts: { checkout: query.get('checkout') ?? undefined, api: query.get('api') ?? undefined },
  })
  .mount(document.body.appendChild(document.createElement('div')))

window.vueKit = {
  async rerender(times) {
    for (let i = 0; i < times; i++) {
      renders.value++
      await nextTick()
    }
    return renders.value
  },
  outcomes,
  tokenize: () => form.value?.tokenize().catch((error: Error) => error.message) ?? Promise.resolve('no form'),
}
