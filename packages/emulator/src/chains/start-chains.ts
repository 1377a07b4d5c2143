import { CHAIN_PACKAGES, requireChainPackages, withChainPackages } from './chain-packages'
import { type HardhatNode, type StartHardhatOptions, startHardhat as startHardhatNode } from './hardhat'
import type { SolanaRpc, SolanaRpcOptions } from './solana-rpc'

// The Solana chain's code is imported when it is started, so that the emulator loads without its packages.
// Their packages are checked first, so that the error names only (and all) those that are missing.
// The Hardhat launcher imports no package of its own (Hardhat loads on its thread): it is at hand, so that
// its thread is on its way before the Solana chain's modules take the main thread.

/**
 * Starts a Hardhat 2 node on 127.0.0.1 (see chains/hardhat.ts). Needs hardhat and viem (optional peer
 * dependencies): without them, ChainPackageMissingError says what to install.
 */
export async function startHardhat(options?: StartHardhatOptions): Promise<HardhatNode> {
  requireChainPackages([{ what: 'startHardhat', packages: CHAIN_PACKAGES.evmNode }])
  return startHardhatNode(options)
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
