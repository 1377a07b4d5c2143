// `@portico/emulator/testing/evm`: the EVM test wallets alone (a viem wallet client, an injected EIP-1193
// provider, an EIP-6963 announcement), for an install with viem and without @solana/web3.js. Browser-safe,
// as `@portico/emulator/testing`.

export {
  Eip1193TestError,
  type Eip1193TestProvider,
  type Eip1193TestProviderOptions,
  eip1193TestProvider,
} from './eip1193-test-provider'
export { announceEvmWallet, type Eip6963TestWalletInfo } from './eip6963-announcer'
export { type EvmTestWallet, type EvmTestWalletOptions, evmTestWallet } from './evm-test-wallet'
