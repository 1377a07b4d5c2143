import { PorticoError } from '@portico/core'
import type { PublicClient, TestClient } from 'viem'
import { evmChainId } from '../chains/evm-chain-id'
import { viem } from './viem-package'

/** An EVM chain the emulator builds on and checks against. */
export interface EvmChain {
  url: string
  chainId: number
  /** viem's client of the node, made on first use (viem, a good part of a start, loads then). */
  client(): PublicClient
  /** How long to wait for a transaction's receipt, in ms. */
  confirmTimeoutMs: number
  /** Sets `address`'s balance to `wei` when it holds less (Hardhat's setBalance); resolves to the wei added. */
  topUp(address: `0x${string}`, wei: bigint): Promise<bigint>
}

/**
 * Access to an EVM JSON-RPC endpoint (a Hardhat or Anvil node: funding uses `hardhat_setBalance`),
 * resolved once the node answers its chain id, or at once with `knownChainId` (a node the emulator started
 * and set the chain id of: asking it would load Node's HTTP client during the start, for an answer known
 * already); viem loads when the first wallet request needs it.
 */
export async function evmChain(
  url: string,
  confirmTimeoutMs: number,
  knownChainId?: number,
): Promise<EvmChain> {
  let chainId: number
  try {
    chainId = knownChainId ?? (await evmChainId(url))
  } catch (cause) {
    throw new PorticoError('EMULATOR_CHAIN_FAILED', `no EVM node answers at ${url}`, { cause })
  }
  let clients: { client: PublicClient; testClient: TestClient } | undefined
  const made = () => {
    if (clients) return clients
    const { createPublicClient, createTestClient, http } = viem()
    const transport = http(url, { retryCount: 0 })
    clients = {
      client: createPublicClient({ transport }) as PublicClient,
      testClient: createTestClient({ mode: 'hardhat', transport }) as TestClient,
    }
    return clients
  }
  return {
    url,
    chainId,
    client: () => made().client,
    confirmTimeoutMs,
    async topUp(address, wei) {
      try {
        const { client, testClient } = made()
        const balance = await client.getBalance({ address })
        if (balance >= wei) return 0n
        await testClient.setBalance({ address, value: wei })
        return wei - balance
      } catch (cause) {
        throw new PorticoError('EMULATOR_CHAIN_FAILED', `the local EVM chain failed to fund ${address}`, {
          cause,
          details: cause instanceof Error ? cause.message : String(cause),
        })
      }
    },
  }
}
