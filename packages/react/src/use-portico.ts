import { useContext } from 'react'
import { type PorticoConfig, PorticoContext } from './portico-provider'
import { PorticoProviderMissingError } from './provider-missing-error'

/** The configuration of the nearest `<PorticoProvider>`; throws PorticoProviderMissingError outside one. */
export function usePortico(): PorticoConfig {
  const config = useContext(PorticoContext)
  if (!config) throw new PorticoProviderMissingError()
  return config
}
