// `@portico/emulator/testing`: test wallets for merchant pages and tests. Browser-safe: nothing here imports
// a Node module or the emulator's servers. It needs every chain SDK; `testing/solana`, `testing/evm` and
// `testing/stellar` each need only their own.
export {
  announceEvmWallet,
  Eip1193TestError,
  type Eip1193TestProvider,
  type Eip1193TestProviderOptions,
  type Eip6963TestWalletInfo,
  type EvmTestWallet,
  type EvmTestWalletOptions,
  eip1193TestProvider,
  evmTestWallet,
} from './evm'
export {
  type SolanaTestTransaction,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  solanaTestWallet,
} from './solana'
export {
  type SolanaKitTestSigner,
  type SolanaKitTestSignerOptions,
  type SolanaKitTestTransaction,
  solanaKitTestSigner,
} from './solana-kit-test-signer'
export {
  type StellarTestWallet,
  type StellarTestWalletOptions,
  stellarMessageDigest,
  stellarTestWallet,
} from './stellar'
