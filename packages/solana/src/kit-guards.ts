// The guards @solana/signers uses to tell its signers apart (isTransactionModifyingSigner and the rest), with
// the same checks: importing them would make @solana/kit a runtime dependency of every Solana page.
// kit-guards.test.ts holds them to kit's own over every kind of signer.
import type {
  SolanaKitMessageModifyingSigner,
  SolanaKitMessagePartialSigner,
  SolanaKitModifyingSigner,
  SolanaKitPartialSigner,
  SolanaKitSendingSigner,
  SolanaKitSigner,
} from './registry'

const has = (value: object, method: string) =>
  method in value && typeof (value as Record<string, unknown>)[method] === 'function'

/** Kit's `isTransactionModifyingSigner`. */
export const isTransactionModifyingSigner = (value: object): value is SolanaKitModifyingSigner =>
  has(value, 'modifyAndSignTransactions')
/** Kit's `isTransactionPartialSigner`. */
export const isTransactionPartialSigner = (value: object): value is SolanaKitPartialSigner =>
  has(value, 'signTransactions')
/** Kit's `isTransactionSendingSigner`. */
export const isTransactionSendingSigner = (value: object): value is SolanaKitSendingSigner =>
  has(value, 'signAndSendTransactions')
/** Kit's `isMessagePartialSigner`. */
export const isMessagePartialSigner = (value: object): value is SolanaKitMessagePartialSigner =>
  has(value, 'signMessages')
/**
 * Kit's `isMessageModifyingSigner`, less its check that `address` is a valid address: an `address` that is
 * not one matches no signer of any transaction, so its transaction requests are refused all the same.
 */
export const isMessageModifyingSigner = (value: object): value is SolanaKitMessageModifyingSigner =>
  has(value, 'modifyAndSignMessages')

/** Whether a wallet is a kit signer of any kind: an `address` and one of the signer methods. */
export const isKitSigner = (value: object): value is SolanaKitSigner =>
  typeof (value as { address?: unknown }).address === 'string' &&
  (isTransactionModifyingSigner(value) ||
    isTransactionPartialSigner(value) ||
    isTransactionSendingSigner(value) ||
    isMessagePartialSigner(value) ||
    isMessageModifyingSigner(value))
