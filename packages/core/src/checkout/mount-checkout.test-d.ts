import { describe, expectTypeOf, it } from 'vitest'
import type { ChainEntry } from '../plugins/plugin'
import { buildBankLinkUrl } from './bank-link-url'
import type { CheckoutParams } from './checkout-types'
import type { CheckoutHandle, MountCheckoutOptions, TransactionFor, WalletFor } from './mount-checkout'
import { mountCheckout } from './mount-checkout'
import { buildPaymentIntentUrl } from './payment-intent-url'
import { buildStandaloneBankLinkUrl } from './standalone-bank-link'

interface MountTestWallet {
  signer: `0x${string}`
}
interface MountTestTx {
  calldata: string
}

// What a plugin package does to type its blockchain in mountCheckout.
declare module '../plugins/plugin' {
  interface ChainRegistry {
    mounttestchain: ChainEntry<MountTestWallet, MountTestTx, { rpcUrl: string }>
  }
}

declare const el: HTMLElement
const base = { merchantId: 'shop' }

describe('MountCheckoutOptions typing', () => {
  it('types wallet, transaction and chain options of a registered blockchain', () => {
    expectTypeOf<MountCheckoutOptions<'mounttestchain'>['wallet']>().toEqualTypeOf<
      MountTestWallet | undefined
    >()
    expectTypeOf<MountCheckoutOptions<'mounttestchain'>['transaction']>().toEqualTypeOf<
      MountTestTx | undefined
    >()
    expectTypeOf<MountCheckoutOptions<'mounttestchain'>['rpcUrl']>().toEqualTypeOf<string>()
  })

  it('infers the blockchain from the options and checks the wallet against it', () => {
    const handle = mountCheckout(el, {
      ...base,
      blockchain: 'mounttestchain',
      rpcUrl: 'http://127.0.0.1:8545',
      wallet: { signer: '0xabc' },
      transaction: { calldata: '0x' },
    })
    expectTypeOf(handle).toEqualTypeOf<CheckoutHandle<'mounttestchain'>>()
    mountCheckout(el, {
      ...base,
      blockchain: 'mounttestchain',
      rpcUrl: 'x',
      // @ts-expect-error: not this chain's wallet
      wallet: { publicKey: 'abc' },
    })
    // @ts-expect-error: the chain's own options are required
    mountCheckout(el, { ...base, blockchain: 'mounttestchain', wallet: { signer: '0x1' } })
  })

  it('falls back to unknown for a blockchain no plugin registered', () => {
    // Every seed blockchain is registered by a plugin package somewhere in this workspace, so the fallback
    // is shown with a name no plugin registers (in a merchant's app: a seed chain whose plugin is not installed).
    expectTypeOf<WalletFor<'not-registered'>>().toEqualTypeOf<unknown>()
    expectTypeOf<TransactionFor<'not-registered'>>().toEqualTypeOf<unknown>()
    expectTypeOf<WalletFor<'mounttestchain'>>().toEqualTypeOf<MountTestWallet>()
    expectTypeOf<TransactionFor<'mounttestchain'>>().toEqualTypeOf<MountTestTx>()
  })

  it('rejects a blockchain that is neither known nor registered', () => {
    // @ts-expect-error: 'tron' is not a Blockchain
    mountCheckout(el, { ...base, blockchain: 'tron' })
  })

  it('keeps the handle typed for update and exposes status and subscribe', () => {
    const handle = mountCheckout(el, { ...base, blockchain: 'mounttestchain', rpcUrl: 'x' })
    expectTypeOf(handle.update).parameter(0).toEqualTypeOf<MountCheckoutOptions<'mounttestchain'>>()
    expectTypeOf(handle.status).toEqualTypeOf<'loading' | 'loaded' | 'error' | 'destroyed'>()
    expectTypeOf(handle.subscribe).returns.toEqualTypeOf<() => void>()
  })
})

describe('the callbacks and options of the newer messages', () => {
  it('types each event callback with what the checkout sends', () => {
    mountCheckout(el, {
      ...base,
      blockchain: 'user',
      onInputError: (info) => expectTypeOf(info.message).toEqualTypeOf<string>(),
      onInputValid: (info) => expectTypeOf(info.field).toExtend<string>(),
      onAccountLinked: (info) => expectTypeOf(info.tokens).toEqualTypeOf<string[] | undefined>(),
      onAccountNotLinked: (info) => expectTypeOf(info.reason).toExtend<string>(),
      onOverlay: (state) => expectTypeOf(state).toEqualTypeOf<'open' | 'close'>(),
      onRedirect: (url) => url.startsWith('https://cash.test') && false,
      onSuccess: (info) => expectTypeOf(info).toExtend<unknown>(),
    })
    mountCheckout(el, { ...base, blockchain: 'user', onRedirect: () => {} })
  })

  it('takes the new kinds and their options, and checks the catalogue values', () => {
    mountCheckout(el, { ...base, kind: 'payment-intent', paymentIntentId: 'pi_1', color: 'black' })
    mountCheckout(el, { ...base, blockchain: 'user', kind: 'bank-link', sessionKey: 'sk' })
    mountCheckout(el, {
      ...base,
      blockchain: 'user',
      allowedWithdrawSpeeds: ['same_day', 'crypto'],
      chargebackProtectionAccountType: 'guest',
      userLocation: { lat: 1, lng: 2 },
      zeroAuthorizationConfig: { cardToken: 'tok' },
      presentment: 'JPY',
    })
    // @ts-expect-error: not a kind of checkout page
    mountCheckout(el, { ...base, kind: 'refund' })
    // @ts-expect-error: the checkout draws white or black buttons only
    mountCheckout(el, { ...base, blockchain: 'user', color: 'red' })
    // @ts-expect-error: not a withdraw speed
    mountCheckout(el, { ...base, blockchain: 'user', allowedWithdrawSpeeds: ['teleport'] })
  })
})

describe('the height tag', () => {
  it('is the option heightChangeId; useHeightChange is only its name in the URL', () => {
    mountCheckout(el, { ...base, blockchain: 'user', heightChangeId: 'h1' })
    buildBankLinkUrl({ merchantId: 'm', heightChangeId: 'h1' })
    buildPaymentIntentUrl({ paymentIntentId: 'pi_1', heightChangeId: 'h1' })
    // mountCheckout's options meet the chain's own, so an unknown key in a literal is not refused there.
    expectTypeOf<MountCheckoutOptions>().not.toHaveProperty('useHeightChange')
    // @ts-expect-error: the option is heightChangeId
    const params: CheckoutParams = { heightChangeId: 'h1', useHeightChange: 'h1' }
    expectTypeOf(params).not.toHaveProperty('useHeightChange')
    // @ts-expect-error: the option is heightChangeId
    buildBankLinkUrl({ merchantId: 'm', useHeightChange: 'h1' })
    // @ts-expect-error: the option is heightChangeId
    buildPaymentIntentUrl({ paymentIntentId: 'pi_1', useHeightChange: 'h1' })
    buildStandaloneBankLinkUrl({
      merchantId: 'm',
      callbackUrl: 'https://shop.test/back',
      // @ts-expect-error: a page opened on its own posts no heights
      heightChangeId: 'h1',
    })
  })
})
