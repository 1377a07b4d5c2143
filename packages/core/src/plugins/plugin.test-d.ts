import { describe, expectTypeOf, it } from 'vitest'
import type { Blockchain, ChainEntry, RegisteredBlockchain, TransactionOf, WalletOf } from './plugin'

interface TestWallet {
  address: `0x${string}`
}
interface TestTx {
  to: string
}

// What a plugin package does to make its blockchain typed everywhere.
declare module './plugin' {
  interface ChainRegistry {
    testchain: ChainEntry<TestWallet, TestTx, { rpc?: string }>
  }
}

describe('ChainRegistry typing', () => {
  it('adds the augmented blockchain to the registered ones', () => {
    expectTypeOf<'testchain'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<'testchain'>().toExtend<Blockchain>()
    expectTypeOf<'solana'>().toExtend<Blockchain>()
    expectTypeOf<'tron'>().not.toExtend<Blockchain>()
  })

  it('gives each blockchain its wallet and transaction types', () => {
    expectTypeOf<WalletOf<'testchain'>>().toEqualTypeOf<TestWallet>()
    expectTypeOf<TransactionOf<'testchain'>>().toEqualTypeOf<TestTx>()
    expectTypeOf<WalletOf<'tron'>>().toBeNever()
  })
})
