// @vitest-environment happy-dom
import type { ChainEntry } from '@portico/core'
import { bindingContract } from '@portico/test-fixtures/binding-contract'
import { checkoutPageForSuite, settle } from '@portico/test-fixtures/checkout-page'
import { type TestWallet, testChainPlugin } from '@portico/test-fixtures/test-chain'
import { beforeAll } from 'vitest'
import { configure } from './defaults'
import { defineElements } from './define-elements'

// The shared binding contract, run here for the custom elements: a <portico-checkout> whose options are
// its properties (`element.options`), with the page's defaults from configure().
declare module '@portico/core' {
  interface ChainRegistry {
    'contract-test': ChainEntry<TestWallet>
  }
}
const page = checkoutPageForSuite(() => {
  document.body.innerHTML = ''
})
beforeAll(() => defineElements())

bindingContract('custom elements', page, {
  blockchain: 'contract-test',
  async mount(props) {
    configure({ env: 'prod', merchantId: 'shop', plugins: [testChainPlugin('contract-test')] })
    const element = document.createElement('portico-checkout')
    element.options = props
    document.body.append(element)
    await settle()
    return {
      async rerender(next) {
        element.options = next
        await settle()
      },
      handle: () => element,
      async unmount() {
        element.remove()
        await settle()
      },
    }
  },
})
