import { VersionedMessage } from '@solana/web3.js'
import type { SolanaChain } from './chain'
import { solanaCoreVersion, withContext } from './context'
import { feeForMessage } from './fees'
import { JsonRpcError, type RpcMethod } from './json-rpc'
import { bytesParam, invalidParams } from './params'

/** Cluster methods: slots, blockhashes, epochs, fees, version, health. */
export function clusterMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const { svm } = chain
  const epochSchedule = () => {
    const schedule = svm.getEpochSchedule()
    return {
      slotsPerEpoch: Number(schedule.slotsPerEpoch),
      leaderScheduleSlotOffset: Number(schedule.leaderScheduleSlotOffset),
      warmup: schedule.warmup,
      firstNormalEpoch: Number(schedule.firstNormalEpoch),
      firstNormalSlot: Number(schedule.firstNormalSlot),
    }
  }
  return {
    getLatestBlockhash: () => withContext(chain, chain.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string') throw invalidParams('expected a blockhash')
      return withContext(chain, chain.isBlockhashValid(blockhash))
    },
    getSlot: () => chain.slot(),
    getBlockHeight: () => chain.slot(),
    getTransactionCount: () => chain.transactions().length,
    getEpochSchedule: epochSchedule,
    getEpochInfo: () => {
      // The chain runs without warm-up epochs (see createSolanaChain), so epochs are plain divisions.
      const { slotsPerEpoch } = epochSchedule()
      const slot = chain.slot()
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: Math.floor(slot / slotsPerEpoch),
        slotIndex: slot % slotsPerEpoch,
        slotsInEpoch: slotsPerEpoch,
        transactionCount: chain.transactions().length,
      }
    },
    getFeeForMessage: ([encoded]) => {
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(bytesParam(encoded, 'base64'))
      } catch (error) {
        throw error instanceof JsonRpcError ? error : invalidParams('invalid message')
      }
      // RPC answers null for a message whose blockhash is no longer usable.
      return withContext(
        chain,
        chain.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null,
      )
    },
    getRecentPrioritizationFees: () => [],
    getVersion: () => ({ 'solana-core': solanaCoreVersion }),
    getGenesisHash: () => chain.genesisHash,
    getHealth: () => 'ok',
  }
}
