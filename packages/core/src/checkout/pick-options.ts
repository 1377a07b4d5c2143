/**
 * A copy of `options` with only `keys`, each present (`undefined` where `options` has none): what a page
 * with parameters of its own takes, so that no other option is written or checked.
 */
export function pickOptions<T, K extends keyof T>(options: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>
  for (const key of keys) picked[key] = options[key]
  return picked
}
