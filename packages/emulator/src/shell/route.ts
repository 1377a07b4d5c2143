import type { PaymentButtonMethod } from '@portico/core'

/** The payment buttons the checkout serves at `/form/{blockchain}/{method}/{merchantId}`. */
export const PAYMENT_BUTTON_METHODS: readonly PaymentButtonMethod[] = [
  'apple-pay',
  'google-pay',
  'paypal',
  'venmo',
]

/** The checkout pages the emulator serves. */
export type PageKind =
  | 'purchase'
  | 'withdraw'
  | 'purchase-history'
  | 'withdraw-history'
  | 'bank-link'
  | 'payment-intent'
  | PaymentButtonMethod

/** Whether a page is a payment button. */
export const isPaymentButtonMethod = (kind: string): kind is PaymentButtonMethod =>
  (PAYMENT_BUTTON_METHODS as readonly string[]).includes(kind)

/** A checkout path split into its parts: `/{routePrefix?}/{blockchain}{route}`. */
export interface CheckoutPath {
  kind: PageKind
  blockchain: string
  merchantId: string
  /** Path segments before the blockchain, joined with '/', or '' when there are none. */
  routePrefix: string
}

const ROUTES: ReadonlyArray<[RegExp, PageKind]> = [
  // History routes first: `/{chain}/history/withdraw/{id}` would otherwise read as a withdraw page on a
  // blockchain called "history".
  [/^(.*)\/([^/]+)\/history\/purchase\/([^/]+)\/?$/, 'purchase-history'],
  [/^(.*)\/([^/]+)\/history\/withdraw\/([^/]+)\/?$/, 'withdraw-history'],
  [/^(.*)\/([^/]+)\/purchase-v2\/([^/]+)\/?$/, 'purchase'],
  [/^(.*)\/([^/]+)\/withdraw\/([^/]+)\/?$/, 'withdraw'],
  // The bank link page has no route prefix: the blockchain is the first segment.
  [/^()\/([^/]+)\/checkout-link\/([^/]+)\/?$/, 'bank-link'],
  // The buttons live under the `form` prefix only, as the kit builds their URLs.
  ...PAYMENT_BUTTON_METHODS.map((method): [RegExp, PageKind] => [
    new RegExp(`^(/form)/([^/]+)/${method}/([^/]+)/?$`),
    method,
  ]),
]

/**
 * Splits a checkout path. The route is recognised from the end of the path, so a route prefix of any depth
 * works; `null` when no checkout route matches (the caller answers 404).
 */
export function parseCheckoutPath(pathname: string): CheckoutPath | null {
  for (const [pattern, kind] of ROUTES) {
    const match = pattern.exec(pathname)
    if (!match) continue
    const [, prefix = '', blockchain = '', merchantId = ''] = match
    try {
      return {
        kind,
        blockchain: decodeURIComponent(blockchain),
        merchantId: decodeURIComponent(merchantId),
        routePrefix: prefix.replace(/^\/+/, ''),
      }
    } catch {
      return null
    }
  }
  return null
}
