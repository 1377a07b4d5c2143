import { type Blockchain, bankLinkPage } from '@portico/core'
import { forwardRef } from 'react'
import { Checkout, type CheckoutRef } from './checkout'
import type { CheckoutBaseProps } from './checkout-props'
import type { OwnPageProps } from './own-page-props'

/** Props of `<BankLink>`. `env`, `merchantId` and `hosts` default to the provider's. */
export type BankLinkProps = OwnPageProps &
  Pick<
    CheckoutBaseProps,
    'routePrefix' | 'customerInfo' | 'email' | 'onAccountLinked' | 'onAccountNotLinked'
  > & {
    /** The customer's session key: linking needs an authenticated customer. */
    sessionKey: string
    /** The blockchain segment of the page's URL; no plugin is needed for it. @default 'solana' */
    blockchain?: Blockchain | undefined
  }

/**
 * The bank-linking page: the customer links a bank account without leaving your site.
 * `onAccountLinked({ type, tokens })` gives the linked accounts' tokens (each usable as the `token` of an ACH
 * checkout); `onAccountNotLinked({ type, reason })` says the customer cancelled or the link failed, and the
 * page stays where it is. The page never signs or sends: such requests are answered with an error. Its
 * `ref` is the checkout's handle (`reload()` after `onError`).
 */
export const BankLink = /* @__PURE__ */ forwardRef<CheckoutRef, BankLinkProps>(function BankLink(props, ref) {
  return <Checkout {...(props as CheckoutBaseProps)} ref={ref} kind="bank-link" ownPage={bankLinkPage} />
})
