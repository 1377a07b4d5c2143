export { encodeTransaction } from './encode-transaction'
export type {
  SolanaAdapterWallet,
  SolanaBytes,
  SolanaConnection,
  SolanaKitMessage,
  SolanaKitMessageModifyingSigner,
  SolanaKitMessagePartialSigner,
  SolanaKitModifyingSigner,
  SolanaKitPartialSigner,
  SolanaKitSendingSigner,
  SolanaKitSigner,
  SolanaKitTransaction,
  SolanaOptions,
  SolanaPublicKey,
  SolanaStandardAccount,
  SolanaStandardWallet,
  SolanaTransaction,
  SolanaTransactionVersion,
  SolanaWallet,
  Web3Transaction,
} from './registry'
export { solana } from './solana'
