import type { ChainEntry, ChainPlugin } from '@portico/core'
import { compressValue } from '@portico/core/internal'
import type { Chain } from 'viem'
import { evmHandlers } from './handlers'
import type { EvmBlockchain, EvmOptions, EvmTransaction, EvmWallet } from './types'
import { walletAddress } from './wallet-address'

declare module '@portico/core' {
  interface ChainRegistry {
    eth: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
    polygon: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
    base: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
    arbitrum: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
    monad: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
    tempo: ChainEntry<EvmWallet, EvmTransaction, EvmOptions>
  }
}

/** Options of `evm()`. */
export interface EvmPluginOptions {
  /**
   * The chain each blockchain runs on (viem `Chain` objects, e.g. `{ eth: mainnet, base }`). When given, the
   * wallet is switched to it before a transaction, or the request is refused with both chain ids.
   * @default no check beyond a `chainId` in the request itself
   */
  chains?: Partial<Record<EvmBlockchain, Chain>>
}

/**
 * The EVM plugin: serves `eth`, `polygon`, `base`, `arbitrum`, `monad` and `tempo` with a viem, EIP-1193 or
 * minimal wallet, or a bare address where the checkout only needs the account.
 */
export function evm(options: EvmPluginOptions = {}): ChainPlugin<EvmWallet, EvmTransaction, EvmOptions> {
  // A plain object: definePlugin would only add the typing the return type already gives.
  return {
    name: 'evm',
    // The keys of evmChainIds, written out so that a page which never reads the ids does not ship them.
    blockchains: ['eth', 'polygon', 'base', 'arbitrum', 'monad', 'tempo'],
    walletAddress,
    // A bare provider's connected account, asked for without a prompt; its code loads only for such a wallet.
    walletAccount: (wallet) => import('./wallet-account').then((m) => m.walletAccount(wallet)),
    // bigint-safe JSON, lz-string compressed like every structured URL value.
    encodeTransaction: compressValue,
    handlers: (wallet, context) =>
      evmHandlers(wallet, context.options.chain ?? options.chains?.[context.blockchain as EvmBlockchain]),
  }
}
