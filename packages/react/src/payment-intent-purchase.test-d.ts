import type { InputErrorInfo } from '@portico/core'
import type { MinimalEvmWallet } from '@portico/evm'
import { describe, expectTypeOf, it } from 'vitest'
import { Purchase } from './checkouts'
import { PaymentIntentPurchase } from './payment-intent-purchase'

declare const evmWallet: MinimalEvmWallet

// Components are called as functions: TypeScript checks JSX through the same call signature.
describe('<PaymentIntentPurchase> props', () => {
  it('need the intent id and type the wallet for the blockchain', () => {
    PaymentIntentPurchase({
      paymentIntentId: 'pi_1',
      blockchain: 'eth',
      wallet: evmWallet,
      color: 'black',
      onInputError: (info) => expectTypeOf(info).toEqualTypeOf<InputErrorInfo>(),
      onRedirect: () => false,
    })
    // @ts-expect-error: the intent id is required
    PaymentIntentPurchase({ blockchain: 'eth', wallet: evmWallet })
    // @ts-expect-error: not an EVM wallet
    PaymentIntentPurchase({ paymentIntentId: 'pi', blockchain: 'eth', wallet: { publicKey: null } })
  })

  it('take the load and wallet time limits and onError', () => {
    PaymentIntentPurchase({
      paymentIntentId: 'pi',
      blockchain: 'eth',
      wallet: evmWallet,
      loadTimeoutMs: 5000,
      walletTimeoutMs: 60_000,
      onError: () => {},
    })
  })

  it('take none of the options the intent page ignores, and Purchase takes no intent', () => {
    // @ts-expect-error: the price lives in the intent
    PaymentIntentPurchase({ paymentIntentId: 'pi', blockchain: 'eth', cents: 500 })
    // @ts-expect-error: the intent has no merchant transaction
    PaymentIntentPurchase({ paymentIntentId: 'pi', blockchain: 'eth', transaction: { to: '0x01' } })
    // @ts-expect-error: a purchase is not an intent
    Purchase({ blockchain: 'eth', paymentIntentId: 'pi' })
  })
})
