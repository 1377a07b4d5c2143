import { paymentIntentPage, type RegisteredBlockchain } from '@portico/core'
import { forwardRef } from 'react'
import { Checkout, type CheckoutRef } from './checkout'
import type { CheckoutBaseProps, CheckoutProps } from './checkout-props'
import type { OwnPageProps } from './own-page-props'
import type { RegistryComponent } from './registry-component'

// Besides the wallet, the intent page takes only its own URL parameters and the outcome and card events:
// the price and the payer live in the intent.
type IntentOwn =
  | keyof OwnPageProps
  | 'origins'
  | 'color'
  | 'onSuccess'
  | 'onAuthDeclined'
  | 'onInputError'
  | 'onInputValid'
  | 'onBeforeRequest'
  | 'walletTimeoutMs'

// Distributes over the per-blockchain variants of CheckoutProps, so each keeps its own wallet type.
type IntentProps<P> = P extends unknown
  ? Omit<P, Exclude<keyof CheckoutBaseProps, IntentOwn> | 'transaction'>
  : never

/**
 * Props of `<PaymentIntentPurchase>`: the intent, its page options and callbacks, and (for intents paid from
 * a wallet) `blockchain`, `wallet` and the chain's own options, typed like `<Purchase>`'s.
 */
export type PaymentIntentPurchaseProps<B extends RegisteredBlockchain = RegisteredBlockchain> = IntentProps<
  CheckoutProps<B>
> & {
  /** The payment intent your server created. */
  paymentIntentId: string
}

/**
 * The checkout of a payment intent your server created (`/intents/checkout/{paymentIntentId}`). Unlike the
 * checkout's own kit, the wallet is wired: the intent's sign and send requests go through its plugin. Its
 * `ref` is the checkout's handle (`reload()` after `onError`).
 */
// Not generic, like <Purchase>: a generic component is not a valid JSX type where its default props are never.
export const PaymentIntentPurchase: RegistryComponent<PaymentIntentPurchaseProps, CheckoutRef> =
  /* @__PURE__ */ forwardRef<CheckoutRef, PaymentIntentPurchaseProps>(
    function PaymentIntentPurchase(props, ref) {
      return (
        <Checkout
          {...(props as unknown as CheckoutBaseProps)}
          ref={ref}
          kind="payment-intent"
          ownPage={paymentIntentPage}
        />
      )
    },
  )
