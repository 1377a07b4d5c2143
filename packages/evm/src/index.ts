export { evmChainIds } from './chain-ids'
export { type EvmPluginOptions, evm } from './evm'
export { evmHandlers } from './handlers'
export { SendUnconfirmedError } from './send-unconfirmed-error'
export type {
  Eip1193Provider,
  Eip1193Wallet,
  EvmBlockchain,
  EvmOptions,
  EvmTransaction,
  EvmTransactionRequest,
  EvmWallet,
  MinimalEvmWallet,
} from './types'
export { type AnnouncedEvmWallet, type EvmWalletInfo, watchEvmWallets } from './watch-evm-wallets'
