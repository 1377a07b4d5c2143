import type { ChainOptionsOf, RegisteredBlockchain, TransactionOf, WalletOf } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { UserOptions } from './index'

describe('@portico/user registry typing', () => {
  it('registers blockchain user as wallet-less, with no merchant transaction', () => {
    expectTypeOf<'user'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<WalletOf<'user'>>().toEqualTypeOf<null | undefined>()
    expectTypeOf<TransactionOf<'user'>>().toBeNever()
    expectTypeOf<ChainOptionsOf<'user'>>().toEqualTypeOf<UserOptions>()
    expectTypeOf<{ sessionKey: string }>().toExtend<ChainOptionsOf<'user'>>()
    expectTypeOf<{ publicKey: string }>().not.toExtend<WalletOf<'user'>>()
  })
})
