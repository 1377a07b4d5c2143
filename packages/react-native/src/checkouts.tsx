import { bankLinkPage, paymentIntentPage } from '@portico/core'
import type {
  BankLinkProps as WebBankLinkProps,
  PaymentIntentPurchaseProps as WebPaymentIntentPurchaseProps,
  PurchaseHistoryProps as WebPurchaseHistoryProps,
  PurchaseProps as WebPurchaseProps,
  WithdrawHistoryProps as WebWithdrawHistoryProps,
  WithdrawProps as WebWithdrawProps,
} from '@portico/react'
import { NativeCheckout, type NativeCheckoutProps } from './native-checkout'
import type { NativeProps } from './native-props'
import type { NativeEmbedHandle } from './use-native-embed'
import { withFixedProps } from './with-fixed-props'

/** Props of `<Purchase>`: `@portico/react`'s, typed per blockchain, with the native props. */
export type PurchaseProps = NativeProps<WebPurchaseProps>
/** Props of `<Withdraw>`. */
export type WithdrawProps = NativeProps<WebWithdrawProps>
/** Props of `<PurchaseHistory>`. */
export type PurchaseHistoryProps = NativeProps<WebPurchaseHistoryProps>
/** Props of `<WithdrawHistory>`. */
export type WithdrawHistoryProps = NativeProps<WebWithdrawHistoryProps>
/** Props of `<BankLink>`. */
export type BankLinkProps = NativeProps<WebBankLinkProps>
/** Props of `<PaymentIntentPurchase>`. */
export type PaymentIntentPurchaseProps = NativeProps<WebPaymentIntentPurchaseProps>

// Each page is the one native checkout with its kind; the per-blockchain props are checked at the public component.
const page = <P,>(
  kind: NativeCheckoutProps['kind'],
  name: string,
  ownPage?: NativeCheckoutProps['ownPage'],
) => withFixedProps<P, NativeEmbedHandle, NativeCheckoutProps>(NativeCheckout, { kind, ownPage }, name)

/** The purchase checkout in a WebView: the customer pays by wallet, card or bank. Ref: `reload()`, `status`. */
export const Purchase = page<PurchaseProps>('purchase', 'Purchase')
/** The withdraw checkout in a WebView. */
export const Withdraw = page<WithdrawProps>('withdraw', 'Withdraw')
/** The customer's purchase history in a WebView. */
export const PurchaseHistory = page<PurchaseHistoryProps>('purchase-history', 'PurchaseHistory')
/** The customer's withdraw history in a WebView. */
export const WithdrawHistory = page<WithdrawHistoryProps>('withdraw-history', 'WithdrawHistory')
/** The bank-linking page in a WebView; the bank's own pages open through `onOpenExternal`. */
export const BankLink = page<BankLinkProps>(
  'bank-link',
  'BankLink',
  bankLinkPage as NativeCheckoutProps['ownPage'],
)
/** The checkout of a payment intent your server created, in a WebView; the wallet is wired. */
export const PaymentIntentPurchase = page<PaymentIntentPurchaseProps>(
  'payment-intent',
  'PaymentIntentPurchase',
  paymentIntentPage as NativeCheckoutProps['ownPage'],
)
