import {
  PaymentMethods,
  PresentmentCurrencies,
  SettlementTypes,
  ThreeDsChallengePreferences,
} from '../catalogs/catalogs'
import { InvalidOptionError } from '../errors/checkout-errors'
import type { CheckoutParams } from './checkout-types'

function oneOf(option: string, value: string | undefined, catalog: object): void {
  if (value !== undefined && !Object.hasOwn(catalog, value))
    throw new InvalidOptionError(option, `${value} (use ${Object.keys(catalog)})`)
}

/** Rejects options the checkout would refuse, with an error that names the option and what it accepts. */
export function validateCheckoutParams(params: CheckoutParams, cents: unknown, currency: unknown): void {
  if (cents !== undefined && (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents < 0))
    throw new InvalidOptionError('cents', `${cents} (a whole number >= 0)`)
  if (currency !== undefined && (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)))
    throw new InvalidOptionError('currency', `${currency} (an ISO 4217 code)`)
  oneOf('presentment', params.presentment, PresentmentCurrencies)
  oneOf('settlementType', params.settlementType, SettlementTypes)
  oneOf('threeDsChallengePreference', params.threeDsChallengePreference, ThreeDsChallengePreferences)
  for (const method of params.allowedPaymentMethods ?? [])
    oneOf('allowedPaymentMethods', method, PaymentMethods)
}
