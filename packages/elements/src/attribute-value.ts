import { InvalidOptionError } from '@portico/core'

/** How an element reads one attribute: as text, a number, or a flag. */
export type AttributeKind = 'text' | 'number' | 'flag'

/**
 * The option value of attribute `name` (`value` as the page wrote it), read as HTML reads attributes: a
 * flag is on when present (empty, `true` or its own name) and off for `false`; a number is a decimal
 * number. Throws InvalidOptionError (option: the attribute's name) for a flag or number it cannot read,
 * so a typo reaches the element's `error` event instead of being dropped.
 */
export function attributeValue(name: string, value: string, kind: AttributeKind): unknown {
  // The message shows the value; docs/errors.md#invalid_option says how flags and numbers are read.
  if (kind === 'flag') {
    const word = value.trim().toLowerCase()
    if (word === '' || word === 'true' || word === name) return true
    if (word === 'false') return false
  } else if (kind === 'number') {
    const number = value.trim() === '' ? Number.NaN : Number(value)
    if (Number.isFinite(number)) return number
  } else return value
  throw new InvalidOptionError(name, JSON.stringify(value))
}
