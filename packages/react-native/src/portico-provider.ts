import { PROVIDED_KEYS } from '@portico/core/internal'
import type { PorticoConfig as WebConfig } from '@portico/react'
import { createContext, createElement, type ReactNode, useMemo } from 'react'

/** What `<PorticoProvider>` hands to every Portico component below it in a React Native app. */
export interface PorticoConfig extends Omit<WebConfig, 'nonce'> {
  /**
   * Opens a link that leaves the checkout (a bank's page, a PayPal or Venmo approval, a 3-D Secure page of
   * another site) outside the app's WebView. @default Linking.openURL
   */
  onOpenExternal?: ((url: string) => void) | undefined
  /** The deep link the checkout sends the shopper back to after a hand-off (`appReturnUrl`). */
  appReturnUrl?: string | undefined
}

/** The keys every component takes from the provider where its own props give none: the web's, and the app's. */
export const PROVIDED = [
  // A nonce has no part in a WebView: the app inserts no script or style into a page.
  ...PROVIDED_KEYS.filter((key): key is Exclude<typeof key, 'nonce'> => key !== 'nonce'),
  'onOpenExternal',
  'appReturnUrl',
] as const satisfies readonly (keyof PorticoConfig)[]

/** Props of `<PorticoProvider>`: the configuration, and the part of your app that uses it. */
export interface PorticoProviderProps extends PorticoConfig {
  children?: ReactNode
}

/** @internal The context `<PorticoProvider>` fills; `null` outside one. */
export const PorticoContext = createContext<PorticoConfig | null>(null)

/** Puts Portico's configuration in context for the components below it. Holds no other state. */
export function PorticoProvider({ children, ...config }: PorticoProviderProps) {
  const provided = PROVIDED.map((key) => config[key])
  // A new context value only when a provided value changed: consumers do not re-render for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the provided values are the configuration
  const value = useMemo(() => config, provided)
  return createElement(PorticoContext.Provider, { value }, children)
}
