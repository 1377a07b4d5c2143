// The checkout components are typed per installed blockchain through the ChainRegistry, as React's are:
// the test chain `vue-test` (registered by the test helper) takes its own wallet and transaction.

import type { CardFieldStatus, CheckoutLoadError, CheckoutStatus } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { h } from 'vue'
import { CardForm, type CardFormExposed } from './card-form'
import type { CheckoutProps } from './checkout-props'
import {
  BankLink,
  type BankLinkProps,
  type CheckoutExposed,
  PaymentIntentPurchase,
  type PaymentIntentPurchaseProps,
  Purchase,
} from './checkouts'
import { HostedCardForm, type HostedCardFormExposed } from './hosted-card-form'
import type { PaymentButtonExposed } from './payment-button'
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
    h(Purchase, { blockchain: 'vue-test', heightChangeId: 'h1' })
    // The height tag's option is heightChangeId (useHeightChange is its URL name). h() passes unknown
    // keys on as attributes, so the props are checked by a typed object.
    expectTypeOf<CheckoutProps<'vue-test'>>().not.toHaveProperty('useHeightChange')
    // @ts-expect-error: not a checkout prop
    const props: CheckoutProps<'vue-test'> = { heightChangeId: 'h1', useHeightChange: 'h1' }
    h(Purchase, props)
    h(PaymentIntentPurchase, { paymentIntentId: 'pi', blockchain: 'vue-test', wallet: { address: 'W' } })
    // A payment intent's price lives in the intent.
    expectTypeOf<PaymentIntentPurchaseProps>().not.toHaveProperty('cents')
    h(GooglePayButton, { color: 'black', subtotal: { cents: 5 } })
    expectTypeOf<CheckoutProps<'vue-test'>['wallet']>().toEqualTypeOf<
      { address: string; sign?: (data: string) => Promise<string> } | undefined
    >()
    expectTypeOf<CardFormExposed['getToken']>().returns.resolves.toHaveProperty('token')
  })

  it('take loadTimeoutMs and @error on every component, and type what their template refs expose', () => {
    h(BankLink, {
      sessionKey: 'sk',
      loadTimeoutMs: 5000,
      onError: (error) => expectTypeOf(error).toEqualTypeOf<CheckoutLoadError>(),
    })
    h(Purchase, { blockchain: 'vue-test', loadTimeoutMs: 5000, walletTimeoutMs: 9000, onError: () => {} })
    h(PaymentIntentPurchase, {
      paymentIntentId: 'pi',
      loadTimeoutMs: 5000,
      walletTimeoutMs: 9000,
      onError: () => {},
    })
    h(GooglePayButton, { color: 'black', loadTimeoutMs: 5000, onError: () => {} })
    h(HostedCardForm, {
      variant: 'card',
      loadTimeoutMs: 5000,
      onError: (error) => expectTypeOf(error).toEqualTypeOf<CheckoutLoadError>(),
    })
    h(CardForm, { loadTimeoutMs: 5000, onError: () => {} })
    expectTypeOf<BankLinkProps>().toHaveProperty('loadTimeoutMs')
    // @ts-expect-error: a time limit is a number of ms
    h(BankLink, { sessionKey: 'sk', loadTimeoutMs: '5000' })
    expectTypeOf<CheckoutExposed['reload']>().toEqualTypeOf<() => void>()
    expectTypeOf<CheckoutExposed['status']>().toEqualTypeOf<CheckoutStatus>()
    expectTypeOf<PaymentButtonExposed['reload']>().toEqualTypeOf<() => void>()
    expectTypeOf<HostedCardFormExposed['reload']>().toEqualTypeOf<() => void>()
    expectTypeOf<HostedCardFormExposed['tokenize']>().returns.resolves.toHaveProperty('token')
    expectTypeOf<CardFormExposed['subscribe']>().parameter(0).parameter(0).toEqualTypeOf<CardFieldStatus>()
  })

  it('take a separate CVV box on the card form as a typed prop', () => {
    h(CardForm, { cvvContainer: 'cvv-box' })
    h(CardForm, { cvvContainer: document.createElement('div') })
    // @ts-expect-error: an element or its id
    h(CardForm, { cvvContainer: 42 })
  })
})
