import { NonceAccount, SystemProgram, type VersionedTransaction } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'

// System program instruction index of AdvanceNonceAccount.
const advanceNonceAccount = 4

/**
 * Whether `tx` is a durable-nonce transaction whose nonce is the one stored on chain: it starts with
 * AdvanceNonceAccount and carries that account's nonce in place of a recent blockhash.
 */
export function hasCurrentNonce(svm: LiteSVM, tx: VersionedTransaction): boolean {
  const first = tx.message.compiledInstructions[0]
  const keys = tx.message.staticAccountKeys
  if (!first || !keys[first.programIdIndex]?.equals(SystemProgram.programId)) return false
  const data = first.data
  if (data.length < 4) return false
  if (new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) !== advanceNonceAccount) return false
  const nonceKey = keys[first.accountKeyIndexes[0] ?? -1]
  const account = nonceKey && svm.getAccount(nonceKey)
  if (!account) return false
  try {
    return NonceAccount.fromAccountData(account.data).nonce === tx.message.recentBlockhash
  } catch {
    return false
  }
}
