import type { CheckoutStatus, MountCheckoutOptions } from '@portico/core'
import { bankLinkPage, paymentIntentPage, type RegisteredBlockchain } from '@portico/core'
import type { SurfaceHandle } from '@portico/core/internal'
import { checkoutComponent } from './checkout'
import type { CheckoutEmit, CheckoutProps } from './checkout-props'
import type { EmitsOf, PorticoComponent } from './component-types'

/**
 * What a template ref on a checkout component exposes: its `status` (watch it with `subscribe`),
 * `reload()` (e.g. after `@error`), `update(options)` and `destroy()`, for the component's whole life.
 */
export type CheckoutExposed = SurfaceHandle<MountCheckoutOptions, CheckoutStatus>

/** The emits of every checkout: `@success`, `@auth-declined`, `@load`, `@height-change`, `@event`, …. */
export type CheckoutEmits = EmitsOf<MountCheckoutOptions, CheckoutEmit>

/** A checkout component typed per installed blockchain, with the `#loader` slot. */
export type CheckoutComponent<P extends Record<string, unknown>> = PorticoComponent<
  P,
  CheckoutEmits,
  { loader: () => import('vue').VNode[] }
>

/** The purchase checkout: the customer pays, by wallet, card or bank. */
export const Purchase = checkoutComponent(
  'Purchase',
  'purchase',
) as unknown as CheckoutComponent<CheckoutProps>

/** The withdraw checkout: the customer cashes out to a card or bank. */
export const Withdraw = checkoutComponent(
  'Withdraw',
  'withdraw',
) as unknown as CheckoutComponent<CheckoutProps>

/** The customer's purchase history. */
export const PurchaseHistory = checkoutComponent(
  'PurchaseHistory',
  'purchase-history',
) as unknown as CheckoutComponent<CheckoutProps>

/** The customer's withdraw history. */
export const WithdrawHistory = checkoutComponent(
  'WithdrawHistory',
  'withdraw-history',
) as unknown as CheckoutComponent<CheckoutProps>

/** Props of `<BankLink>`: the customer's session key and the page's options. */
export type BankLinkProps = Pick<
  CheckoutProps<RegisteredBlockchain>,
  'env' | 'hosts' | 'baseUrl' | 'merchantId' | 'theme' | 'loaderBackground' | 'heightChangeId' | 'merchantCss'
> &
  Pick<
    MountCheckoutOptions,
    | 'routePrefix'
    | 'customerInfo'
    | 'email'
    | 'title'
    | 'credentialless'
    | 'minHeight'
    | 'maxHeight'
    | 'loadTimeoutMs'
    | 'onRedirect'
  > & {
    /** The customer's session key: linking needs an authenticated customer. */
    sessionKey: string
    /** The blockchain segment of the page's URL; no plugin is needed for it. @default 'solana' */
    blockchain?: string | undefined
  }

/**
 * The bank-linking page: `@account-linked="({ type, tokens }) => …"` gives the linked accounts' tokens
 * (each usable as the `token` of an ACH checkout); `@account-not-linked` says the customer cancelled or the
 * link failed. The page never signs or sends.
 */
export const BankLink = checkoutComponent(
  'BankLink',
  'bank-link',
  bankLinkPage,
) as unknown as CheckoutComponent<BankLinkProps>

/** Props of `<PaymentIntentPurchase>`: the intent, and for intents paid from a wallet its blockchain and wallet. */
export type PaymentIntentPurchaseProps = (CheckoutProps extends infer P
  ? P extends unknown
    ? Omit<P, 'transaction' | 'subtotal' | 'cents' | 'currency' | 'amount'>
    : never
  : never) & {
  /** The payment intent your server created. */
  paymentIntentId: string
}

/**
 * The checkout of a payment intent your server created (`/intents/checkout/{paymentIntentId}`); its sign
 * and send requests go through the wallet's plugin. `@success` gives `CheckoutInfo`.
 */
export const PaymentIntentPurchase = checkoutComponent(
  'PaymentIntentPurchase',
  'payment-intent',
  paymentIntentPage,
) as unknown as CheckoutComponent<PaymentIntentPurchaseProps>
