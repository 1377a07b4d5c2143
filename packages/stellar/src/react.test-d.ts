// With @portico/stellar installed, every checkout component of @portico/react takes blockchain="stellar",
// its wallet and its base64 XDR transaction (through the ChainRegistry entry the plugin adds). Components are
// called as functions: TypeScript checks `<Purchase blockchain="stellar" … />` through the same signature.
import type { CheckoutProps, PurchaseProps } from '@portico/react'
import {
  PaymentIntentPurchase,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { describe, expectTypeOf, it } from 'vitest'
import { type StellarWallet, stellar } from './index'

declare const wallet: StellarWallet
declare const xdr: string

describe('React checkouts for blockchain="stellar"', () => {
  it('take a Stellar wallet and a base64 XDR transaction', () => {
    PorticoProvider({ env: 'sandbox', merchantId: 'shop', plugins: [stellar()], children: null })
    Purchase({ blockchain: 'stellar', wallet, transaction: xdr, cents: 1500 })
    Withdraw({ blockchain: 'stellar', wallet })
    PurchaseHistory({ blockchain: 'stellar', wallet })
    WithdrawHistory({ blockchain: 'stellar', wallet })
    PaymentIntentPurchase({ paymentIntentId: 'pi_1', blockchain: 'stellar', wallet })
    // A bare address too: the checkout gets ?pubkey= only, for a history.
    expectTypeOf<PurchaseProps<'stellar'>['wallet']>().toEqualTypeOf<StellarWallet | string | undefined>()
    expectTypeOf<CheckoutProps<'stellar'>['blockchain']>().toEqualTypeOf<'stellar'>()
  })

  it('refuse what is not a Stellar wallet or transaction', () => {
    // @ts-expect-error: a wallet-adapter wallet is not a Stellar wallet
    Purchase({ blockchain: 'stellar', wallet: { publicKey: null } })
    // @ts-expect-error: the transaction is base64 XDR, not an object
    Purchase({ blockchain: 'stellar', wallet, transaction: { to: 'G…' } })
    // @ts-expect-error: `connection` is a Solana option
    Withdraw({ blockchain: 'stellar', wallet, connection: {} })
  })
})
