// A small vocabulary for checking decoded JSON values: each rule returns the problem in words (naming the
// path of the offending field), or undefined when the value fits.

/** Checks one value found at `path`. */
export type Rule = (value: unknown, path: string) => string | undefined

/** A field of a shape: its rule, and whether it may be absent. */
export interface Field {
  rule: Rule
  optional: boolean
}

/** Whether a value is a JSON object (not null, not a list). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Text. */
export const text: Rule = (value, path) => (typeof value === 'string' ? undefined : `${path} must be text`)

/** A finite number. */
export const num: Rule = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? undefined : `${path} must be a number`

/** true or false. */
export const bool: Rule = (value, path) =>
  typeof value === 'boolean' ? undefined : `${path} must be true or false`

/** Any JSON object. */
export const object: Rule = (value, path) => (isObject(value) ? undefined : `${path} must be a JSON object`)

/** One of the given texts. */
export function oneOf(values: readonly string[]): Rule {
  return (value, path) =>
    typeof value === 'string' && values.includes(value)
      ? undefined
      : `${path} "${String(value)}" is not one of ${values.join(', ')}`
}

/** Text matching a pattern, described in words for the error. */
export function matching(pattern: RegExp, words: string): Rule {
  return (value, path) =>
    typeof value === 'string' && pattern.test(value) ? undefined : `${path} must be ${words}`
}

/** A number at least `min`, whole when asked. */
export function atLeast(min: number, whole = false): Rule {
  return (value, path) =>
    typeof value === 'number' && value >= min && (!whole || Number.isInteger(value))
      ? undefined
      : `${path} must be a ${whole ? 'whole number' : 'number'} >= ${min}`
}

/** A list whose items all pass `rule`. */
export function listOf(rule: Rule): Rule {
  return (value, path) => {
    if (!Array.isArray(value)) return `${path} must be a JSON list`
    for (const [index, item] of value.entries()) {
      const problem = rule(item, `${path}[${index}]`)
      if (problem) return problem
    }
    return undefined
  }
}

/** Passes when any of the rules does (e.g. text or number). */
export function either(...rules: Rule[]): Rule {
  return (value, path) => {
    const problems = rules.map((rule) => rule(value, path))
    return problems.includes(undefined) ? undefined : problems.join(', or ')
  }
}

/** A field that may be absent. */
export function optional(rule: Rule): Field {
  return { rule, optional: true }
}

/** A JSON object whose named fields pass their rules; other fields are not looked at. */
export function shape(fields: Readonly<Record<string, Rule | Field>>): Rule {
  return (value, path) => {
    if (!isObject(value)) return `${path} must be a JSON object`
    for (const [name, field] of Object.entries(fields)) {
      const { rule, optional } = typeof field === 'function' ? { rule: field, optional: false } : field
      const found = Object.hasOwn(value, name) ? value[name] : undefined
      if (found === undefined) {
        if (!optional) return `${path}.${name} is required`
        continue
      }
      const problem = rule(found, `${path}.${name}`)
      if (problem) return problem
    }
    return undefined
  }
}
