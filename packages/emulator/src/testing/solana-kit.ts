// `@portico/emulator/testing/solana-kit`: the `@solana/kit` test signer alone, for a shop on `@solana/kit`
// with no `@solana/web3.js`, viem or Stellar library installed (it needs none: WebCrypto and bs58 only).
// Browser-safe, as `@portico/emulator/testing`.
export {
  type SolanaKitTestSigner,
  type SolanaKitTestSignerOptions,
  type SolanaKitTestTransaction,
  solanaKitTestSigner,
} from './solana-kit-test-signer'
