import type { ChainOptionsOf, RegisteredBlockchain, TransactionOf, WalletOf } from '@portico/core'
import type { Account, Chain, CustomTransport, HttpTransport, PrivateKeyAccount, WalletClient } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import type { GetWalletClientReturnType } from 'wagmi/actions'
import type { EvmOptions, MinimalEvmWallet } from './types'
import './evm'

describe('EVM entries of the ChainRegistry', () => {
  it('registers eth, polygon, base, arbitrum, monad and tempo', () => {
    expectTypeOf<
      'eth' | 'polygon' | 'base' | 'arbitrum' | 'monad' | 'tempo'
    >().toExtend<RegisteredBlockchain>()
    expectTypeOf<WalletOf<'monad'>>().toEqualTypeOf<WalletOf<'eth'>>()
    expectTypeOf<TransactionOf<'tempo'>>().toEqualTypeOf<TransactionOf<'base'>>()
    expectTypeOf<ChainOptionsOf<'base'>>().toEqualTypeOf<EvmOptions>()
  })

  it('accepts a viem WalletClient as the wallet, with a local or a json-rpc account', () => {
    expectTypeOf<WalletClient<HttpTransport, Chain, PrivateKeyAccount>>().toExtend<WalletOf<'eth'>>()
    expectTypeOf<WalletClient<CustomTransport, Chain, Account>>().toExtend<WalletOf<'polygon'>>()
    expectTypeOf<WalletClient>().toExtend<WalletOf<'arbitrum'>>()
  })

  it("accepts wagmi's wallet client unmodified", () => {
    expectTypeOf<GetWalletClientReturnType>().toExtend<WalletOf<'base'>>()
  })

  it('accepts { provider, address }, a bare provider and a minimal wallet', () => {
    const provider = { request: async (_args: { method: string; params?: unknown }) => null as unknown }
    expectTypeOf({ provider, address: '0x0000000000000000000000000000000000000001' as const }).toExtend<
      WalletOf<'eth'>
    >()
    expectTypeOf(provider).toExtend<WalletOf<'eth'>>()
    expectTypeOf<MinimalEvmWallet>().toExtend<WalletOf<'eth'>>()
  })

  it('accepts a wallet whose send answers { hash }, as ethers signers and other kits do', () => {
    type HashObjectWallet = {
      address: `0x${string}`
      sendTransaction(request: { to: `0x${string}` }): Promise<{ hash: string }>
      signMessage(message: string): Promise<`0x${string}`>
    }
    expectTypeOf<HashObjectWallet>().toExtend<WalletOf<'eth'>>()
  })

  it('takes a bare address (the checkout gets ?pubkey= only, for a history)', () => {
    expectTypeOf<'0x0000000000000000000000000000000000000001'>().toExtend<WalletOf<'eth'>>()
  })

  it('refuses what is not a wallet', () => {
    expectTypeOf<{ address: `0x${string}` }>().not.toExtend<WalletOf<'eth'>>()
    expectTypeOf<{ address: `0x${string}`; signMessage(m: string): Promise<`0x${string}`> }>().not.toExtend<
      WalletOf<'eth'>
    >()
  })

  it('types the merchant transaction: bigint amounts yes, other value types no', () => {
    expectTypeOf({ to: '0x0000000000000000000000000000000000000001' as const, value: 10n ** 18n }).toExtend<
      TransactionOf<'eth'>
    >()
    expectTypeOf({ type: 'safeMint', tokenId: 7n }).toExtend<TransactionOf<'eth'>>()
    expectTypeOf<{ value: boolean }>().not.toExtend<TransactionOf<'eth'>>()
    expectTypeOf<{ to: number }>().not.toExtend<TransactionOf<'eth'>>()
  })
})
