import type { AccountLinkedInfo, AccountNotLinkedInfo } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { BankLink } from './bank-link'

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

  it('take none of the purchase options the linking page ignores', () => {
    // @ts-expect-error: a bank link has no price
    BankLink({ sessionKey: 'sk', cents: 500 })
    // @ts-expect-error: a bank link signs nothing
    BankLink({ sessionKey: 'sk', wallet: { address: 'W' } })
  })
})
