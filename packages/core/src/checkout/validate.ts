import {
  ChargebackProtectionAccountTypes,
  PaymentMethods,
  SettlementTypes,
  ThreeDsChallengePreferences,
  WithdrawSpeeds,
} from '../catalogs/catalogs'
import { InvalidOptionError } from '../errors/checkout-errors'
import { isObject } from '../platform/is-object'
import type { CheckoutParams } from './checkout-types'

type Rule = (value: unknown) => boolean

// The message names the option and the value; what each option accepts is in docs/errors.md#invalid_option,
// so that a page does not ship words a merchant reads only once something is wrong.
const fail = (option: string, value: unknown): never => {
  let shown: string
  try {
    shown = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  } catch {
    shown = String(value)
  }
  throw new InvalidOptionError(option, shown)
}

const inRange =
  (min: number, max: number): Rule =>
  (n) =>
    typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max
const matches =
  (pattern: RegExp): Rule =>
  (v) =>
    typeof v === 'string' && pattern.test(v)
const optional =
  (rule: Rule): Rule =>
  (v) =>
    v === undefined || rule(v)
const ISO = matches(/^[A-Z]{3}$/)
const TEXT = matches(/./s)

// Not negative: a number, a bigint or decimal text (the checkout reads amounts as text).
const amount: Rule = (v) =>
  typeof v === 'bigint' ? v >= 0n : matches(/^\d+(\.\d+)?$/)(v) || inRange(0, Infinity)(v)

const recipientAft: Rule = (r) =>
  isObject(r) &&
  ['firstName', 'lastName', 'address1', 'city', 'postalCode'].every((k) => TEXT(r[k])) &&
  matches(/^[A-Za-z]{2}$/)(r.countryCode) &&
  optional(TEXT)(r.state) &&
  optional(matches(/^\d{8}$/))(r.dateOfBirth) &&
  optional(matches(/^\d+$/))(r.phoneNumber)

// Each option's rule (docs/errors.md#invalid_option says what it accepts).
const RULES: Array<[keyof CheckoutParams, Rule]> = [
  // Any ISO 4217 code: the types hold it to the Currencies catalogue, which the page need not ship.
  ['presentment', ISO],
  ['color', (v) => v === 'white' || v === 'black'],
  ['amount', amount],
  ['userLocation', (v) => isObject(v) && inRange(-90, 90)(v.lat) && inRange(-180, 180)(v.lng)],
  [
    'zeroAuthorizationConfig',
    (v) => isObject(v) && (typeof v.disableSavedPaymentMethods === 'boolean' || TEXT(v.cardToken)),
  ],
  ['accountFundingTransaction', (v) => isObject(v) && optional(recipientAft)(v.recipientAftInfo)],
]

// Options whose value, or each value of a list, comes from a catalogue.
const CATALOGS: Array<[keyof CheckoutParams, object]> = [
  ['settlementType', SettlementTypes],
  ['threeDsChallengePreference', ThreeDsChallengePreferences],
  ['chargebackProtectionAccountType', ChargebackProtectionAccountTypes],
  ['allowedPaymentMethods', PaymentMethods],
  ['allowedWithdrawSpeeds', WithdrawSpeeds],
]

/** Rejects options the checkout would refuse, with an error that names the option and the value. */
export function validateCheckoutParams(params: CheckoutParams, cents: unknown, currency: unknown): void {
  if (cents !== undefined && !(Number.isSafeInteger(cents) && (cents as number) >= 0)) fail('cents', cents)
  if (currency !== undefined && !ISO(currency)) fail('currency', currency)
  for (const [option, rule] of RULES) {
    const value = params[option]
    if (value !== undefined && !rule(value)) fail(option, value)
  }
  for (const [option, catalog] of CATALOGS)
    for (const value of ([] as unknown[]).concat(params[option] ?? []))
      if (typeof value !== 'string' || !Object.hasOwn(catalog, value)) fail(option, value)
  for (const preset of params.depositAmounts ?? [])
    if (!inRange(Number.MIN_VALUE, Infinity)(preset)) fail('depositAmounts', preset)
}
