import { ButtonShapes } from '@portico/core'
import { cartItemProblem } from './cart-items'
import {
  bool,
  either,
  isObject,
  listOf,
  matching,
  num,
  oneOf,
  optional,
  type Rule,
  shape,
  text,
} from './shape'

// Rules (see shape.ts) for decoded query values: each returns the problem in words, naming the parameter,
// or undefined when the value is what the hosted checkout reads.

/** A value that must be one of a catalogue's values (a list, or the keys of a catalogue object). */
export function catalogValue(catalog: readonly string[] | object): Rule {
  const values = Array.isArray(catalog) ? (catalog as readonly string[]) : Object.keys(catalog)
  return oneOf(values)
}

const textOrNumber = either(text, num)

/** The theme: colours and fonts as text, a known button shape, and the hosted card form's fields. */
export const checkTheme: Rule = shape({
  primary: optional(text),
  background: optional(text),
  backgroundAccent: optional(text),
  backgroundAccent2: optional(text),
  textColor: optional(text),
  textColorAccent: optional(text),
  textColorAction: optional(text),
  ctaColor: optional(text),
  font: optional(text),
  style: optional(oneOf(Object.keys(ButtonShapes))),
  cardBackground: optional(text),
  fontSize: optional(textOrNumber),
  fontWeight: optional(textOrNumber),
  cardNumberPlaceholder: optional(text),
  cvvPlaceholder: optional(text),
  expirationPlaceholder: optional(text),
  placeholderColor: optional(text),
  showCardIcon: optional(bool),
})

/** Customer details: an object whose known fields are text and whose `dob` is `YYYY-MM-DD`. */
export function checkCustomer(value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `${name} must be a JSON object`
  for (const [field, v] of Object.entries(value))
    if (v !== undefined && typeof v !== 'string') return `${name}.${field} must be text`
  if (value.dob !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(value.dob)))
    return `${name}.dob must be YYYY-MM-DD`
  return undefined
}

const origin: Rule = (item, path) => {
  try {
    if (typeof item === 'string' && new URL(item).origin === item) return undefined
  } catch {}
  return `${path} "${String(item)}" is not an origin (scheme://host[:port])`
}

const ITEM_RULES: Record<string, Rule> = {
  additionalWallets: shape({ wallet: text, blockchain: text }),
  chargebackProtectionData: cartItemProblem,
  origins: origin,
}

/** A JSON list whose items all pass the rule for `name`. */
export function checkItems(name: keyof typeof ITEM_RULES): Rule {
  const rule = ITEM_RULES[name] as Rule
  return (value) => listOf(rule)(value, name)
}

/** `{disableSavedPaymentMethods: boolean}` or `{cardToken}`: exactly one of the two. */
export function checkZeroAuthorization(value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `${name} must be a JSON object`
  const has = (field: string) => Object.hasOwn(value, field) && value[field] !== undefined
  if (has('cardToken') === has('disableSavedPaymentMethods'))
    return `${name} must be {disableSavedPaymentMethods} or {cardToken}`
  if (has('cardToken')) return matching(/\S/, 'a card token')(value.cardToken, `${name}.cardToken`)
  return bool(value.disableSavedPaymentMethods, `${name}.disableSavedPaymentMethods`)
}

/** Account Funding Transaction details: `{recipientAftInfo?}` with the recipient's name and address. */
export const checkAccountFunding: Rule = shape({
  recipientAftInfo: optional(
    shape({
      firstName: text,
      lastName: text,
      address1: text,
      city: text,
      postalCode: text,
      state: optional(text),
      countryCode: matching(/^[A-Z]{2}$/, 'a 2-letter country code'),
      dateOfBirth: optional(matching(/^\d{8}$/, '8 digits (YYYYMMDD)')),
      phoneNumber: optional(matching(/^\d+$/, 'digits only')),
      documentReference: optional(text),
    }),
  ),
})

/** A URL the page sends the customer to: absolute, and `http:` or `https:` only (never `javascript:`). */
export function checkHttpUrl(value: unknown, name: string): string | undefined {
  try {
    if (/^https?:$/.test(new URL(String(value)).protocol)) return undefined
  } catch {}
  return `${name} must be an absolute http(s) URL`
}

/** An absolute URL (a web address or an app's deep link). */
export function checkUrl(value: unknown, name: string): string | undefined {
  try {
    new URL(String(value))
    return undefined
  } catch {
    return `${name} must be an absolute URL`
  }
}
