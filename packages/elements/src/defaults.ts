import type { AnyChainPlugin, EmbedOptions, Env, Hosts } from '@portico/core'

/** What every Portico element on the page takes where its own attributes and properties give none. */
export interface ElementDefaults extends EmbedOptions {
  /** Where the page runs: `prod`, a staging name such as `sandbox`, or `local` for the emulator. */
  env?: Env | undefined
  /** Your merchant id. */
  merchantId?: string | undefined
  /** The chain plugins checkouts and payment buttons may use, e.g. `[Portico.user()]`. */
  plugins?: readonly AnyChainPlugin[] | undefined
  /** Other checkout/API origins or card vendor script URL, e.g. your emulator's. */
  hosts?: Hosts | undefined
  /** The checkout's base URL instead of the env's (a proxy of yours). */
  baseUrl?: string | undefined
  /** The shopper's device id, for the checkouts and buttons. */
  deviceId?: string | undefined
}

/** The page's defaults (the elements' provider): set with `configure()`. */
export const defaults: ElementDefaults = {}

/**
 * Sets what every Portico element takes where it gives none (env, merchantId, plugins, hosts, nonce,
 * onEvent, debug…), like the provider of the framework bindings. Elements already on the page take the
 * new defaults at once (as an `update()`).
 */
export function configure(options: ElementDefaults): void {
  Object.assign(defaults, options)
  for (const listener of listeners) listener()
}

const listeners = new Set<() => void>()

/** @internal Calls `listener` after every `configure()`; returns the function that stops it. */
export function onConfigure(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
