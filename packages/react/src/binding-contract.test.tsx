import { bindingContract } from '@portico/test-fixtures/binding-contract'
import { act, type RenderResult } from '@testing-library/react'
import { createRef } from 'react'
import { Checkout, type CheckoutRef } from './checkout'
import { checkoutPageForSuite, mountInProvider } from './checkout.test-helper'
import type { CheckoutBaseProps } from './checkout-props'

// The shared binding contract, run here for React: a <Purchase>-kind checkout in the provider, in StrictMode.
const page = checkoutPageForSuite()

bindingContract('React', page, {
  blockchain: 'react-test',
  async mount(props) {
    const ref = createRef<CheckoutRef>()
    const ui = (p: Record<string, unknown>) => (
      <Checkout {...(p as CheckoutBaseProps)} ref={ref} kind="purchase" />
    )
    const rendered: RenderResult & { rerenderInProvider(ui: React.ReactNode): Promise<void> } =
      await mountInProvider(ui(props), {}, { strict: true })
    return {
      rerender: (next) => rendered.rerenderInProvider(ui(next)),
      handle: () => ref.current,
      unmount: async () => act(() => rendered.unmount()),
    }
  },
})
