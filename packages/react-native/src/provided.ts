import { useContext } from 'react'
import { type PorticoConfig, PorticoContext, PROVIDED } from './portico-provider'

/**
 * `props` with every provided key it leaves undefined taken from the nearest `<PorticoProvider>` (a
 * component may be used without one when its props carry `env` and `merchantId`).
 */
export function useProvided<P extends Partial<PorticoConfig>>(props: P): P & Partial<PorticoConfig> {
  const config = useContext(PorticoContext)
  if (!config) return props
  const merged: Record<string, unknown> = { ...props }
  for (const key of PROVIDED) if (merged[key] === undefined) merged[key] = config[key]
  return merged as P & Partial<PorticoConfig>
}
