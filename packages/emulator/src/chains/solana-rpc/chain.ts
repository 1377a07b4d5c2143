import {
  Keypair,
  NonceAccount,
  type PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { EpochSchedule, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { accountKeysOf, type ProcessedTransaction, processedTransaction, snapshot } from './processed'
import { type Simulation, type SimulationOptions, simulateOn } from './simulate'
import { type TransactionErrorJson, transactionErrorJson } from './tx-error'

/** How many block heights a blockhash stays usable, as on the real network. */
export const blockhashValidFor = 150

const slotsPerEpoch = 432_000n
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
export interface SolanaChain {
  svm: LiteSVM
  genesisHash: string
  /** The current slot, which is also the block height (every slot here has a block). */
  slot(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  send(tx: VersionedTransaction, options: { skipPreflight: boolean }): SendOutcome
  simulate(tx: VersionedTransaction, options: SimulationOptions): Simulation
  airdrop(to: PublicKey, lamports: bigint): SendOutcome
  transaction(signature: string): ProcessedTransaction | undefined
  /** All recorded transactions, oldest first. */
  transactions(): readonly ProcessedTransaction[]
  onProcessed(listener: (tx: ProcessedTransaction) => void): () => void
  onSlot(listener: (slot: number) => void): () => void
  stop(): void
}

/** Starts a chain; with `slotMs > 0` an idle chain still makes a slot that often, so blockhashes age in time. */
export function createSolanaChain({ slotMs }: { slotMs: number }): SolanaChain {
  // Blockhash age is checked here against a window of recent hashes (litesvm only knows the latest one).
  const svm = new LiteSVM().withBlockhashCheck(false).withLamports(2n * faucetLamports)
  // Mainnet's epoch length without warm-up epochs: the epoch of a slot is then a plain division.
  svm.setEpochSchedule(new EpochSchedule(slotsPerEpoch, slotsPerEpoch, false, 0n, 0n))
  const faucet = Keypair.generate()
  svm.airdrop(faucet.publicKey, faucetLamports)
  const genesisHash = svm.latestBlockhash()
  const recent = new Map([[genesisHash, blockhashValidFor]])
  const records = new Map<string, ProcessedTransaction>()
  const ordered: ProcessedTransaction[] = []
  const processedListeners = new Set<(tx: ProcessedTransaction) => void>()
  const slotListeners = new Set<(slot: number) => void>()
  let height = 0

  const advance = () => {
    height += 1
    const clock = svm.getClock()
    clock.slot = BigInt(height)
    clock.epoch = BigInt(height) / slotsPerEpoch
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    svm.expireBlockhash()
    recent.set(svm.latestBlockhash(), height + blockhashValidFor)
    for (const [hash, lastValid] of recent) if (lastValid < height) recent.delete(hash)
    for (const listener of slotListeners) listener(height)
  }
  const ticker = slotMs > 0 ? setInterval(advance, slotMs) : undefined
  ticker?.unref()

  const latestBlockhash = () => ({
    blockhash: svm.latestBlockhash(),
    lastValidBlockHeight: height + blockhashValidFor,
  })
  const isBlockhashValid = (hash: string) => (recent.get(hash) ?? -1) >= height
  const isNonceValid = (tx: VersionedTransaction) => {
    // A durable-nonce transaction starts with AdvanceNonceAccount (system instruction 4) and carries the nonce
    // stored in that account in place of a recent blockhash.
    const first = tx.message.compiledInstructions[0]
    const keys = tx.message.staticAccountKeys
    if (!first || !keys[first.programIdIndex]?.equals(SystemProgram.programId)) return false
    const data = first.data
    if (data.length < 4 || new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) !== 4)
      return false
    const nonceKey = keys[first.accountKeyIndexes[0] ?? -1]
    const account = nonceKey && svm.getAccount(nonceKey)
    if (!account) return false
    try {
      return NonceAccount.fromAccountData(account.data).nonce === tx.message.recentBlockhash
    } catch {
      return false
    }
  }
  const hasUsableBlockhash = (tx: VersionedTransaction) =>
    isBlockhashValid(tx.message.recentBlockhash) || isNonceValid(tx)

  const send = (tx: VersionedTransaction, { skipPreflight }: { skipPreflight: boolean }): SendOutcome => {
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
    const record = processedTransaction({
      tx,
      keys,
      slot: height,
      err,
      meta,
      before,
      after: snapshot(svm, keys.all),
    })
    records.set(record.signature, record)
    ordered.push(record)
    // One slot per transaction: each gets its own slot and the next one a fresh blockhash.
    advance()
    for (const listener of processedListeners) listener(record)
    return { signature: record.signature }
  }

  return {
    svm,
    genesisHash,
    slot: () => height,
    latestBlockhash,
    isBlockhashValid,
    send,
    simulate: (tx, options) => {
      if (!options.replaceRecentBlockhash && !hasUsableBlockhash(tx)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, meta: null, postAccounts: [] }
      }
      return simulateOn(svm, tx, { ...options, latest: latestBlockhash() })
    },
    airdrop: (to, lamports) => {
      const transfer = SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports })
      const tx = new Transaction({ feePayer: faucet.publicKey, recentBlockhash: svm.latestBlockhash() }).add(
        transfer,
      )
      tx.sign(faucet)
      return send(VersionedTransaction.deserialize(tx.serialize()), { skipPreflight: false })
    },
    transaction: (signature) => records.get(signature),
    transactions: () => ordered,
    onProcessed: (listener) => subscribe(processedListeners, listener),
    onSlot: (listener) => subscribe(slotListeners, listener),
    stop: () => clearInterval(ticker),
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

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The first signature, base58: a transaction's id. */
export function signatureOf(tx: VersionedTransaction): string {
  return bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
}
