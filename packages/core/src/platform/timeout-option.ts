import { InvalidOptionError } from '../errors/checkout-errors'

/** The longest delay setTimeout keeps (32 bits): any longer one fires at once. */
export const LONGEST_TIMER = 2 ** 31 - 1

/**
 * The time limit to use from option `option`: `ms`, or `fallback` when it is undefined; `Infinity` means no
 * limit. Throws InvalidOptionError unless `ms` is above 0 and at most 2^31 - 1, as a timer would fire at once.
 */
export function timeoutOption(option: string, ms: unknown, fallback: number): number {
  if (ms === undefined) return fallback
  if (ms === Number.POSITIVE_INFINITY || (typeof ms === 'number' && ms > 0 && ms <= LONGEST_TIMER)) return ms
  throw new InvalidOptionError(option, `${String(ms)} (ms above 0, at most ${LONGEST_TIMER}, or Infinity)`)
}
