// `@portico/emulator/testing/solana`: the Solana test wallet alone, for an install with @solana/web3.js and
// without viem. Browser-safe, as `@portico/emulator/testing`.
export {
  type SolanaTestTransaction,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  solanaTestWallet,
} from './solana-test-wallet'
