import type {
  AccountLinkedInfo,
  AccountNotLinkedInfo,
  CheckoutLoadError,
  CheckoutStatus,
} from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { BankLink } from './bank-link'
import type { CheckoutRef } from './checkout'

// Components are called as functions: TypeScript checks JSX through the same call signature.
describe('<BankLink> props', () => {
  it('need the session key and type the linking events', () => {
    BankLink({
      sessionKey: 'sk',
      blockchain: 'eth',
      theme: { background: '#fff', showCardIcon: true },
      onAccountLinked: (info) => expectTypeOf(info).toEqualTypeOf<AccountLinkedInfo>(),
      onAccountNotLinked: (info) => expectTypeOf(info).toEqualTypeOf<AccountNotLinkedInfo>(),
    })
    // @ts-expect-error: linking needs an authenticated customer
    BankLink({ onAccountLinked: () => {} })
  })

  it('take the load time limit and onError, and forward a ref to the checkout handle', () => {
    BankLink({
      sessionKey: 'sk',
      loadTimeoutMs: 5000,
      onError: (error) => expectTypeOf(error).toEqualTypeOf<CheckoutLoadError>(),
      ref: (handle: CheckoutRef | null) => handle?.reload(),
    })
    expectTypeOf<CheckoutRef['status']>().toEqualTypeOf<CheckoutStatus>()
    // @ts-expect-error: a time limit is a number of ms
    BankLink({ sessionKey: 'sk', loadTimeoutMs: '5000' })
  })

  it('take none of the purchase options the linking page ignores', () => {
    // @ts-expect-error: a bank link has no price
    BankLink({ sessionKey: 'sk', cents: 500 })
    // @ts-expect-error: a bank link signs nothing
    BankLink({ sessionKey: 'sk', wallet: { address: 'W' } })
  })
})
