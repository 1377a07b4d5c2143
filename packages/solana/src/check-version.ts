import { type RequestMethod, UnsupportedRequestError } from '@portico/core'
import type { SolanaTransactionVersion } from './registry'

const name = (version: SolanaTransactionVersion) => (version === 'legacy' ? 'legacy' : `v${version}`)

/**
 * Refuses a transaction whose version the wallet does not declare, before the wallet sees it. `declared`
 * undefined: the wallet declares nothing, and is trusted with any version.
 */
export function checkVersion(
  method: RequestMethod,
  version: SolanaTransactionVersion,
  declared: Iterable<SolanaTransactionVersion> | undefined,
): void {
  if (!declared) return
  const versions = [...declared]
  if (!versions.includes(version))
    throw new UnsupportedRequestError(
      method,
      `the wallet does not support ${name(version)} transactions (it declares ${versions.map(name).join(', ') || 'none'})`,
    )
}
