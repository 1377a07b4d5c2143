import { describe, expectTypeOf, it } from 'vitest'
import {
  type Blockchain,
  type ChainEntry,
  definePlugin,
  type RegisteredBlockchain,
  type TransactionOf,
  type WalletOf,
} from './plugin'

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

describe('walletAccount', () => {
  it("is optional, takes the plugin's wallet and answers a promised address or nothing", () => {
    const base = { name: 'p', blockchains: ['p'], walletAddress: () => undefined, handlers: () => ({}) }
    definePlugin<TestWallet>(base)
    const plugin = definePlugin<TestWallet>({ ...base, walletAccount: async (wallet) => wallet.address })
    expectTypeOf(plugin.walletAccount).parameter(0).toEqualTypeOf<TestWallet>()
    // @ts-expect-error an address is asked for, so it comes as a promise
    definePlugin<TestWallet>({ ...base, walletAccount: (wallet) => wallet.address })
    // @ts-expect-error the account is a string
    definePlugin<TestWallet>({ ...base, walletAccount: async () => 42 })
  })
})
