import { InvalidOptionError } from '../errors/checkout-errors'

/** The longest delay setTimeout keeps (32 bits): any longer one fires at once. */
export const LONGEST_TIMER = 2 ** 31 - 1

/**
 * Throws InvalidOptionError (option `option`) unless `ms` is undefined or above 0 and at most 2^31 - 1:
 * for anything else (0, negative, NaN, longer) a timer would fire at once.
 */
export function checkTimerOption(option: string, ms: unknown): void {
  if (ms !== undefined && !(typeof ms === 'number' && ms > 0 && ms <= LONGEST_TIMER))
    // What a time limit accepts is in docs/errors.md#invalid_option: the message names the value.
    throw new InvalidOptionError(option, String(ms))
}

/**
 * The time limit to use from option `option`: `ms`, or `fallback` when it is undefined; `Infinity` means no
 * limit. Throws InvalidOptionError otherwise unless `ms` is above 0 and at most 2^31 - 1 (checkTimerOption).
 */
export function timeoutOption(option: string, ms: unknown, fallback: number): number {
  if (ms === Number.POSITIVE_INFINITY) return ms
  checkTimerOption(option, ms)
  return (ms as number | undefined) ?? fallback
}
