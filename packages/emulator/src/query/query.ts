import {
  type AdditionalWallet,
  Currencies,
  type CustomerInfo,
  PresentmentCurrencies,
  SettlementTypes,
  type Theme,
  ThreeDsChallengePreferences,
} from '@portico/core'
import {
  BUTTON_COLORS,
  CHARGEBACK_PROTECTION_ACCOUNT_TYPES,
  PAYMENT_METHODS,
  WITHDRAW_SPEEDS,
} from './catalogs'
import {
  catalogValue,
  checkAccountFunding,
  checkCustomer,
  checkHttpUrl,
  checkItems,
  checkTheme,
  checkUrl,
  checkZeroAuthorization,
} from './query-checks'
import { decodeValue, type Kind } from './query-value'
import { object, type Rule } from './shape'

/** Every checkout query parameter, decoded and checked. Absent parameters are absent. */
export interface CheckoutQuery {
  pubkey?: string
  ownerOverride?: string
  sessionKey?: string
  transaction?: string
  cents?: number
  /** Defaults to USD when `cents` is given. */
  currency?: string
  token?: string
  /** Integer amount of `token`, or the withdraw amount (a number, possibly 0), as decimal text. */
  amount?: string
  useNativeSubtotal?: boolean
  bridgeId?: string
  presentment?: string
  webhookInfo?: Record<string, unknown>
  theme?: Theme
  customerInfo?: CustomerInfo
  email?: string
  supportEmail?: string
  tokens?: string[]
  loaderBackground?: string
  useHeightChange?: string
  bankAccountLinkRedirect?: string
  bankLinkOnly?: boolean
  /** The standalone bank-link page sends the customer here, with `bankLinkStatus`, when linking ends. */
  callbackUrl?: string
  additionalWallets?: AdditionalWallet[]
  /** Cart items of any class. */
  chargebackProtectionData?: Record<string, unknown>[]
  chargebackProtectionAccountType?: string
  deviceId?: string
  merchantCss?: string
  color?: string
  /** Lamports, as decimal text. */
  rent?: string
  redemptionCheck?: boolean
  nativeSolToConvert?: string
  lockDefaultToken?: boolean
  planCode?: string
  disableApplePay?: boolean
  disableGooglePay?: boolean
  settlementType?: string
  lockAmount?: boolean
  /** `false` only when the URL says `usePermit=false`. */
  usePermit?: boolean
  transactionSigner?: string
  authOnly?: boolean
  zeroAuthorizationConfig?: { disableSavedPaymentMethods: boolean } | { cardToken: string }
  isZeroAuthorization?: boolean
  partialUsdcChecked?: boolean
  jwtToken?: string
  origins?: string[]
  allowedPaymentMethods?: string[]
  depositAmounts?: number[]
  threeDsChallengePreference?: string
  destinationAuthKey?: string
  accountFundingTransaction?: Record<string, unknown>
  allowedWithdrawSpeeds?: string[]
  lat?: number
  lng?: number
  appReturnUrl?: string
  /** Not a hosted checkout parameter: Portico adds it while purchase protection runs; the ledger keeps it. */
  protectionSessionId?: string
}

/** The decoded query and every problem the hosted checkout would refuse the page for. */
export interface DecodedQuery {
  query: CheckoutQuery
  errors: string[]
}

