import type { SolanaChain } from './chain'
import { withContext } from './context'
import { RpcCodes, type RpcMethod } from './json-rpc'
import {
  addressParam,
  configParam,
  integerParam,
  invalidParams,
  signatureParam,
  transactionParam,
} from './params'
import type { ProcessedTransaction } from './processed'
import { rejectRefusal } from './refusal'
import { simulationJson } from './simulation-json'
import { transactionJson } from './transaction-json'

/** Transaction methods: send, simulate, statuses and lookups. */
export function transactionMethods(chain: SolanaChain): Record<string, RpcMethod> {
  return {
    sendTransaction: ([encoded, rawConfig]) => {
      const config = configParam(rawConfig)
      const tx = transactionParam(encoded, config.encoding)
      const outcome = chain.send(tx, { skipPreflight: config.skipPreflight === true })
      if (outcome.refused) {
        rejectRefusal(
          outcome.refused,
          RpcCodes.sendTransactionPreflightFailure,
          'Transaction simulation failed',
        )
      }
      return outcome.signature
    },
    simulateTransaction: ([encoded, rawConfig]) => {
      const config = configParam(rawConfig)
      const tx = transactionParam(encoded, config.encoding)
      const sigVerify = config.sigVerify === true
      const replaceRecentBlockhash = config.replaceRecentBlockhash === true
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const simulation = chain.simulate(tx, { sigVerify, replaceRecentBlockhash })
      return withContext(chain, simulationJson(chain, tx, simulation, config))
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalidParams('expected up to 256 signatures')
      // Every transaction is final the moment it runs, and the whole history is kept, so
      // `searchTransactionHistory` changes nothing.
      return withContext(
        chain,
        signatures.map((signature) => {
          const record = chain.transaction(signatureParam(signature))
          return record ? statusJson(record) : null
        }),
      )
    },
    getTransaction: ([signature, rawConfig]) => {
      const record = chain.transaction(signatureParam(signature))
      return record ? transactionJson(record, configParam(rawConfig)) : null
    },
    getSignaturesForAddress: ([address, rawConfig]) => {
      const key = addressParam(address)
      const config = configParam(rawConfig)
      const limit = config.limit === undefined ? 1000 : integerParam(config.limit, 'limit')
      if (limit < 1 || limit > 1000) throw invalidParams('limit must be between 1 and 1000')
      const newestFirst = [...chain.transactions()].reverse()
      const start = config.before === undefined ? 0 : indexOf(newestFirst, config.before) + 1
      const until = config.until === undefined ? newestFirst.length : indexOf(newestFirst, config.until)
      return newestFirst
        .slice(start, until < 0 ? newestFirst.length : until)
        .filter((record) => record.accountKeys.some((each) => each.equals(key)))
        .slice(0, limit)
        .map((record) => ({
          ...statusJson(record),
          signature: record.signature,
          memo: null,
          blockTime: record.blockTime,
        }))
    },
  }
}

function indexOf(records: readonly ProcessedTransaction[], signature: unknown): number {
  const wanted = signatureParam(signature)
  return records.findIndex((record) => record.signature === wanted)
}

function statusJson(record: ProcessedTransaction) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}
