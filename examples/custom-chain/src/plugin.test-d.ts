import type {
  Blockchain,
  buildCheckoutUrl,
  ChainOptionsOf,
  RegisteredBlockchain,
  TransactionOf,
  WalletOf,
} from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type AcmeOptions, type AcmeTransfer, type AcmeWallet, acme } from './plugin'

describe('the ChainRegistry augmentation in plugin.ts', () => {
  it('makes acme a blockchain checkouts accept', () => {
    expectTypeOf<'acme'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<'acme'>().toExtend<Blockchain>()
    expectTypeOf<'acme'>().toExtend<NonNullable<Parameters<typeof buildCheckoutUrl>[0]['blockchain']>>()
    expectTypeOf<'acme-typo'>().not.toExtend<Blockchain>()
  })

  it('types the wallet, the transaction and the options of acme checkouts', () => {
    expectTypeOf<WalletOf<'acme'>>().toEqualTypeOf<AcmeWallet>()
    expectTypeOf<TransactionOf<'acme'>>().toEqualTypeOf<AcmeTransfer>()
    expectTypeOf<ChainOptionsOf<'acme'>>().toEqualTypeOf<AcmeOptions>()
    expectTypeOf<{ to: string; amount: number }>().not.toExtend<TransactionOf<'acme'>>()
    expectTypeOf<{ address: string }>().not.toExtend<WalletOf<'acme'>>()
  })

  it('gives the plugin the same types', () => {
    const plugin = acme()
    expectTypeOf(plugin.walletAddress).parameter(0).toEqualTypeOf<WalletOf<'acme'>>()
    expectTypeOf(plugin.handlers)
      .parameter(1)
      .toHaveProperty('options')
      .toEqualTypeOf<ChainOptionsOf<'acme'>>()
  })
})
