import { checkoutOrigin, type Env, type Hosts } from '../api/hosts'
import { type AnyChainPlugin, assertBlockchain, type Blockchain } from '../plugins/plugin'
import { getDeviceId, lentSignal } from '../protection/device'
import type { CheckoutParams } from './checkout-types'
import { compressValue } from './structured'
import { validateCheckoutParams } from './validate'

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

/** The checkout pages a merchant embeds. */
export type CheckoutKind = 'purchase' | 'withdraw' | 'purchase-history' | 'withdraw-history'

const ROUTES: Record<CheckoutKind, string> = {
  purchase: '/purchase-v2/',
  withdraw: '/withdraw/',
  'purchase-history': '/history/purchase/',
  'withdraw-history': '/history/withdraw/',
}

/** The route of a checkout page for a merchant, e.g. `/purchase-v2/my-merchant`. */
export function checkoutRoute(kind: CheckoutKind, merchantId: string): string {
  return ROUTES[kind] + encodeURIComponent(merchantId)
}

/** The checkout base for these options: `baseUrl`, else the environment's checkout origin. */
export function checkoutBase(options: Pick<CheckoutLocation, 'env' | 'hosts' | 'baseUrl'>): string {
  return options.baseUrl ?? checkoutOrigin(options.env, options.hosts)
}

// Every query parameter in the checkout's order, with how its value is written: plain text unless marked
// `json` (bigint-safe JSON compressed with lz-string), `flag` (sent as `true` only when true) or `list`
// (comma-joined). Kept as data so the order is one list to read and compare.
const PARAMS = [
  'pubkey',
  'sessionKey',
  'transaction',
  'cents',
  'currency',
  'token',
  'amount',
  'presentment',
  'webhookInfo:json',
  'theme:json',
  'customerInfo:json',
  'email',
  'supportEmail',
  'tokens:list',
  'loaderBackground',
  'useHeightChange',
  'bankAccountLinkRedirect',
  'additionalWallets:json',
  'chargebackProtectionData:json',
  'deviceId',
  'merchantCss',
  'color',
  'rent',
  'nativeSolToConvert',
  'lockDefaultToken:flag',
  'planCode',
  'disableApplePay:flag',
  'disableGooglePay:flag',
  'settlementType',
  'lockAmount:flag',
  'usePermit',
  'transactionSigner',
  'authOnly:flag',
  'jwtToken',
  'origins:json',
  'allowedPaymentMethods:list',
  'threeDsChallengePreference',
  'destinationAuthKey',
]

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
  const sub = o.subtotal
  const cents = sub ? ('cents' in sub ? sub.cents : undefined) : o.cents
  const currency = sub ? ('cents' in sub ? sub.currency : undefined) : o.currency
  validateCheckoutParams(o, cents, currency)

  const prefix = o.routePrefix ? `/${o.routePrefix.replace(/^\/+|\/+$/g, '')}` : ''
  const route = o.route && !o.route.startsWith('/') ? `/${o.route}` : (o.route ?? '')
  const url = new URL(`${prefix}/${blockchain}${route}`, checkoutBase(o))
  const token = sub && 'token' in sub ? sub : o
  const values: Record<string, unknown> = {
    ...o,
    cents,
    currency: cents === undefined ? undefined : (currency ?? 'USD'),
    token: cents === undefined ? token.token : undefined,
    amount: cents === undefined && token.token !== undefined ? token.amount : undefined,
    useHeightChange: o.heightChangeId ?? o.useHeightChange,
    deviceId: o.deviceId || getDeviceId(),
    rent: o.rent?.lamports,
    nativeSolToConvert: o.nativeSolToConvert?.lamports,
    usePermit: o.usePermit === false ? 'false' : undefined,
  }
  for (const param of PARAMS) {
    const [name, kind] = param.split(':') as [keyof CheckoutParams, string?]
    let value = values[name]
    if (kind === 'json') value = value == null ? undefined : compressValue(value)
    else if (kind === 'flag') value = value === true || undefined
    else if (kind === 'list' && Array.isArray(value)) value = value.join(',')
    if (value !== undefined && value !== null && value !== '') url.searchParams.append(name, String(value))
  }
  // Not a parameter of the hosted checkout's wire (the session id reaches the provider as `x-session-id`
  // on API calls): a Portico addition after every checkout parameter, so the checkout side can tie the
  // payment to purchase protection's session. Checkouts do not read it; the emulator records it.
  const sessionId = lentSignal('sessionId')
  if (sessionId) url.searchParams.append('protectionSessionId', sessionId)
  return url.toString()
}
