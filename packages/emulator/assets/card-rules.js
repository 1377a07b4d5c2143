// Card number rules shared by the emulator's pages (checkout card form, card vendor field) and its server:
// one source for Luhn, brand detection, CVV length and pretty formatting. Plain ES module, no dependencies.

/** Brands as the card vendor names them, with their prefixes, lengths and CVV length. */
export const BRANDS = [
  { type: 'americanExpress', code: 'AMEX', pattern: /^3[47]/, lengths: [15], cvv: 4, groups: [4, 6, 5] },
  { type: 'visa', code: 'VISA', pattern: /^4/, lengths: [13, 16, 19], cvv: 3, groups: [4, 4, 4, 4, 3] },
  {
    type: 'masterCard',
    code: 'MSTR',
    pattern: /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/,
    lengths: [16],
    cvv: 3,
    groups: [4, 4, 4, 4],
  },
  {
    type: 'discover',
    code: 'DISC',
    pattern: /^(6011|65|64[4-9]|622)/,
    lengths: [16, 19],
    cvv: 3,
    groups: [4, 4, 4, 4, 3],
  },
]

/** The digits of what was typed (spaces and dashes dropped). */
export function digitsOf(text) {
  return String(text).replace(/[\s-]/g, '')
}

/** Whether the digits pass the Luhn checksum. */
export function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The brand the digits belong to, or undefined while unknown. */
export function brandOf(digits) {
  return BRANDS.find((brand) => brand.pattern.test(digits))
}

/** Whether the digits are a complete, valid card number of a known brand. */
export function cardNumberValid(digits) {
  const brand = brandOf(digits)
  return Boolean(brand?.lengths.includes(digits.length) && luhnValid(digits))
}

/** Whether the CVV has the length the brand asks for (3, or 4 for American Express). */
export function cvvValid(cvv, digits) {
  const length = brandOf(digits)?.cvv ?? 3
  return new RegExp(`^\\d{${length}}$`).test(String(cvv))
}

/**
 * The number grouped as printed on the card, e.g. `4242 4242 4242 4242` or `3782 822463 10005`; `brand`
 * (with its `groups`) when the caller knows brands this file does not.
 */
export function prettyFormat(digits, brand = brandOf(digits)) {
  const groups = brand?.groups ?? [4, 4, 4, 4, 3]
  const parts = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** Whether `MM/YY` names this month or a later one. */
export function expiryValid(text, now = new Date()) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(text).trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}
