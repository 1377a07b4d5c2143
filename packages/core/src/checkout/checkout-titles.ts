import type { CheckoutKind } from './checkout-url'

/** What each checkout page is, as assistive technology announces its frame (or its WebView). */
export const CHECKOUT_TITLES: Readonly<Record<CheckoutKind, string>> = {
  purchase: 'Checkout',
  withdraw: 'withdraw',
  'purchase-history': 'Purchase history',
  'withdraw-history': 'Withdraw history',
  'bank-link': 'Link a bank account',
  'payment-intent': 'Checkout',
}
