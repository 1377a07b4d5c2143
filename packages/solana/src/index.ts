export { encodeTransaction } from './encode-transaction'
export type { SolanaOptions, SolanaTransaction, SolanaWallet } from './registry'
export { solana } from './solana'
