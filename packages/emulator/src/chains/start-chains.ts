import { CHAIN_PACKAGES, requireChainPackages, withChainPackages } from './chain-packages'
import type { HardhatNode, StartHardhatOptions } from './hardhat'
import type { SolanaRpc, SolanaRpcOptions } from './solana-rpc'

// The chains' code is imported when a chain is started, so that the emulator loads without its packages.
// Their packages are checked first, so that the error names only (and all) those that are missing.

/**
 * Starts a Hardhat 2 node on 127.0.0.1 (see chains/hardhat.ts). Needs hardhat and viem (optional peer
 * dependencies): without them, ChainPackageMissingError says what to install.
 */
export async function startHardhat(options?: StartHardhatOptions): Promise<HardhatNode> {
  requireChainPackages([{ what: 'startHardhat', packages: CHAIN_PACKAGES.evmNode }])
  const code = await withChainPackages('startHardhat', CHAIN_PACKAGES.evmNode, () => import('./hardhat'))
  return code.startHardhat(options)
}

/**
 * Starts a litesvm-backed Solana JSON-RPC on 127.0.0.1 (see chains/solana-rpc.ts). Needs litesvm and
 * @solana/web3.js (optional peer dependencies): without them, ChainPackageMissingError says what to install.
 */
export async function startSolanaRpc(options?: SolanaRpcOptions): Promise<SolanaRpc> {
  requireChainPackages([{ what: 'startSolanaRpc', packages: CHAIN_PACKAGES.solanaNode }])
  const code = await withChainPackages(
    'startSolanaRpc',
    CHAIN_PACKAGES.solanaNode,
    () => import('./solana-rpc'),
  )
  return code.startSolanaRpc(options)
}
