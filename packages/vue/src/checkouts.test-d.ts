// The checkout components are typed per installed blockchain through the ChainRegistry, as React's are:
// the test chain `vue-test` (registered by the test helper) takes its own wallet and transaction.
import { describe, expectTypeOf, it } from 'vitest'
import { h } from 'vue'
import type { CardFormExposed } from './card-form'
import type { CheckoutProps } from './checkout-props'
import { PaymentIntentPurchase, type PaymentIntentPurchaseProps, Purchase } from './checkouts'
import { GooglePayButton } from './payment-buttons'
import './vue.test-helper'

describe('checkout component types', () => {
  it("take a blockchain's own wallet and transaction, and emits typed like core's callbacks", () => {
    h(Purchase, {
      blockchain: 'vue-test',
      wallet: { address: 'W' },
      transaction: { to: 'bob' },
      cents: 100,
      onSuccess: (info) =>
        expectTypeOf(info).toEqualTypeOf<import('@portico/core').CheckoutInfo | undefined>(),
      onHeightChange: (px) => expectTypeOf(px).toEqualTypeOf<number>(),
    })
    // @ts-expect-error: the test chain's wallet has an address, not a publicKey
    h(Purchase, { blockchain: 'vue-test', wallet: { publicKey: 'W' } })
    // @ts-expect-error: no installed plugin serves this blockchain
    h(Purchase, { blockchain: 'nowhere' })
    h(PaymentIntentPurchase, { paymentIntentId: 'pi', blockchain: 'vue-test', wallet: { address: 'W' } })
    // A payment intent's price lives in the intent.
    expectTypeOf<PaymentIntentPurchaseProps>().not.toHaveProperty('cents')
    h(GooglePayButton, { color: 'black', subtotal: { cents: 5 } })
    expectTypeOf<CheckoutProps<'vue-test'>['wallet']>().toEqualTypeOf<
      { address: string; sign?: (data: string) => Promise<string> } | undefined
    >()
    expectTypeOf<CardFormExposed['getToken']>().returns.resolves.toHaveProperty('token')
  })
})
