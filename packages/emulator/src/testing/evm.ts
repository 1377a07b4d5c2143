// `@portico/emulator/testing/evm`: the EVM test wallet alone, for an install with viem and without
// @solana/web3.js. Browser-safe, as `@portico/emulator/testing`.
export { type EvmTestWallet, type EvmTestWalletOptions, evmTestWallet } from './evm-test-wallet'
