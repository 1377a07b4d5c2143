import type { RegisteredBlockchain } from '@portico/core'
import { Checkout } from './checkout'
import type {
  CheckoutBaseProps,
  DefaultBlockchain,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'

// The four pages differ only in `kind`: each is the shared Checkout with its page. The per-blockchain props are
// checked here, at the public component, and widened to what every checkout takes for the shared one.

/** The purchase checkout: the customer pays, by wallet, card or bank. */
export function Purchase<B extends RegisteredBlockchain = DefaultBlockchain>(props: PurchaseProps<B>) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="purchase" />
}

/** The withdraw checkout: the customer cashes out to a card or bank. */
export function Withdraw<B extends RegisteredBlockchain = DefaultBlockchain>(props: WithdrawProps<B>) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="withdraw" />
}

/** The customer's purchase history. */
export function PurchaseHistory<B extends RegisteredBlockchain = DefaultBlockchain>(
  props: PurchaseHistoryProps<B>,
) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="purchase-history" />
}

/** The customer's withdraw history. */
export function WithdrawHistory<B extends RegisteredBlockchain = DefaultBlockchain>(
  props: WithdrawHistoryProps<B>,
) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="withdraw-history" />
}
