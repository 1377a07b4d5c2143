import type { RegisteredBlockchain } from '@portico/core'
import { Checkout } from './checkout'
import type {
  CheckoutProps,
  DefaultBlockchain,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'

// The four pages differ only in `kind`: each is the shared Checkout with its page. `as CheckoutProps` widens
// the per-blockchain props to the untyped Checkout; the typing is checked here, at the public component.

/** The purchase checkout: the customer pays, by wallet, card or bank. */
export function Purchase<B extends RegisteredBlockchain = DefaultBlockchain>(props: PurchaseProps<B>) {
  return <Checkout {...(props as CheckoutProps)} kind="purchase" />
}

/** The withdraw checkout: the customer cashes out to a card or bank. */
export function Withdraw<B extends RegisteredBlockchain = DefaultBlockchain>(props: WithdrawProps<B>) {
  return <Checkout {...(props as CheckoutProps)} kind="withdraw" />
}

/** The customer's purchase history. */
export function PurchaseHistory<B extends RegisteredBlockchain = DefaultBlockchain>(
  props: PurchaseHistoryProps<B>,
) {
  return <Checkout {...(props as CheckoutProps)} kind="purchase-history" />
}

/** The customer's withdraw history. */
export function WithdrawHistory<B extends RegisteredBlockchain = DefaultBlockchain>(
  props: WithdrawHistoryProps<B>,
) {
  return <Checkout {...(props as CheckoutProps)} kind="withdraw-history" />
}
