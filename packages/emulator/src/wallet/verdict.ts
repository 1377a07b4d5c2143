import type { WalletMethod } from './wallet-plan'

/** What checking a wallet's reply found: paid (with the chain's hash when there is one), or why not. */
export type Verdict = { ok: true; hash?: string; payer?: string } | { ok: false; error: string }

/** Balance the emulator added on the chain so that a request can be paid (see `TopUp` in the ledger). */
export interface TopUpMade {
  address: string
  reason: 'payer' | 'merchant-rent'
  /** In the chain's base units. */
  amount: bigint
}

/** A wallet request built for one page: what to send the host's wallet, and how to check its reply. */
export interface BuiltRequest {
  method: WalletMethod
  data: string
  verify(reply: string): Promise<Verdict>
  /** What building it added to balances on the chain, none when the wallets had enough. */
  topUps?: TopUpMade[]
  /** The base units its transaction moves to the merchant, when it is the emulator's own transfer. */
  transfer?: bigint
}

/** The top-up as recorded: none when nothing was added. */
export function madeTopUp(address: string, reason: TopUpMade['reason'], amount: bigint): TopUpMade[] {
  return amount > 0n ? [{ address, reason, amount }] : []
}

/** A refusal verdict. */
export function refused(error: string): Verdict {
  return { ok: false, error }
}

/** The message of an unknown thrown value, for a verdict. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

// The checks under way, per set of used keys: a second claim of a key waits for the first check to end.
const checking = new WeakMap<Set<string>, Map<string, Promise<unknown>>>()

/**
 * Checks a transaction the wallet says it sent, for one payment at most: its key (hash or signature) is
 * claimed before the first await, so the same transaction verified for two requests at once pays one of
 * them. The check only reads the chain, so a transaction that paid nothing here (refused, or the check
 * threw) is released: it may be the one another request asked for, or not be confirmed yet. A request that
 * finds its key being checked for another waits for that check: only a success there makes this one
 * "already used" (else any page could spend a customer's request by sending its hash at the same time).
 */
export async function claimOnce(
  used: Set<string>,
  key: string,
  check: () => Promise<Verdict>,
): Promise<Verdict> {
  let under = checking.get(used)
  if (!under) {
    under = new Map()
    checking.set(used, under)
  }
  for (let other = under.get(key); other; other = under.get(key)) await other.catch(() => undefined)
  // No await from here to the claim: of the requests that waited, the first to wake claims the key.
  if (used.has(key)) return refused('This transaction was already used for a payment.')
  used.add(key)
  let verdict: Verdict | undefined
  const run = check()
  under.set(key, run)
  try {
    verdict = await run
    return verdict
  } finally {
    under.delete(key)
    if (!verdict?.ok) used.delete(key)
  }
}
