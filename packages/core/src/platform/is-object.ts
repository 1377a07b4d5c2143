/**
 * Whether `value` is an object with keys (not null, not an array): the shape of an option object and of a
 * message's info, checked by the option rules, the message parser and the payment button alike.
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
