import type { EvmChain } from '../wallet/evm-chain'
import type { SolanaChain } from '../wallet/solana-chain'
import { CHAIN_PACKAGES, type ChainNeed, requireChainPackages, withChainPackages } from './chain-packages'
import type { HardhatAccount } from './hardhat-accounts'
import { startHardhat, startSolanaRpc } from './start-chains'

// The chains' code is loaded only when chains are asked for: without them, none of their packages
// (optional peer dependencies) need be installed, and a missing one is named (ChainPackageMissingError).
const solanaCode = () =>
  withChainPackages('The Solana chain', CHAIN_PACKAGES.solana, () => import('../wallet/solana-chain'))
const evmCode = () =>
  withChainPackages('The EVM chain', CHAIN_PACKAGES.evm, () => import('../wallet/evm-chain'))

/** Which chains to use: started here (`chains`), or already running (`solanaRpcUrl`, `evmRpcUrl`). */
export interface ChainOptions {
  /** Start a Hardhat 2 node and a litesvm Solana RPC on 127.0.0.1 (`true`), or only some. @default false */
  chains?: boolean | { solana?: boolean; evm?: boolean }
  /** Use this Solana JSON-RPC endpoint instead of starting one. */
  solanaRpcUrl?: string
  /** Use this EVM JSON-RPC endpoint (Hardhat or Anvil) instead of starting one. */
  evmRpcUrl?: string
  /** Port of the Solana RPC it starts (its WebSocket takes the next one); 0 picks a free port. @default 0 */
  solanaRpcPort?: number
  /** Port of the Hardhat node it starts; 0 picks a free port. @default 0 */
  evmRpcPort?: number
  /** How long a sent transaction may take to show up confirmed before the payment is refused. @default 10000 */
  confirmTimeoutMs?: number
}

/** The chains an emulator run pays on. */
export interface LocalChains {
  solana?: SolanaChain
  evm?: EvmChain
  /** Funded accounts of the Hardhat node it started (none for an `evmRpcUrl`). */
  evmAccounts: HardhatAccount[]
  /** Stops the chains it started (never those it was only pointed at). */
  close(): Promise<void>
}

const union = (...lists: ReadonlyArray<readonly string[]>) => [...new Set(lists.flat())]

// A chain's code loads while its node starts (the two take most of a start-up); a node that started is
// handed to `started` (to be stopped on close) even when loading the code failed.
async function both<C, N>(code: Promise<C>, node: Promise<N>, started: (node: N) => void): Promise<[C, N]> {
  const [c, n] = await Promise.allSettled([code, node])
  if (n.status === 'fulfilled') started(n.value)
  if (c.status === 'rejected') throw c.reason
  if (n.status === 'rejected') throw n.reason
  return [c.value, n.value]
}

/**
 * Starts or attaches the chains the options ask for. A package they need that is not installed fails it
 * before anything starts, with one ChainPackageMissingError naming all of them; on any other failure, it
 * stops what it started and rethrows.
 */
export async function attachChains(options: ChainOptions): Promise<LocalChains> {
  const wanted = options.chains
  const startSolana =
    !options.solanaRpcUrl && (wanted === true || (typeof wanted === 'object' && wanted.solana))
  const startEvm = !options.evmRpcUrl && (wanted === true || (typeof wanted === 'object' && wanted.evm))
  const needs: ChainNeed[] = []
  if (startSolana)
    needs.push({
      what: 'The local Solana chain',
      packages: union(CHAIN_PACKAGES.solana, CHAIN_PACKAGES.solanaNode),
    })
  else if (options.solanaRpcUrl) needs.push({ what: 'The Solana chain', packages: CHAIN_PACKAGES.solana })
  if (startEvm)
    needs.push({ what: 'The local EVM chain', packages: union(CHAIN_PACKAGES.evmNode, CHAIN_PACKAGES.evm) })
  else if (options.evmRpcUrl) needs.push({ what: 'The EVM chain', packages: CHAIN_PACKAGES.evm })
  requireChainPackages(needs)
  const timeout = options.confirmTimeoutMs ?? 10_000
  const stops: Array<() => Promise<void>> = []
  const close = () => Promise.all(stops.map((stop) => stop())).then(() => undefined)
  try {
    // allSettled, not all: when one chain fails, the other may still be starting, and must have started
    // (and registered its stop) before close() can stop it.
    const [solanaResult, evmResult] = await Promise.allSettled([
      (async () => {
        if (!options.solanaRpcUrl && !startSolana) return undefined
        if (options.solanaRpcUrl)
          return { chain: (await solanaCode()).solanaChain(options.solanaRpcUrl, timeout) }
        const [{ solanaChain }, rpc] = await both(
          solanaCode(),
          startSolanaRpc({ port: options.solanaRpcPort ?? 0 }),
          (rpc) => stops.push(() => rpc.close()),
        )
        return { chain: solanaChain(rpc.url, timeout, (address, lamports) => rpc.airdrop(address, lamports)) }
      })(),
      (async () => {
        if (!options.evmRpcUrl && !startEvm) return undefined
        if (options.evmRpcUrl)
          return { chain: await (await evmCode()).evmChain(options.evmRpcUrl, timeout), accounts: [] }
        const [{ evmChain }, node] = await both(
          evmCode(),
          startHardhat(options.evmRpcPort ? { port: options.evmRpcPort } : {}),
          (node) => stops.push(() => node.close()),
        )
        return { chain: await evmChain(node.url, timeout, node.chainId), accounts: node.accounts }
      })(),
    ])
    if (solanaResult.status === 'rejected') throw solanaResult.reason
    if (evmResult.status === 'rejected') throw evmResult.reason
    const [solana, evm] = [solanaResult.value, evmResult.value]
    return {
      ...(solana ? { solana: solana.chain } : {}),
      ...(evm ? { evm: evm.chain } : {}),
      evmAccounts: evm?.accounts ?? [],
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
