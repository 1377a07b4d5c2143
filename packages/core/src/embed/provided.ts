/**
 * The configuration a binding's provider hands down and every component takes where its own props give
 * none, the same for React, Vue and the custom elements.
 */
export const PROVIDED_KEYS = [
  'env',
  'merchantId',
  'plugins',
  'hosts',
  'baseUrl',
  'deviceId',
  'nonce',
  'onEvent',
  'debug',
] as const

/** The provided keys a card field takes: its vendor field has no chain, no checkout URL, no device id. */
export const CARD_FIELD_PROVIDED_KEYS = ['env', 'merchantId', 'hosts', 'nonce', 'onEvent', 'debug'] as const

/** One key of the provided configuration. */
export type ProvidedKey = (typeof PROVIDED_KEYS)[number]

/**
 * `options` with the provider's value of each of `keys` where the options give none: a key left out and
 * a key given as `undefined` alike take the provided value (an explicit `undefined` never hides it). The
 * provided keys outside `keys` are not taken, nor kept from `options` (a card field drops `plugins`).
 */
export function withProvided<O extends object>(
  options: O,
  provided: Partial<Record<ProvidedKey, unknown>> | null | undefined,
  keys: readonly ProvidedKey[] = PROVIDED_KEYS,
): O {
  const merged: Record<string, unknown> = { ...(options as Record<string, unknown>) }
  for (const key of PROVIDED_KEYS) {
    if (!keys.includes(key)) delete merged[key]
    else if (merged[key] === undefined && provided?.[key] !== undefined) merged[key] = provided[key]
  }
  return merged as O
}
