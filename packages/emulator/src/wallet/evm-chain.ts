import { PorticoError } from '@portico/core'
import { createPublicClient, createTestClient, http, type PublicClient } from 'viem'

/** An EVM chain the emulator builds on and checks against. */
export interface EvmChain {
  url: string
  chainId: number
  client: PublicClient
  /** How long to wait for a transaction's receipt, in ms. */
  confirmTimeoutMs: number
  /** Sets `address`'s balance to `wei` when it holds less (Hardhat's setBalance); resolves to the wei added. */
  topUp(address: `0x${string}`, wei: bigint): Promise<bigint>
}

/** Access to an EVM JSON-RPC endpoint (a Hardhat or Anvil node: funding uses `hardhat_setBalance`). */
export async function evmChain(url: string, confirmTimeoutMs: number): Promise<EvmChain> {
  const transport = http(url, { retryCount: 0 })
  const client = createPublicClient({ transport }) as PublicClient
  const testClient = createTestClient({ mode: 'hardhat', transport })
  let chainId: number
  try {
    chainId = await client.getChainId()
  } catch (cause) {
    throw new PorticoError('EMULATOR_CHAIN_FAILED', `no EVM node answers at ${url}`, { cause })
  }
  return {
    url,
    chainId,
    client,
    confirmTimeoutMs,
    async topUp(address, wei) {
      try {
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
