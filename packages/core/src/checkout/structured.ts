import LZString from 'lz-string'

/** JSON that writes bigint as a decimal string instead of throwing, as the checkout reads amounts as text. */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))
}

/** A structured URL value: bigint-safe JSON compressed into URI-safe text with lz-string. */
export function compressValue(value: unknown): string {
  return LZString.compressToEncodedURIComponent(stringifyJson(value))
}
