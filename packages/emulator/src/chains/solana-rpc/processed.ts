import { AddressLookupTableAccount, type PublicKey, type VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { LiteSVM, TransactionMetadata } from 'litesvm'
import { type TokenBalance, tokenBalances } from './token-balances'
import type { TransactionErrorJson } from './tx-error'

/** Inner (cross-program) instructions of one top-level instruction, as RPC reports them. */
export interface InnerInstructionsJson {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** Everything kept about a transaction the chain executed (successfully or not) for status and lookup. */
export interface ProcessedTransaction {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  transaction: VersionedTransaction
  /** Static keys, then writable and read-only keys loaded from lookup tables: the index space of the meta. */
  accountKeys: PublicKey[]
  loadedAddresses: { writable: PublicKey[]; readonly: PublicKey[] }
  err: TransactionErrorJson | null
  logs: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: InnerInstructionsJson[]
  computeUnitsConsumed: number
}

/** Balances of some accounts at one moment. */
export interface Snapshot {
  balances: number[]
  tokens: TokenBalance[]
}

/** Every account a transaction touches, lookup tables resolved against the chain's current state. */
export function accountKeysOf(
  svm: LiteSVM,
  tx: VersionedTransaction,
): { all: PublicKey[]; loaded: ProcessedTransaction['loadedAddresses'] } {
  const staticOnly = { all: [...tx.message.staticAccountKeys], loaded: { writable: [], readonly: [] } }
  // A missing or malformed lookup table makes litesvm reject the transaction; its static keys are enough then.
  try {
    const tables = tx.message.addressTableLookups.map((lookup) => {
      const account = svm.getAccount(lookup.accountKey)
      if (!account) throw new Error('lookup table not found')
      const state = AddressLookupTableAccount.deserialize(account.data)
      return new AddressLookupTableAccount({ key: lookup.accountKey, state })
    })
    const keys = tx.message.getAccountKeys({ addressLookupTableAccounts: tables })
    const loaded = keys.accountKeysFromLookups ?? { writable: [], readonly: [] }
    return { all: [...keys.staticAccountKeys, ...loaded.writable, ...loaded.readonly], loaded }
  } catch {
    return staticOnly
  }
}

/** Lamport and token balances of `keys`, in order. */
export function snapshot(svm: LiteSVM, keys: readonly PublicKey[]): Snapshot {
  return {
    balances: keys.map((key) => Number(svm.getBalance(key) ?? 0n)),
    tokens: tokenBalances(svm, keys),
  }
}

/** The record of an executed transaction, from the balances around it and litesvm's metadata. */
export function processedTransaction(fields: {
  tx: VersionedTransaction
  keys: ReturnType<typeof accountKeysOf>
  slot: number
  err: TransactionErrorJson | null
  meta: TransactionMetadata
  before: Snapshot
  after: Snapshot
}): ProcessedTransaction {
  const { tx, keys, meta, before, after } = fields
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  return {
    signature: bs58.encode(tx.signatures[0] ?? new Uint8Array(64)),
    slot: fields.slot,
    blockTime: Math.floor(Date.now() / 1000),
    transaction: tx,
    accountKeys: keys.all,
    loadedAddresses: keys.loaded,
    err: fields.err,
    logs: meta.logs(),
    // Lamports only leave the accounts of a transaction as its fee, so the drop in their sum is the fee charged.
    fee: Math.max(0, sum(before.balances) - sum(after.balances)),
    preBalances: before.balances,
    postBalances: after.balances,
    preTokenBalances: before.tokens,
    postTokenBalances: after.tokens,
    innerInstructions: innerInstructionsJson(meta),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
  }
}

/** litesvm's inner instructions in RPC's shape, top-level instructions without any left out. */
export function innerInstructionsJson(meta: TransactionMetadata): InnerInstructionsJson[] {
  return meta.innerInstructions().flatMap((inner, index) =>
    inner.length === 0
      ? []
      : [
          {
            index,
            instructions: inner.map((item) => {
              const compiled = item.instruction()
              return {
                programIdIndex: compiled.programIdIndex(),
                accounts: [...compiled.accounts()],
                data: bs58.encode(compiled.data()),
                stackHeight: item.stackHeight(),
              }
            }),
          },
        ],
  )
}
