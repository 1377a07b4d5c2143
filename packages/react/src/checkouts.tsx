import { forwardRef } from 'react'
import { Checkout, type CheckoutRef } from './checkout'
import type {
  CheckoutBaseProps,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'
import type { RegistryComponent } from './registry-component'

// The four pages differ only in `kind`: each is the shared Checkout with its page. The per-blockchain props are
// checked here, at the public component, and widened to what every checkout takes for the shared one.
// The components are not generic on purpose: TypeScript checks a generic component as a JSX element type with
// its default type argument, and where that default's props are `never` (an install without @portico/solana)
// the component cannot be used as JSX at all. A union with one variant per installed blockchain has no such
// default, and is never empty (see CheckoutProps). Each forwards its `ref` to the checkout's handle.

/** The purchase checkout: the customer pays, by wallet, card or bank. */
export const Purchase: RegistryComponent<PurchaseProps, CheckoutRef> = /* @__PURE__ */ forwardRef<
  CheckoutRef,
  PurchaseProps
>(function Purchase(props, ref) {
  return <Checkout {...(props as CheckoutBaseProps)} ref={ref} kind="purchase" />
})

/** The withdraw checkout: the customer cashes out to a card or bank. */
export const Withdraw: RegistryComponent<WithdrawProps, CheckoutRef> = /* @__PURE__ */ forwardRef<
  CheckoutRef,
  WithdrawProps
>(function Withdraw(props, ref) {
  return <Checkout {...(props as CheckoutBaseProps)} ref={ref} kind="withdraw" />
})

/** The customer's purchase history. */
export const PurchaseHistory: RegistryComponent<PurchaseHistoryProps, CheckoutRef> =
  /* @__PURE__ */ forwardRef<CheckoutRef, PurchaseHistoryProps>(function PurchaseHistory(props, ref) {
    return <Checkout {...(props as CheckoutBaseProps)} ref={ref} kind="purchase-history" />
  })

/** The customer's withdraw history. */
export const WithdrawHistory: RegistryComponent<WithdrawHistoryProps, CheckoutRef> =
  /* @__PURE__ */ forwardRef<CheckoutRef, WithdrawHistoryProps>(function WithdrawHistory(props, ref) {
    return <Checkout {...(props as CheckoutBaseProps)} ref={ref} kind="withdraw-history" />
  })
