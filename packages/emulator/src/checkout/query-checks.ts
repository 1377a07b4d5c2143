import { ButtonShapes, ProductTypes } from '@portico/core'

// Shape checks for decoded query values: each returns the problem in words, or undefined when the value is
// what the hosted checkout reads.

type Check = (value: unknown, name: string) => string | undefined

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value that must be one of a catalogue's keys. */
export function catalogValue(catalog: object): Check {
  return (value, name) =>
    typeof value === 'string' && Object.hasOwn(catalog, value)
      ? undefined
      : `${name} "${String(value)}" is not one of ${Object.keys(catalog).join(', ')}`
}

/** Any JSON object. */
export function checkObject(value: unknown, name: string): string | undefined {
  return isObject(value) ? undefined : `${name} must be a JSON object`
}

const THEME_FIELDS = [
  'primary',
  'background',
  'backgroundAccent',
  'backgroundAccent2',
  'textColor',
  'textColorAccent',
  'textColorAction',
  'ctaColor',
  'font',
]

/** `{ primary?, …, font?, style? }` with string colours and a known button shape. */
export function checkTheme(value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `${name} must be a JSON object`
  for (const field of THEME_FIELDS)
    if (value[field] !== undefined && typeof value[field] !== 'string') return `${name}.${field} must be text`
  if (
    value.style !== undefined &&
    !(typeof value.style === 'string' && Object.hasOwn(ButtonShapes, value.style))
  )
    return `${name}.style "${String(value.style)}" is not one of ${Object.keys(ButtonShapes).join(', ')}`
  return undefined
}

/** Customer details: an object whose known fields are text and whose `dob` is `YYYY-MM-DD`. */
export function checkCustomer(value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `${name} must be a JSON object`
  for (const [field, v] of Object.entries(value))
    if (v !== undefined && typeof v !== 'string') return `${name}.${field} must be text`
  if (value.dob !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(value.dob)))
    return `${name}.dob must be YYYY-MM-DD`
  return undefined
}

const ITEM_CHECKS: Record<string, (item: unknown) => string | undefined> = {
  additionalWallets: (item) =>
    isObject(item) && typeof item.wallet === 'string' && typeof item.blockchain === 'string'
      ? undefined
      : 'items must be { wallet, blockchain }',
  chargebackProtectionData: (item) => {
    if (!isObject(item) || typeof item.productName !== 'string')
      return 'items must be { productName, productType, quantity }'
    if (typeof item.productType !== 'string' || !Object.hasOwn(ProductTypes, item.productType))
      return `productType "${String(item.productType)}" is not a known product type`
    if (typeof item.quantity !== 'number' || !(item.quantity >= 0)) return 'quantity must be a number >= 0'
    return undefined
  },
  origins: (item) => {
    try {
      if (typeof item === 'string' && new URL(item).origin === item) return undefined
    } catch {}
    return `"${String(item)}" is not an origin (scheme://host[:port])`
  },
}

/** A JSON list whose items all pass the check for `name`. */
export function checkItems(name: keyof typeof ITEM_CHECKS): Check {
  return (value) => {
    if (!Array.isArray(value)) return `${name} must be a JSON list`
    for (const item of value) {
      const problem = ITEM_CHECKS[name]?.(item)
      if (problem) return `${name}: ${problem}`
    }
    return undefined
  }
}
