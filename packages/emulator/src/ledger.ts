import { randomUUID } from 'node:crypto'
import type { Total } from './checkout/total'

/** One payment or withdrawal made through this emulator run. */
export interface LedgerEntry {
  paymentId: string
  kind: 'purchase' | 'withdraw'
  merchantId: string
  blockchain: string
  /** How it was paid: a wallet request, a card, the session key, a bank account (ACH), or a payment button. */
  method: 'wallet' | 'card' | 'session-key' | 'ach' | 'apple-pay' | 'google-pay' | 'paypal' | 'venmo'
  /** The wallet request the page sent, for wallet payments. */
  request?: string
  total?: Total
  /** Transaction hash or signature on the local chain, when there is one. */
  hash?: string
  /** The paying wallet or the card's last four digits. */
  payer?: string
  /** The payment intent it paid, for payments made on a payment intent page. */
  intentId?: string
  /** ISO 8601 time it was recorded. */
  createdAt: string
}

/** The payments of this run, newest last. */
export interface Ledger {
  record(entry: Omit<LedgerEntry, 'paymentId' | 'createdAt'>): LedgerEntry
  list(filter?: { merchantId?: string; kind?: LedgerEntry['kind'] }): LedgerEntry[]
}

/** An in-memory ledger; it lives as long as the emulator run. */
export function createLedger(): Ledger {
  const entries: LedgerEntry[] = []
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
  }
}
