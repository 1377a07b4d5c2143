import type { CardFieldStatus, CardToken, CheckoutInfo } from '@portico/core'
import type { EvmWallet, MinimalEvmWallet } from '@portico/evm'
import type { SolanaOptions, SolanaTransaction, SolanaWallet } from '@portico/solana'
import { describe, expectTypeOf, it } from 'vitest'
import type { CardFormHandle, CardFormProps } from './card-form'
import type { TestWallet } from './checkout.test-helper'
import type { CheckoutProps, PurchaseProps } from './checkout-props'
import { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'
import type { UseCardFormResult } from './use-card-form'

// Components are called as functions here: TypeScript checks `<Purchase blockchain="eth" … />` through the
// same call signature and inference, and this file is a .ts file (type tests only).
declare const evmWallet: MinimalEvmWallet
declare const solanaWallet: SolanaWallet
declare const solanaTx: SolanaTransaction
declare const connection: NonNullable<SolanaOptions['connection']>
declare const testWallet: TestWallet

describe('checkout props are typed per blockchain through the ChainRegistry', () => {
  it('take an EVM wallet and transaction for blockchain="eth"', () => {
    Purchase({ blockchain: 'eth', wallet: evmWallet, transaction: { to: '0x01', value: 1n } })
    expectTypeOf<PurchaseProps<'eth'>['wallet']>().toEqualTypeOf<EvmWallet | undefined>()
    // @ts-expect-error: a Solana wallet is not an EVM wallet
    Purchase({ blockchain: 'eth', wallet: solanaWallet })
    // @ts-expect-error: `connection` is a Solana option
    Withdraw({ blockchain: 'base', wallet: evmWallet, connection })
  })

  it('take a Solana wallet, transaction and connection for solana, the default blockchain', () => {
    Purchase({ wallet: solanaWallet, transaction: solanaTx, connection, rent: { lamports: 5000n } })
    Withdraw({ blockchain: 'solana', wallet: solanaWallet, connection })
    expectTypeOf<CheckoutProps<'solana'>['wallet']>().toEqualTypeOf<SolanaWallet | undefined>()
    expectTypeOf<CheckoutProps<'solana'>['blockchain']>().toEqualTypeOf<'solana' | undefined>()
    // Any other blockchain must be named: a checkout without one is Solana's.
    expectTypeOf<CheckoutProps<'eth'>['blockchain']>().toEqualTypeOf<'eth'>()
    // @ts-expect-error: with no blockchain the checkout is Solana's, and this is an EVM wallet
    Purchase({ wallet: evmWallet })
  })

  it('take no wallet and no transaction for the wallet-less user checkout', () => {
    PurchaseHistory({ blockchain: 'user', sessionKey: 'session' })
    WithdrawHistory({ blockchain: 'user', wallet: null })
    // @ts-expect-error: a user checkout has no merchant transaction
    Purchase({ blockchain: 'user', transaction: 'tx' })
  })

  it('type a custom chain a test plugin registered', () => {
    Purchase({ blockchain: 'react-test', wallet: testWallet, transaction: { to: 'bob' }, memo: 'hi' })
    // @ts-expect-error: not the test chain's transaction
    Purchase({ blockchain: 'react-test', wallet: testWallet, transaction: { from: 'bob' } })
  })

  it('refuse a blockchain no installed plugin serves', () => {
    // @ts-expect-error: no plugin registers 'tron'
    Purchase({ blockchain: 'tron' })
    expectTypeOf<'tron'>().not.toExtend<NonNullable<Parameters<typeof Purchase>[0]['blockchain']>>()
  })

  it('type the URL options, callbacks and element props', () => {
    Purchase({
      blockchain: 'eth',
      cents: 500,
      currency: 'EUR',
      theme: { primary: '#000', style: 'pill' },
      allowedPaymentMethods: ['card', 'usdc'],
      onSuccess: (info) => expectTypeOf(info).toEqualTypeOf<CheckoutInfo | undefined>(),
      onHeightChange: (height) => expectTypeOf(height).toBeNumber(),
      onBeforeRequest: ({ method }) => method !== 'sendTransaction',
      minHeight: 300,
      className: 'pay',
      style: { margin: 8 },
      loader: null,
    })
    // @ts-expect-error: not a payment method
    Purchase({ blockchain: 'eth', allowedPaymentMethods: ['cash'] })
    // @ts-expect-error: the page is chosen by the component, not by a prop
    Purchase({ blockchain: 'eth', kind: 'withdraw' })
    Purchase({ blockchain: 'eth', heightChangeId: 'h1' })
    // @ts-expect-error: the height tag's option is heightChangeId (useHeightChange is its URL name)
    Purchase({ blockchain: 'eth', useHeightChange: 'h1' })
  })
})

describe('card form types', () => {
  it('need the saved card token and brand in cvv-only mode', () => {
    expectTypeOf({ mode: 'cvv-only', token: 't', cardBrand: 'VISA' } as const).toExtend<CardFormProps>()
    expectTypeOf({ mode: 'cvv-only', token: 't' } as const).not.toExtend<CardFormProps>()
    expectTypeOf({ mode: 'card-only', className: 'x', onReady: () => {} } as const).toExtend<CardFormProps>()
  })

  it('give a token from the ref and the status from the hook', () => {
    expectTypeOf<CardFormHandle['getToken']>().returns.toEqualTypeOf<Promise<CardToken>>()
    expectTypeOf<UseCardFormResult['status']>().toEqualTypeOf<CardFieldStatus>()
  })
})
