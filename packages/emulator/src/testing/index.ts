// `@portico/emulator/testing`: test wallets for merchant pages and tests. Browser-safe: nothing here imports
// a Node module or the emulator's servers.
export { type EvmTestWallet, type EvmTestWalletOptions, evmTestWallet } from './evm-test-wallet'
export {
  type SolanaKitTestSigner,
  type SolanaKitTestSignerOptions,
  type SolanaKitTestTransaction,
  solanaKitTestSigner,
} from './solana-kit-test-signer'
export {
  type SolanaTestTransaction,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  solanaTestWallet,
} from './solana-test-wallet'
