// The card vendor stand-in's own rules, shared by its field page and its token vault: the brands it
// tokenizes (the provider's four and, like the real vendor, Diners Club and JCB), its field lifetime, and
// who may host its inputs. Plain ES module; the checkout pages keep card-rules.js's four brands.
import { BRANDS, luhnValid } from './card-rules.js'

/** Every brand the vendor tokenizes, as the vendor names it. */
export const VENDOR_BRANDS = [
  ...BRANDS,
  {
    type: 'diners',
    pattern: /^3(0[0-5]|09|[689])/,
    lengths: [14, 15, 16, 17, 18, 19],
    cvv: 3,
    groups: [4, 6, 4],
  },
  { type: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvv: 3, groups: [4, 4, 4, 4, 3] },
]

/** The brand the digits belong to, or undefined while unknown. */
export function vendorBrandOf(digits) {
  return VENDOR_BRANDS.find((brand) => brand.pattern.test(digits))
}

/** Whether the digits are a complete card number of a brand the vendor tokenizes. */
export function vendorCardValid(digits) {
  const brand = vendorBrandOf(digits)
  return Boolean(brand?.lengths.includes(digits.length) && luhnValid(digits))
}

/** How many digits the CVV of a card type has (4 for American Express, else 3). */
export function cvvLength(cardType) {
  return VENDOR_BRANDS.find((brand) => brand.type === cardType)?.cvv ?? 3
}

/** Whether the CVV has the length its card type asks for. */
export function cvvFits(cvv, cardType) {
  return new RegExp(`^\\d{${cvvLength(cardType)}}$`).test(String(cvv))
}

/** The field's lifetime after load as the vendor reads `expiresInSeconds`: 1 to 1200, anything else 1200. */
export function lifetimeSeconds(value) {
  return Number.isInteger(value) && value >= 1 && value <= 1200 ? value : 1200
}

/** Why an origin of the configuration may not host the field (https only, http on loopback), or undefined. */
export function originProblem(origin) {
  let url
  try {
    url = new URL(origin)
  } catch {
    return `${origin} is not an origin`
  }
  if (url.origin !== origin) return `${origin} is not an origin`
  if (url.protocol === 'https:') return undefined
  const loopback =
    /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname) || url.hostname.endsWith('.localhost')
  return url.protocol === 'http:' && loopback ? undefined : `${origin} must use https`
}

/** The first origin of the page's ancestor chain (nearest first) that is not allowed, or undefined. */
export function foreignAncestor(ancestors, allowed) {
  return ancestors.length ? ancestors.find((origin) => !allowed.includes(origin)) : 'no embedding page'
}
