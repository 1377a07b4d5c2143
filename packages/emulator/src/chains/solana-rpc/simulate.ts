import type { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { type Account, FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'
import { type TransactionErrorJson, transactionErrorJson } from './tx-error'

/** What `simulateTransaction` may change about a run, as in the RPC config. */
export interface SimulationOptions {
  /** Check signatures (RPC default: no, so unsigned transactions can be simulated). */
  sigVerify: boolean
  /** Run against the latest blockhash instead of the transaction's own. */
  replaceRecentBlockhash: boolean
}

/** The result of a simulation; nothing on the chain changes. */
export interface Simulation {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  /** litesvm's metadata (inner instructions, return data), when the transaction got as far as running. */
  meta: TransactionMetadata | null
  /** Accounts as the transaction would leave them. */
  postAccounts: [PublicKey, Account][]
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number }
}

/** Simulates `tx` on `svm`; `latest` is the blockhash used when `replaceRecentBlockhash` is asked for. */
export function simulateOn(
  svm: LiteSVM,
  tx: VersionedTransaction,
  options: SimulationOptions & { latest: { blockhash: string; lastValidBlockHeight: number } },
): Simulation {
  if (options.replaceRecentBlockhash) tx.message.recentBlockhash = options.latest.blockhash
  const replacement = options.replaceRecentBlockhash ? { replacementBlockhash: options.latest } : {}
  svm.withSigverify(options.sigVerify)
  let result: ReturnType<LiteSVM['simulateTransaction']>
  try {
    result = svm.simulateTransaction(tx)
  } finally {
    // Sending always verifies signatures; only this one simulation may skip it.
    svm.withSigverify(true)
  }
  if (result instanceof FailedTransactionMetadata) {
    const meta = result.meta()
    return {
      err: transactionErrorJson(result.err()),
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      meta,
      postAccounts: [],
      ...replacement,
    }
  }
  const meta = result.meta()
  return {
    err: null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    meta,
    postAccounts: result.postAccounts(),
    ...replacement,
  }
}
