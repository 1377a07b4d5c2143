import { Keypair, type PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { hasCurrentNonce } from './nonce'
import { accountKeysOf, type ProcessedTransaction, processedTransaction, snapshot } from './processed'
import { type Simulation, type SimulationOptions, simulateOn } from './simulate'
import { createSlotClock, type SlotClock } from './slot-clock'
import { type TransactionErrorJson, transactionErrorJson } from './tx-error'

// A million SOL to give away: plenty for any test, and every balance stays exact as a JavaScript number.
const faucetLamports = 1_000_000n * 1_000_000_000n

/** Why a transaction was not executed (nothing was charged), with what the runtime logged. */
export interface Refusal {
  err: TransactionErrorJson
  logs: string[]
  unitsConsumed: number
}

/** A sent transaction: executed (maybe failed, fee charged) and recorded, or refused. */
export type SendOutcome = { signature: string; refused?: undefined } | { refused: Refusal }

/** A litesvm instance run like a cluster: slots, recent blockhashes, a faucet and a record of transactions. */
export interface SolanaChain extends Omit<SlotClock, 'advance'> {
  svm: LiteSVM
  send(tx: VersionedTransaction, options: { skipPreflight: boolean }): SendOutcome
  simulate(tx: VersionedTransaction, options: SimulationOptions): Simulation
  airdrop(to: PublicKey, lamports: bigint): SendOutcome
  transaction(signature: string): ProcessedTransaction | undefined
  /** All recorded transactions, oldest first. */
  transactions(): readonly ProcessedTransaction[]
  onProcessed(listener: (tx: ProcessedTransaction) => void): () => void
}

/** Starts a chain; with `slotMs > 0` an idle chain still makes a slot that often (see createSlotClock). */
export function createSolanaChain({ slotMs }: { slotMs: number }): SolanaChain {
  const svm = new LiteSVM().withBlockhashCheck(false).withLamports(2n * faucetLamports)
  // The faucet's key is made on the first airdrop: ed25519's first use (its tables) is a good part of a
  // start, and a chain that is never asked for an airdrop never pays it.
  let faucet: Keypair | undefined
  const faucetKey = (): Keypair => {
    if (faucet) return faucet
    faucet = Keypair.generate()
    svm.airdrop(faucet.publicKey, faucetLamports)
    return faucet
  }
  const clock = createSlotClock(svm, slotMs)
  const records = new Map<string, ProcessedTransaction>()
  const ordered: ProcessedTransaction[] = []
  const listeners = new Set<(tx: ProcessedTransaction) => void>()
  const hasUsableBlockhash = (tx: VersionedTransaction) =>
    clock.isBlockhashValid(tx.message.recentBlockhash) || hasCurrentNonce(svm, tx)

  const send = (tx: VersionedTransaction, { skipPreflight }: { skipPreflight: boolean }): SendOutcome => {
    const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
    // Re-sending a landed transaction is how clients rebroadcast; without preflight RPC just repeats its id.
    if (skipPreflight && records.has(signature)) return { signature }
    // An unusable blockhash is refused even without preflight: a real node would drop the transaction silently
    // and leave the sender waiting for the blockhash to expire; here the sender hears about it at once.
    if (!hasUsableBlockhash(tx)) return { refused: { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 } }
    if (!skipPreflight) {
      const preflight = svm.simulateTransaction(tx)
      if (preflight instanceof FailedTransactionMetadata) return { refused: refusal(preflight) }
    }
    const keys = accountKeysOf(svm, tx)
    const before = snapshot(svm, keys.all)
    const result = svm.sendTransaction(tx)
    let err: TransactionErrorJson | null = null
    if (result instanceof FailedTransactionMetadata) {
      err = transactionErrorJson(result.err())
      // litesvm keeps a failed transaction in its history only when it was committed (its fee charged).
      const committed =
        err !== 'AlreadyProcessed' && svm.getTransaction(tx.signatures[0] ?? new Uint8Array()) !== null
      if (!committed) return { refused: refusal(result) }
    }
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const after = snapshot(svm, keys.all)
    const record = processedTransaction({ tx, keys, slot: clock.slot(), err, meta, before, after })
    records.set(signature, record)
    ordered.push(record)
    // One slot per transaction: each gets its own slot and the next one a fresh blockhash.
    clock.advance()
    for (const listener of listeners) listener(record)
    return { signature }
  }

  return {
    svm,
    genesisHash: clock.genesisHash,
    slot: clock.slot,
    latestBlockhash: clock.latestBlockhash,
    isBlockhashValid: clock.isBlockhashValid,
    onSlot: clock.onSlot,
    stop: clock.stop,
    send,
    simulate: (tx, options) => {
      if (!options.replaceRecentBlockhash && !hasUsableBlockhash(tx)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, meta: null, postAccounts: [] }
      }
      return simulateOn(svm, tx, { ...options, latest: clock.latestBlockhash() })
    },
    airdrop: (to, lamports) => {
      // A real transfer from the faucet, so an airdrop has a signature, a status and a transaction to look up.
      const from = faucetKey()
      const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: svm.latestBlockhash() }).add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
      )
      tx.sign(from)
      return send(VersionedTransaction.deserialize(tx.serialize()), { skipPreflight: false })
    },
    transaction: (signature) => records.get(signature),
    transactions: () => ordered,
    onProcessed: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function refusal(failed: FailedTransactionMetadata): Refusal {
  const meta = failed.meta()
  return {
    err: transactionErrorJson(failed.err()),
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
  }
}
