import { EpochSchedule, type LiteSVM } from 'litesvm'

/** How many block heights a blockhash stays usable, as on the real network. */
export const blockhashValidFor = 150

const slotsPerEpoch = 432_000n
// The SlotHashes sysvar keeps this many recent slots (address lookup tables are created against one of them).
const maxSlotHashes = 512

/** The chain's notion of time: slots (one block each), the Clock sysvar and the recent-blockhash window. */
export interface SlotClock {
  /** The blockhash of slot 0. */
  genesisHash: string
  /** The current slot, which is also the block height (every slot here has a block). */
  slot(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  /** Moves to the next slot, with a fresh blockhash. */
  advance(): void
  onSlot(listener: (slot: number) => void): () => void
  stop(): void
}

/**
 * Runs slots on `svm`: on demand and, with `slotMs > 0`, every `slotMs` too, so an idle chain's blockhashes
 * still expire in time. litesvm accepts only its latest blockhash, so its own check must be off and the
 * window of the last 150 is kept here.
 */
export function createSlotClock(svm: LiteSVM, slotMs: number): SlotClock {
  // Mainnet's epoch length without warm-up epochs: the epoch of a slot is then a plain division.
  svm.setEpochSchedule(new EpochSchedule(slotsPerEpoch, slotsPerEpoch, false, 0n, 0n))
  const genesisHash = svm.latestBlockhash()
  const recent = new Map([[genesisHash, blockhashValidFor]])
  const listeners = new Set<(slot: number) => void>()
  let height = 0

  const advance = () => {
    recordSlotHash(svm, height, svm.latestBlockhash())
    height += 1
    const clock = svm.getClock()
    clock.slot = BigInt(height)
    clock.epoch = BigInt(height) / slotsPerEpoch
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    svm.expireBlockhash()
    recent.set(svm.latestBlockhash(), height + blockhashValidFor)
    for (const [hash, lastValid] of recent) if (lastValid < height) recent.delete(hash)
    for (const listener of listeners) listener(height)
  }
  const ticker = slotMs > 0 ? setInterval(advance, slotMs) : undefined
  ticker?.unref()

  return {
    genesisHash,
    slot: () => height,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: height + blockhashValidFor,
    }),
    isBlockhashValid: (hash) => (recent.get(hash) ?? -1) >= height,
    advance,
    onSlot: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => clearInterval(ticker),
  }
}

/** Adds a finished slot to the SlotHashes sysvar, which litesvm leaves alone when slots are warped. */
function recordSlotHash(svm: LiteSVM, slot: number, hash: string): void {
  const history = svm.getSlotHashes()
  // litesvm's SlotHash has no constructor: a fresh copy of an existing entry is rewritten instead.
  const entry = svm.getSlotHashes()[0]
  if (!entry || entry.slot === BigInt(slot)) return
  entry.slot = BigInt(slot)
  entry.hash = hash
  svm.setSlotHashes([entry, ...history].slice(0, maxSlotHashes))
}