// In the checkout's wire order, so errors are reported in the order the URL is written.
const PARAMS: ReadonlyArray<[keyof CheckoutQuery, Kind, Rule?]> = [
  ['pubkey', 'text'],
  ['ownerOverride', 'text'],
  ['sessionKey', 'text'],
  ['transaction', 'text'],
  ['cents', 'cents'],
  ['currency', 'text', catalogValue(PresentmentCurrencies)],
  ['token', 'text'],
  ['amount', 'amount'],
  ['useNativeSubtotal', 'flag'],
  ['bridgeId', 'text'],
  ['presentment', 'text', catalogValue(Currencies)],
  ['webhookInfo', 'json', object],
  ['theme', 'json', checkTheme],
  ['customerInfo', 'json', checkCustomer],
  ['email', 'text'],
  ['supportEmail', 'text'],
  ['tokens', 'list'],
  ['loaderBackground', 'text'],
  ['useHeightChange', 'text'],
  ['bankAccountLinkRedirect', 'text'],
  ['bankLinkOnly', 'flag'],
  ['additionalWallets', 'json', checkItems('additionalWallets')],
  ['chargebackProtectionData', 'json', checkItems('chargebackProtectionData')],
  ['chargebackProtectionAccountType', 'text', catalogValue(CHARGEBACK_PROTECTION_ACCOUNT_TYPES)],
  ['deviceId', 'text'],
  ['merchantCss', 'text'],
  ['color', 'text', catalogValue(BUTTON_COLORS)],
  ['rent', 'integer'],
  ['redemptionCheck', 'flag'],
  ['nativeSolToConvert', 'integer'],
  ['lockDefaultToken', 'flag'],
  ['planCode', 'text'],
  ['disableApplePay', 'flag'],
  ['disableGooglePay', 'flag'],
  ['settlementType', 'text', catalogValue(SettlementTypes)],
  ['lockAmount', 'flag'],
  ['usePermit', 'flag'],
  ['transactionSigner', 'text'],
  ['authOnly', 'flag'],
  ['zeroAuthorizationConfig', 'plain-json', checkZeroAuthorization],
  ['isZeroAuthorization', 'flag'],
  ['partialUsdcChecked', 'flag'],
  ['jwtToken', 'text'],
  ['origins', 'json', checkItems('origins')],
  ['allowedPaymentMethods', 'list', catalogValue(PAYMENT_METHODS)],
  ['depositAmounts', 'numbers'],
  ['threeDsChallengePreference', 'text', catalogValue(ThreeDsChallengePreferences)],
  ['destinationAuthKey', 'text'],
  ['accountFundingTransaction', 'json', checkAccountFunding],
  ['allowedWithdrawSpeeds', 'list', catalogValue(WITHDRAW_SPEEDS)],
  ['lat', 'number'],
  ['lng', 'number'],
  ['appReturnUrl', 'text', checkUrl],
  ['protectionSessionId', 'text'],
  // The standalone bank-link page's: where it sends the customer when linking ends.
  ['callbackUrl', 'text', checkHttpUrl],
]

/**
 * Reads every checkout query parameter the way the hosted checkout does: structured values are
 * lz-string-decompressed JSON, flags are `true`/`false`, lists are comma-joined. Unknown parameters are
 * ignored; malformed known ones are reported in `errors`.
 */
export function decodeCheckoutQuery(params: URLSearchParams): DecodedQuery {
  const query: Record<string, unknown> = {}
  const errors: string[] = []
  for (const [name, kind, rule] of PARAMS) {
    const raw = params.get(name)
    if (raw === null) continue
    const { value, error } = decodeValue(raw, kind, name)
    const problem =
      error ?? (Array.isArray(value) && kind === 'list' ? listError(value, name, rule) : rule?.(value, name))
    if (problem) errors.push(problem)
    else query[name] = value
  }
  if (query.cents !== undefined) query.currency ??= 'USD'
  errors.push(...crossChecks(query as CheckoutQuery, params))
  return { query: query as CheckoutQuery, errors }
}

function listError(values: unknown[], name: string, rule?: Rule): string | undefined {
  for (const value of values) {
    const problem = rule?.(value, name)
    if (problem) return problem
  }
  return undefined
}

/** Problems between parameters: amounts that need their partner, coordinates that come in pairs. */
function crossChecks(query: CheckoutQuery, params: URLSearchParams): string[] {
  const errors: string[] = []
  if (query.cents !== undefined && query.token !== undefined)
    errors.push('give either cents (with currency) or token (with amount), not both')
  if (query.currency !== undefined && query.cents === undefined)
    errors.push('currency is given without cents')
  // With a token, amount is a whole number of base units; without one it is a withdraw amount.
  if (query.amount !== undefined && query.token !== undefined && !/^\d{1,78}$/.test(query.amount))
    errors.push(`amount of a token must be a whole number of base units, got "${query.amount}"`)
  if (query.amount !== undefined && Number(query.amount) < 0)
    errors.push(`amount must be 0 or more, got "${query.amount}"`)
  // By presence in the URL: a malformed coordinate is reported once, as malformed.
  if (params.has('lat') !== params.has('lng'))
    errors.push('lat and lng are given together (userLocation), not one without the other')
  if (query.lat !== undefined && Math.abs(query.lat) > 90) errors.push(`lat ${query.lat} is not a latitude`)
  if (query.lng !== undefined && Math.abs(query.lng) > 180) errors.push(`lng ${query.lng} is not a longitude`)
  return errors
}
