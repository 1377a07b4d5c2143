import {
  ChargebackProtectionAccountTypes,
  PaymentMethods,
  SettlementTypes,
  ThreeDsChallengePreferences,
  WithdrawSpeeds,
} from '../catalogs/catalogs'
import { Currencies } from '../catalogs/currencies'
import { InvalidOptionError } from '../errors/checkout-errors'
import type { CheckoutParams } from './checkout-types'

function oneOf(option: string, value: unknown, catalog: object, list = Object.keys(catalog).join()): void {
  if (value !== undefined && (typeof value !== 'string' || !Object.hasOwn(catalog, value)))
    throw new InvalidOptionError(option, `${value} (use ${list})`)
}

// The message shows the value as given (objects as JSON) and the rule it broke.
function check(option: string, ok: boolean, value: unknown, rule: string): void {
  if (ok) return
  let shown: string
  try {
    shown = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  } catch {
    shown = String(value)
  }
  throw new InvalidOptionError(option, `${shown} (${rule})`)
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const finite = (n: unknown, min: number, max: number) =>
  typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max

/** A number, bigint or decimal text that is not negative (an amount the checkout reads as text). */
const amount = (value: unknown) =>
  typeof value === 'bigint'
    ? value >= 0n
    : typeof value === 'string'
      ? /^\d+(\.\d+)?$/.test(value)
      : finite(value, 0, Number.MAX_VALUE)

function checkZeroAuthorization(config: unknown): void {
  const ok =
    isObject(config) &&
    (typeof config.disableSavedPaymentMethods === 'boolean' ||
      (typeof config.cardToken === 'string' && config.cardToken !== ''))
  check('zeroAuthorizationConfig', ok, config, '{ disableSavedPaymentMethods: boolean } or { cardToken }')
}

const text = (v: unknown, pattern: RegExp, optional = false) =>
  (optional && v === undefined) || (typeof v === 'string' && pattern.test(v))

function checkAccountFunding(aft: unknown): void {
  const r = isObject(aft) ? aft.recipientAftInfo : null
  const ok =
    r === undefined ||
    (isObject(r) &&
      ['firstName', 'lastName', 'address1', 'city', 'postalCode'].every((k) => text(r[k], /\S/)) &&
      text(r.countryCode, /^[A-Za-z]{2}$/) &&
      text(r.state, /\S/, true) &&
      text(r.dateOfBirth, /^\d{8}$/, true) &&
      text(r.phoneNumber, /^\d+$/, true))
  check(
    'accountFundingTransaction',
    ok,
    aft,
    'recipientAftInfo needs firstName, lastName, address1, city, postalCode, a 2-letter countryCode; ' +
      'dateOfBirth is YYYYMMDD and phoneNumber digits only',
  )
}

/** Rejects options the checkout would refuse, with an error that names the option and what it accepts. */
export function validateCheckoutParams(params: CheckoutParams, cents: unknown, currency: unknown): void {
  const p = params
  if (cents !== undefined)
    check('cents', Number.isSafeInteger(cents) && (cents as number) >= 0, cents, 'a whole number >= 0')
  if (currency !== undefined)
    check(
      'currency',
      typeof currency === 'string' && /^[A-Z]{3}$/.test(currency),
      currency,
      'an ISO 4217 code',
    )
  oneOf('presentment', p.presentment, Currencies, 'a currency of Currencies')
  oneOf('settlementType', p.settlementType, SettlementTypes)
  oneOf('threeDsChallengePreference', p.threeDsChallengePreference, ThreeDsChallengePreferences)
  oneOf(
    'chargebackProtectionAccountType',
    p.chargebackProtectionAccountType,
    ChargebackProtectionAccountTypes,
  )
  oneOf('color', p.color, { white: 1, black: 1 })
  for (const method of p.allowedPaymentMethods ?? []) oneOf('allowedPaymentMethods', method, PaymentMethods)
  for (const speed of p.allowedWithdrawSpeeds ?? []) oneOf('allowedWithdrawSpeeds', speed, WithdrawSpeeds)
  for (const preset of p.depositAmounts ?? [])
    check(
      'depositAmounts',
      finite(preset, Number.MIN_VALUE, Number.MAX_VALUE),
      preset,
      'amounts in dollars > 0',
    )
  if (p.amount !== undefined) check('amount', amount(p.amount), p.amount, 'an amount >= 0')
  const at: unknown = p.userLocation
  if (at !== undefined)
    check(
      'userLocation',
      isObject(at) && finite(at.lat, -90, 90) && finite(at.lng, -180, 180),
      at,
      'lat -90..90, lng -180..180',
    )
  if (p.zeroAuthorizationConfig !== undefined) checkZeroAuthorization(p.zeroAuthorizationConfig)
  if (p.accountFundingTransaction !== undefined) checkAccountFunding(p.accountFundingTransaction)
}
