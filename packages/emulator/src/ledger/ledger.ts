import { randomUUID } from 'node:crypto'
import type { ProtectionSignals } from '../protection/protection-signals'
import type { Total } from '../query/total'

/**
 * A balance the emulator added on a local chain so that a wallet request could be paid. Top-ups go to the
 * paying wallet when it lacks the amount and its fees, and to the merchant's Solana wallet only when it is
 * empty and the payment alone is under the rent exemption; each is recorded here.
 */
export interface TopUp {
  /** The wallet request it was made for (the page's `POST …/requests`). */
  requestId: string
  merchantId: string
  /** The page's blockchain segment, e.g. `solana` or `eth`. */
  blockchain: string
  /** The funded address. */
  address: string
  /** `payer`: the paying wallet; `merchant-rent`: the merchant's empty Solana wallet. */
  reason: 'payer' | 'merchant-rent'
  /** What was added, in the chain's base units (lamports, wei), as decimal text. */
  amount: string
  /** ISO 8601 time it was made. */
  createdAt: string
}

/** The redeem object of an EVM purchase, and what the emulator did with it once the purchase was paid. */
export interface RedeemRecord {
  /** `normal`, `known-token-id`, `safe-mint`, `returned`, `token` or `decent`. */
  type: 'normal' | 'known-token-id' | 'safe-mint' | 'returned' | 'token' | 'decent'
  /** The redeem object as the merchant gave it (the decompressed `transaction`). */
  given: Record<string, unknown>
  /** The transaction that carried it out on the local EVM chain (normal and token redeems). */
  hash?: string
  /** Why carrying it out failed, when it did. */
  error?: string
}

/** One payment or withdrawal made through this emulator run, with the fraud signals its checkout carried. */
export interface LedgerEntry extends ProtectionSignals {
  paymentId: string
  kind: 'purchase' | 'withdraw'
  merchantId: string
  blockchain: string
  /** How it was paid: a wallet request, a card, the session key, a bank account (ACH), or a payment button. */
  method: 'wallet' | 'card' | 'session-key' | 'ach' | 'apple-pay' | 'google-pay' | 'paypal' | 'venmo'
  /** The wallet request the page sent, for wallet payments. */
  request?: string
  total?: Total
  /**
   * What the wallet's transfer moves, in the chain's base units (lamports, wei) as decimal text, for wallet
   * payments on solana and EVM blockchains whose amount the page set (not a merchant `transaction`).
   */
  amount?: string
  /** Transaction hash or signature on the local chain, when there is one. */
  hash?: string
  /** The paying wallet or the card's last four digits. */
  payer?: string
  /** The payment intent it paid, for payments made on a payment intent page. */
  intentId?: string
  /** The top-ups made to build this payment's request, when there were any. */
  topUps?: TopUp[]
  /** The merchant's redeem object, on EVM purchases that gave one, and what became of it. */
  redeem?: RedeemRecord
  /** ISO 8601 time it was recorded. */
  createdAt: string
}

/** Which entries to list: all of them by default. */
export interface LedgerFilter {
  merchantId?: string
  kind?: LedgerEntry['kind']
}

/** The payments of this run, newest last, and the top-ups made for them. */
export interface Ledger {
  record(entry: Omit<LedgerEntry, 'paymentId' | 'createdAt'>): LedgerEntry
  list(filter?: LedgerFilter): LedgerEntry[]
  recordTopUp(topUp: Omit<TopUp, 'createdAt'>): TopUp
  topUps(filter?: { merchantId?: string; address?: string }): TopUp[]
  /** Forgets every payment and top-up (or only a merchant's), e.g. between tests sharing one emulator. */
  reset(filter?: { merchantId?: string }): void
}

/** An in-memory ledger; it lives as long as the emulator run. */
export function createLedger(): Ledger {
  let entries: LedgerEntry[] = []
  let topUps: TopUp[] = []
  return {
    record(entry) {
      const full = { ...entry, paymentId: randomUUID(), createdAt: new Date().toISOString() }
      entries.push(full)
      return full
    },
    list: (filter = {}) =>
      entries.filter(
        (e) =>
          (filter.merchantId === undefined || e.merchantId === filter.merchantId) &&
          (filter.kind === undefined || e.kind === filter.kind),
      ),
    recordTopUp(topUp) {
      const full = { ...topUp, createdAt: new Date().toISOString() }
      topUps.push(full)
      return full
    },
    reset(filter = {}) {
      const keep = <T extends { merchantId: string }>(list: T[]) =>
        filter.merchantId === undefined ? [] : list.filter((e) => e.merchantId !== filter.merchantId)
      entries = keep(entries)
      topUps = keep(topUps)
    },
    topUps: (filter = {}) =>
      topUps.filter(
        (t) =>
          (filter.merchantId === undefined || t.merchantId === filter.merchantId) &&
          (filter.address === undefined || t.address === filter.address),
      ),
  }
}
