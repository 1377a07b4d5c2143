import type { SolanaChain } from './chain'

/** The Agave line litesvm 0.8 is built from; reported by `getVersion` and as every context's `apiVersion`. */
export const solanaCoreVersion = '3.0.0'

/** An RPC "context + value" envelope at the chain's current slot. */
export function withContext(chain: SolanaChain, value: unknown): unknown {
  return { context: { slot: chain.slot(), apiVersion: solanaCoreVersion }, value }
}
