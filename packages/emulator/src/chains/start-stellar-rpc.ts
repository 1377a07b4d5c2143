import { CHAIN_PACKAGES, requireChainPackages, withChainPackages } from './chain-packages'
import type { StellarRpc, StellarRpcOptions } from './stellar-rpc/server'

/**
 * Starts a Stellar RPC stand-in on 127.0.0.1 (see chains/stellar-rpc): `sendTransaction` takes a transaction
 * whose source account signed it, with no ledger behind. Needs @stellar/stellar-base (an optional peer
 * dependency): without it, ChainPackageMissingError says what to install.
 */
export async function startStellarRpc(options?: StellarRpcOptions): Promise<StellarRpc> {
  requireChainPackages([{ what: 'startStellarRpc', packages: CHAIN_PACKAGES.stellar }])
  const code = await withChainPackages(
    'startStellarRpc',
    CHAIN_PACKAGES.stellar,
    () => import('./stellar-rpc/server'),
  )
  return code.serveStellarRpc(options)
}
