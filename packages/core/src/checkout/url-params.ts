import { getDeviceId, getProtectionSessionId } from '../protection/device'
import type { CheckoutParams } from './checkout-types'
import { compressValue, stringifyJson } from './structured'
import { validateCheckoutParams } from './validate'

// Every query parameter of the purchase and withdraw pages in the checkout's order, with how its value is
// written: plain text unless marked `json` (bigint-safe JSON compressed with lz-string), `plain` (JSON as
// it is, URL-encoded), `flag` (`true`, only when true) or `list` (comma-joined). `@key` reads the value
// from another key of the table than the wire name. Kept as data so the order is one list to compare.
export const CHECKOUT_PARAMS = [
  'pubkey',
  'ownerOverride',
  'sessionKey',
  'transaction',
  'cents',
  'currency',
  'token',
  'amount',
  'useNativeSubtotal:flag',
  'bridgeId',
  'presentment',
  'webhookInfo:json',
  'theme:json',
  'customerInfo:json',
  'email',
  'supportEmail',
  'tokens:list',
  'loaderBackground',
  'useHeightChange@heightChangeId',
  'bankAccountLinkRedirect',
  'bankLinkOnly:flag',
  'additionalWallets:json',
  'chargebackProtectionData:json',
  'chargebackProtectionAccountType',
  'deviceId',
  'merchantCss',
  'color',
  'rent',
  'redemptionCheck:flag',
  'nativeSolToConvert',
  'lockDefaultToken:flag',
  'planCode',
  'disableApplePay:flag',
  'disableGooglePay:flag',
  'settlementType',
  // The withdraw amount: the same wire name as a token price's amount, written only when that one is not.
  'amount@withdrawAmount',
  'lockAmount:flag',
  'usePermit',
  'transactionSigner',
  'authOnly:flag',
  'zeroAuthorizationConfig:plain',
  'isZeroAuthorization:flag',
  'partialUsdcChecked:flag',
  'jwtToken',
  'origins:json',
  'allowedPaymentMethods:list',
  'depositAmounts:list',
  'threeDsChallengePreference',
  'destinationAuthKey',
  'accountFundingTransaction:json',
  'allowedWithdrawSpeeds:list',
  'lat',
  'lng',
  'appReturnUrl',
] as const

/** The text a parameter is written as, or `undefined` when it is left out. */
function encode(value: unknown, encoding: string | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  if (encoding === 'json') return compressValue(value)
  if (encoding === 'plain') return stringifyJson(value)
  if (encoding === 'flag') return value === true ? 'true' : undefined
  // A list is written even when empty (`tokens=`), as the checkout's own kit writes it.
  if (encoding === 'list' && Array.isArray(value)) return value.join(',')
  const text = String(value)
  return text === '' ? undefined : text
}

/** The price as the URL writes it: `cents` + `currency` (USD by default), or a token and its amount. */
function priceOf(o: CheckoutParams) {
  const sub = o.subtotal
  const cents = sub ? ('cents' in sub ? sub.cents : undefined) : o.cents
  const currency = sub ? ('cents' in sub ? sub.currency : undefined) : o.currency
  const token = sub && 'token' in sub ? sub : o
  return {
    cents,
    currency: cents === undefined ? undefined : (currency ?? 'USD'),
    token: cents === undefined ? token.token : undefined,
    amount: cents === undefined && token.token !== undefined ? token.amount : undefined,
  }
}

/**
 * Validates the options (InvalidOptionError) and appends to `url` those of `params` that have a value, in the
 * order of `params`; returns the URL. A page with a short list of its own ignores every other option.
 */
export function writeParams(url: URL, params: readonly string[], o: CheckoutParams): string {
  const price = priceOf(o)
  validateCheckoutParams(o, price.cents, price.currency)
  const values: Record<string, unknown> = {
    ...o,
    ...price,
    withdrawAmount: encode(price.amount, undefined) === undefined ? o.amount : undefined,
    deviceId: o.deviceId || getDeviceId(),
    rent: o.rent?.lamports,
    nativeSolToConvert: o.nativeSolToConvert?.lamports,
    usePermit: o.usePermit === false ? 'false' : undefined,
    isZeroAuthorization: o.zeroAuthorizationConfig == null ? o.isZeroAuthorization : undefined,
    lat: o.userLocation?.lat,
    lng: o.userLocation?.lng,
  }
  for (const param of params) {
    const [spec = '', key] = param.split('@')
    const [name = '', encoding] = spec.split(':')
    const text = encode(values[key ?? name], encoding)
    if (text !== undefined) url.searchParams.append(name, text)
  }
  // Not a parameter of the hosted checkout's wire (the session id reaches the provider as `x-session-id`
  // on API calls): a Portico addition after every checkout parameter, so the checkout side can tie the
  // payment to purchase protection's session. Checkouts do not read it; the emulator records it.
  const sessionId = getProtectionSessionId()
  if (sessionId) url.searchParams.append('protectionSessionId', sessionId)
  return url.toString()
}
