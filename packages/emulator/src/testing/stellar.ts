// `@portico/emulator/testing/stellar`: the Stellar test wallet alone, for an install with @stellar/stellar-base
// and no other chain SDK. Browser-safe, as `@portico/emulator/testing`.
export {
  type StellarTestWallet,
  type StellarTestWalletOptions,
  stellarMessageDigest,
  stellarTestWallet,
} from './stellar-test-wallet'
