import { bindingContract } from '@portico/test-fixtures/binding-contract'
import { h, nextTick, ref } from 'vue'
import { type CheckoutExposed, Purchase } from './checkouts'
import { checkoutPageForSuite, mountInApp } from './vue.test-helper'

// The shared binding contract, run here for Vue: a <Purchase> in an app with PorticoPlugin.
const page = checkoutPageForSuite()

bindingContract('Vue', page, {
  blockchain: 'vue-test',
  async mount(props) {
    const handle = ref<CheckoutExposed>()
    const current = ref(props)
    const app = await mountInApp(() =>
      h(Purchase, { ...(current.value as Record<string, unknown>), ref: handle } as never),
    )
    return {
      async rerender(next) {
        current.value = next
        await app.rerender()
      },
      handle: () => handle.value,
      async unmount() {
        app.wrapper.unmount()
        await nextTick()
      },
    }
  },
})
