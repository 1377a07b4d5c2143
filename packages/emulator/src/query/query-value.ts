import LZString from 'lz-string'

/**
 * How a parameter is written: text; lz-string compressed JSON; plain (URL-encoded) JSON; a `true`/`false`
 * flag; a comma-joined list of text or of numbers; whole cents; a whole number (as text); a number; an
 * amount (a number kept as text, so big token amounts stay exact).
 */
export type Kind =
  | 'text'
  | 'json'
  | 'plain-json'
  | 'flag'
  | 'list'
  | 'numbers'
  | 'cents'
  | 'integer'
  | 'number'
  | 'amount'

// A number as JavaScript writes one with String(n): digits, an optional fraction and exponent.
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i

/** One raw query value read as its kind: the value, or the problem in words. */
// lz-string throws on some text that is not its output (`zzzzzzzzzzzzz`): that is a malformed value too.
function decompress(raw: string): string | null {
  try {
    return LZString.decompressFromEncodedURIComponent(raw)
  } catch {
    return null
  }
}

export function decodeValue(raw: string, kind: Kind, name: string): { value?: unknown; error?: string } {
  switch (kind) {
    case 'text':
      return { value: raw }
    case 'flag':
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' }
      return { error: `${name} must be true or false, got "${raw}"` }
    case 'list':
      return { value: raw.split(',').filter(Boolean) }
    case 'numbers': {
      const parts = raw.split(',').filter(Boolean)
      const bad = parts.find((part) => !NUMBER.test(part.trim()) || !(Number(part) > 0))
      if (bad !== undefined)
        return { error: `${name} must be numbers above 0 joined with commas, got "${bad}"` }
      return { value: parts.map(Number) }
    }
    case 'number':
    case 'amount':
      if (!NUMBER.test(raw) || !Number.isFinite(Number(raw)))
        return { error: `${name} must be a number, got "${raw}"` }
      return { value: kind === 'amount' ? raw : Number(raw) }
    case 'cents':
      if (/^\d{1,15}$/.test(raw)) return { value: Number(raw) }
      return { error: `cents must be a whole number of cents, got "${raw}"` }
    case 'integer':
      if (/^\d{1,78}$/.test(raw)) return { value: raw }
      return { error: `${name} must be a whole number, got "${raw}"` }
    case 'json': {
      const text = decompress(raw)
      if (!text) return { error: `${name} is not a compressed JSON value` }
      try {
        return { value: JSON.parse(text) }
      } catch {
        return { error: `${name} does not decompress to JSON` }
      }
    }
    case 'plain-json':
      try {
        return { value: JSON.parse(raw) }
      } catch {
        return { error: `${name} is not JSON` }
      }
  }
}
