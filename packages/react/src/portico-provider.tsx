import type { AnyChainPlugin, Env, Hosts } from '@portico/core'
import { createContext, type ReactNode, useMemo } from 'react'

/** What `<PorticoProvider>` hands to every Portico component and hook below it. */
export interface PorticoConfig {
  /** Where the provider runs: `prod`, a staging name such as `sandbox`, or `local` for the emulator. */
  env: Env
  /** Your merchant id. */
  merchantId: string
  /** The chain plugins checkouts may use, e.g. `[solana(), evm()]` (`[]` for card forms only). */
  plugins: readonly AnyChainPlugin[]
  /** Other checkout/API origins or card vendor script URL, e.g. your emulator's. @default env's hosts */
  hosts?: Hosts | undefined
}

/** Props of `<PorticoProvider>`: the configuration, and the part of your app that uses it. */
export interface PorticoProviderProps extends PorticoConfig {
  children?: ReactNode
}

/** @internal The context `<PorticoProvider>` fills; `null` outside one. */
export const PorticoContext = createContext<PorticoConfig | null>(null)

/** Puts Portico's configuration in context for the components and hooks below it. Holds no other state. */
export function PorticoProvider({ env, merchantId, plugins, hosts, children }: PorticoProviderProps) {
  // The same configuration keeps the same context value, so consumers do not re-render for nothing.
  const config = useMemo(() => ({ env, merchantId, plugins, hosts }), [env, merchantId, plugins, hosts])
  return <PorticoContext.Provider value={config}>{children}</PorticoContext.Provider>
}
