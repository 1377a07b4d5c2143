import {
  type AdditionalWallet,
  type ChargebackProtectionItem,
  type CustomerInfo,
  PaymentMethods,
  PresentmentCurrencies,
  SettlementTypes,
  type Theme,
  ThreeDsChallengePreferences,
} from '@portico/core'
import LZString from 'lz-string'
import { catalogValue, checkCustomer, checkItems, checkObject, checkTheme } from './query-checks'

/** Every checkout query parameter, decoded and checked. Absent parameters are absent. */
export interface CheckoutQuery {
  pubkey?: string
  sessionKey?: string
  transaction?: string
  cents?: number
  /** Defaults to USD when `cents` is given. */
  currency?: string
  token?: string
  /** Integer amount of `token`, as decimal text. */
  amount?: string
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
  additionalWallets?: AdditionalWallet[]
  chargebackProtectionData?: ChargebackProtectionItem[]
  deviceId?: string
  merchantCss?: string
  color?: string
  /** Lamports, as decimal text. */
  rent?: string
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
  jwtToken?: string
  origins?: string[]
  allowedPaymentMethods?: string[]
  threeDsChallengePreference?: string
  destinationAuthKey?: string
  /** Not a hosted checkout parameter: Portico adds it while purchase protection runs; the ledger keeps it. */
  protectionSessionId?: string
}

/** The decoded query and every problem the hosted checkout would refuse the page for. */
export interface DecodedQuery {
  query: CheckoutQuery
  errors: string[]
}

type Kind = 'text' | 'json' | 'flag' | 'list' | 'cents' | 'integer'
type Check = (value: unknown, name: string) => string | undefined

const PARAMS: ReadonlyArray<[keyof CheckoutQuery, Kind, Check?]> = [
  ['pubkey', 'text'],
  ['sessionKey', 'text'],
  ['transaction', 'text'],
  ['cents', 'cents'],
  ['currency', 'text', catalogValue(PresentmentCurrencies)],
  ['token', 'text'],
  ['amount', 'integer'],
  ['presentment', 'text', catalogValue(PresentmentCurrencies)],
  ['webhookInfo', 'json', checkObject],
  ['theme', 'json', checkTheme],
  ['customerInfo', 'json', checkCustomer],
  ['email', 'text'],
  ['supportEmail', 'text'],
  ['tokens', 'list'],
  ['loaderBackground', 'text'],
  ['useHeightChange', 'text'],
  ['bankAccountLinkRedirect', 'text'],
  ['additionalWallets', 'json', checkItems('additionalWallets')],
  ['chargebackProtectionData', 'json', checkItems('chargebackProtectionData')],
  ['deviceId', 'text'],
  ['merchantCss', 'text'],
  ['color', 'text'],
  ['rent', 'integer'],
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
  ['jwtToken', 'text'],
  ['origins', 'json', checkItems('origins')],
  ['allowedPaymentMethods', 'list', catalogValue(PaymentMethods)],
  ['threeDsChallengePreference', 'text', catalogValue(ThreeDsChallengePreferences)],
  ['destinationAuthKey', 'text'],
  ['protectionSessionId', 'text'],
]

function decode(raw: string, kind: Kind, name: string): { value?: unknown; error?: string } {
  switch (kind) {
    case 'text':
      return { value: raw }
    case 'flag':
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' }
      return { error: `${name} must be true or false, got "${raw}"` }
    case 'list':
      return { value: raw.split(',').filter(Boolean) }
    case 'cents':
      if (/^\d{1,15}$/.test(raw)) return { value: Number(raw) }
      return { error: `cents must be a whole number of cents, got "${raw}"` }
    case 'integer':
      if (/^\d{1,78}$/.test(raw)) return { value: raw }
      return { error: `${name} must be a whole number, got "${raw}"` }
    case 'json': {
      const text = LZString.decompressFromEncodedURIComponent(raw)
      if (!text) return { error: `${name} is not a compressed JSON value` }
      try {
        return { value: JSON.parse(text) }
      } catch {
        return { error: `${name} does not decompress to JSON` }
      }
    }
  }
}

/**
 * Reads every checkout query parameter the way the hosted checkout does: structured values are
 * lz-string-decompressed JSON, flags are `true`/`false`, lists are comma-joined. Unknown parameters are
 * ignored; malformed known ones are reported in `errors`.
 */
export function decodeCheckoutQuery(params: URLSearchParams): DecodedQuery {
  const query: Record<string, unknown> = {}
  const errors: string[] = []
  for (const [name, kind, check] of PARAMS) {
    const raw = params.get(name)
    if (raw === null) continue
    const { value, error } = decode(raw, kind, name)
    const problem =
      error ??
      (Array.isArray(value) && kind === 'list' ? listError(value, name, check) : check?.(value, name))
    if (problem) errors.push(problem)
    else query[name] = value
  }
  if (query.cents !== undefined && query.token !== undefined)
    errors.push('give either cents (with currency) or token (with amount), not both')
  if (query.currency !== undefined && query.cents === undefined)
    errors.push('currency is given without cents')
  if (query.cents !== undefined) query.currency ??= 'USD'
  return { query: query as CheckoutQuery, errors }
}

function listError(values: unknown[], name: string, check?: Check): string | undefined {
  for (const value of values) {
    const problem = check?.(value, name)
    if (problem) return problem
  }
  return undefined
}
