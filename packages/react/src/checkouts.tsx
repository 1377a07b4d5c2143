import { Checkout } from './checkout'
import type {
  CheckoutBaseProps,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'

// The four pages differ only in `kind`: each is the shared Checkout with its page. The per-blockchain props are
// checked here, at the public component, and widened to what every checkout takes for the shared one.
// The components are not generic on purpose: TypeScript checks a generic component as a JSX element type with
// its default type argument, and where that default's props are `never` (an install without @portico/solana)
// the component cannot be used as JSX at all. A union with one variant per installed blockchain has no such
// default, and is never empty (see CheckoutProps).

/** The purchase checkout: the customer pays, by wallet, card or bank. */
export function Purchase(props: PurchaseProps) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="purchase" />
}

/** The withdraw checkout: the customer cashes out to a card or bank. */
export function Withdraw(props: WithdrawProps) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="withdraw" />
}

/** The customer's purchase history. */
export function PurchaseHistory(props: PurchaseHistoryProps) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="purchase-history" />
}

/** The customer's withdraw history. */
export function WithdrawHistory(props: WithdrawHistoryProps) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="withdraw-history" />
}
