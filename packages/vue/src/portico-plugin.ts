import type { AnyChainPlugin, Env, MountCheckoutOptions } from '@portico/core'
import { PROVIDED_KEYS } from '@portico/core/internal'
import {
  type App,
  type ComputedRef,
  computed,
  type InjectionKey,
  inject,
  type MaybeRefOrGetter,
  provide,
  toValue,
} from 'vue'
import { PorticoProviderMissingError } from './provider-missing-error'

/**
 * What `app.use(PorticoPlugin, config)` or `providePortico(config)` hands to every Portico component below:
 * the same configuration as `<PorticoProvider>` of `@portico/react`, documented where core defines it.
 */
export type PorticoConfig = Pick<
  MountCheckoutOptions,
  'hosts' | 'baseUrl' | 'deviceId' | 'nonce' | 'onEvent' | 'debug'
> & {
  /** Where the app runs: `prod`, a staging name such as `sandbox`, or `local` for the emulator. */
  env: Env
  /** Your merchant id. */
  merchantId: string
  /** The chain plugins checkouts and payment buttons may use, e.g. `[solana(), evm()]` (`[]` for card forms only). */
  plugins: readonly AnyChainPlugin[]
  /**
   * `false`: purchase protection below reports no failure to the provider (its front-end error telemetry).
   * @default true
   */
  telemetry?: boolean | undefined
}

/** The keys every component takes from the provided configuration where its own props give none. */
export const PROVIDED = PROVIDED_KEYS satisfies readonly (keyof PorticoConfig)[]

/** @internal Where the configuration is provided; a getter, so a reactive configuration stays reactive. */
export const PORTICO_KEY: InjectionKey<() => PorticoConfig> = Symbol('portico')

/**
 * The Vue plugin: `app.use(PorticoPlugin, { env, merchantId, plugins })` gives every Portico component of
 * the app this configuration. The configuration may be a ref, a reactive object or a getter: components
 * take its changes like prop changes (new data is posted or reloads only when the checkout URL changes).
 */
export const PorticoPlugin = {
  install(app: App, config: MaybeRefOrGetter<PorticoConfig>): void {
    app.provide(PORTICO_KEY, () => toValue(config))
  },
}

/**
 * Provides Portico's configuration to the components below the calling component (call it in `setup`),
 * for one part of an app, or a part with another merchant or env than the plugin's.
 */
export function providePortico(config: MaybeRefOrGetter<PorticoConfig>): void {
  provide(PORTICO_KEY, () => toValue(config))
}

/**
 * The configuration provided above the calling component (call it in `setup`), as a computed ref whose
 * reads are tracked; throws PorticoProviderMissingError when neither PorticoPlugin nor providePortico gave one.
 */
export function usePortico(): ComputedRef<PorticoConfig> {
  const config = inject(PORTICO_KEY, null)
  if (!config) throw new PorticoProviderMissingError()
  return computed(config)
}
