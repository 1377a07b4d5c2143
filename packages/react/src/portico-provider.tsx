import type { AnyChainPlugin, Env, Hosts, PorticoEvent } from '@portico/core'
import { PROVIDED_KEYS } from '@portico/core/internal'
import { createContext, type ReactNode, useMemo } from 'react'

/** What `<PorticoProvider>` hands to every Portico component and hook below it. */
export interface PorticoConfig {
  /** Where the provider runs: `prod`, a staging name such as `sandbox`, or `local` for the emulator. */
  env: Env
  /** Your merchant id. */
  merchantId: string
  /** The chain plugins checkouts and payment buttons may use, e.g. `[solana(), evm()]` (`[]` for card forms only). */
  plugins: readonly AnyChainPlugin[]
  /** Other checkout/API origins or card vendor script URL, e.g. your emulator's. @default env's hosts */
  hosts?: Hosts | undefined
  /** The checkout's base URL instead of the env's (a proxy of yours). */
  baseUrl?: string | undefined
  /** The shopper's device id, for the checkouts and buttons below (purchase protection sets it itself). */
  deviceId?: string | undefined
  /** Set as the `nonce` of every `<script>` and `<style>` Portico inserts, for a nonce-based policy. */
  nonce?: string | undefined
  /** Called with the events of every Portico instance below, in order (nothing private in them). */
  onEvent?: ((event: PorticoEvent) => void) | undefined
  /** Logs the messages of every Portico instance below on `console.debug`. */
  debug?: boolean | undefined
  /**
   * `false`: purchase protection below reports no failure to the provider (its front-end error telemetry).
   * @default true
   */
  telemetry?: boolean | undefined
}

/** The keys every component takes from the provider where its own props give none. */
export const PROVIDED = PROVIDED_KEYS satisfies readonly (keyof PorticoConfig)[]

/** Props of `<PorticoProvider>`: the configuration, and the part of your app that uses it. */
export interface PorticoProviderProps extends PorticoConfig {
  children?: ReactNode
}

// What the provider's value is made of: the provided keys, and what only purchase protection reads.
const CONFIG_KEYS = [...PROVIDED, 'telemetry'] as const

/** @internal The context `<PorticoProvider>` fills; `null` outside one. */
export const PorticoContext = createContext<PorticoConfig | null>(null)

/** Puts Portico's configuration in context for the components and hooks below it. Holds no other state. */
export function PorticoProvider({ children, ...config }: PorticoProviderProps) {
  // The same configuration keeps the same context value, so consumers do not re-render for nothing.
  const value = useMemo(
    () => config,
    // biome-ignore lint/correctness/useExhaustiveDependencies: the provided keys are the configuration
    CONFIG_KEYS.map((key) => config[key]),
  )
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>
}
