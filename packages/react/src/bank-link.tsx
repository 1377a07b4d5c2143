import type { Blockchain } from '@portico/core'
import { Checkout } from './checkout'
import type { CheckoutBaseProps } from './checkout-props'

// What the bank-link page takes: its own URL parameters, the linking events, the page and element props.
type BankLinkOwn =
  | 'env'
  | 'hosts'
  | 'baseUrl'
  | 'routePrefix'
  | 'merchantId'
  | 'plugins'
  | 'theme'
  | 'customerInfo'
  | 'email'
  | 'loaderBackground'
  | 'heightChangeId'
  | 'deviceId'
  | 'merchantCss'
  | 'title'
  | 'credentialless'
  | 'minHeight'
  | 'maxHeight'
  | 'className'
  | 'style'
  | 'loader'
  | 'onLoad'
  | 'onHeightChange'
  | 'onAccountLinked'
  | 'onAccountNotLinked'
  | 'onRedirect'

/** Props of `<BankLink>`. `env`, `merchantId` and `hosts` default to the provider's. */
export type BankLinkProps = Pick<CheckoutBaseProps, BankLinkOwn> & {
  /** The customer's session key: linking needs an authenticated customer. */
  sessionKey: string
  /** The blockchain segment of the page's URL; no plugin is needed for it. @default 'solana' */
  blockchain?: Blockchain | undefined
}

/**
 * The bank-linking page: the customer links a bank account without leaving your site.
 * `onAccountLinked({ type, tokens })` gives the linked accounts' tokens (each usable as the `token` of an ACH
 * checkout); `onAccountNotLinked({ type, reason })` says the customer cancelled or the link failed, and the
 * page stays where it is. The page never signs or sends: such requests are answered with an error.
 */
export function BankLink(props: BankLinkProps) {
  return <Checkout {...(props as CheckoutBaseProps)} kind="bank-link" />
}
