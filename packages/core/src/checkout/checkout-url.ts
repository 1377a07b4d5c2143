import { checkoutOrigin, type Env, type Hosts } from '../api/hosts'
import { type AnyChainPlugin, assertBlockchain, type Blockchain } from '../plugins/plugin'
import type { CheckoutParams } from './checkout-types'
import { CHECKOUT_PARAMS, writeParams } from './url-params'

/** Where the checkout lives and which page of it to open. */
export interface CheckoutLocation {
  /** @default 'prod' */
  env?: Env
  hosts?: Hosts
  /** Replaces the checkout base (origin) of `env`. */
  baseUrl?: string
  /** Path after the blockchain, e.g. `/purchase-v2/my-merchant`. */
  route?: string
  /** Optional path segment before the blockchain. */
  routePrefix?: string
  /** @default 'solana' */
  blockchain?: Blockchain
  /** Plugins, consulted only to admit custom blockchains. */
  plugins?: readonly AnyChainPlugin[]
}

export interface CheckoutUrlOptions extends CheckoutLocation, CheckoutParams {}

/**
 * The checkout pages a merchant embeds. `bank-link` (the bank-linking page) and `payment-intent` (the
 * checkout of a payment intent, `paymentIntentId`) have URLs of their own; see `buildBankLinkUrl` and
 * `buildPaymentIntentUrl`.
 */
export type CheckoutKind =
  | 'purchase'
  | 'withdraw'
  | 'purchase-history'
  | 'withdraw-history'
  | 'bank-link'
  | 'payment-intent'

const ROUTES: Record<Exclude<CheckoutKind, 'payment-intent'>, string> = {
  purchase: '/purchase-v2/',
  withdraw: '/withdraw/',
  'purchase-history': '/history/purchase/',
  'withdraw-history': '/history/withdraw/',
  'bank-link': '/checkout-link/',
}

/** The route of a checkout page for a merchant, e.g. `/purchase-v2/my-merchant`. */
export function checkoutRoute(kind: Exclude<CheckoutKind, 'payment-intent'>, merchantId: string): string {
  return ROUTES[kind] + encodeURIComponent(merchantId)
}

/** The checkout base for these options: `baseUrl`, else the environment's checkout origin. */
export function checkoutBase(options: Pick<CheckoutLocation, 'env' | 'hosts' | 'baseUrl'>): string {
  return options.baseUrl ?? checkoutOrigin(options.env, options.hosts)
}

/**
 * The hosted checkout URL, `{base}/{routePrefix?}/{blockchain}{route}?{params}`, with parameters in the
 * checkout's order. Pure: the same options always give the same URL, byte for byte (except for a running
 * purchase protection's ids: `deviceId` when none is given, and `protectionSessionId`, a Portico addition
 * after every checkout parameter).
 */
export function buildCheckoutUrl(options: CheckoutUrlOptions): string {
  const o = options
  const blockchain = o.blockchain ?? 'solana'
  assertBlockchain(blockchain, o.plugins)
  const prefix = o.routePrefix ? `/${o.routePrefix.replace(/^\/+|\/+$/g, '')}` : ''
  const route = o.route && !o.route.startsWith('/') ? `/${o.route}` : (o.route ?? '')
  const url = new URL(`${prefix}/${blockchain}${route}`, checkoutBase(o))
  return writeParams(url, CHECKOUT_PARAMS, o)
}
