export { StellarNetworks } from './networks'
export type {
  StellarSignedMessage,
  StellarSignedTransaction,
  StellarSignOptions,
  StellarTransaction,
  StellarWallet,
  StellarWalletFailure,
} from './registry'
export { type StellarPluginOptions, stellar } from './stellar'
export { StellarRpcError } from './stellar-rpc-error'
