import type { ChainOptionsOf, RegisteredBlockchain, TransactionOf, WalletOf } from '@portico/core'
import type {
  MessageSignerWalletAdapter,
  MessageSignerWalletAdapterProps,
  SignerWalletAdapterProps,
  WalletAdapter,
  WalletAdapterProps,
} from '@solana/wallet-adapter-base'
import type { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expectTypeOf, it } from 'vitest'
import type { SolanaOptions, SolanaWallet } from './index'

// The fields of wallet-adapter's `useWallet()` (WalletContextState) the plugin reads, typed the way the
// React package declares them from the base package's types.
interface UseWalletResult {
  publicKey: PublicKey | null
  connected: boolean
  sendTransaction: WalletAdapterProps['sendTransaction']
  signTransaction: SignerWalletAdapterProps['signTransaction'] | undefined
  signAllTransactions: SignerWalletAdapterProps['signAllTransactions'] | undefined
  signMessage: MessageSignerWalletAdapterProps['signMessage'] | undefined
}

describe('@portico/solana registry typing', () => {
  it('registers blockchain solana with its wallet, transaction and options', () => {
    expectTypeOf<'solana'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<WalletOf<'solana'>>().toEqualTypeOf<SolanaWallet>()
    expectTypeOf<TransactionOf<'solana'>>().toEqualTypeOf<Transaction | VersionedTransaction>()
    expectTypeOf<ChainOptionsOf<'solana'>>().toEqualTypeOf<SolanaOptions>()
    expectTypeOf<SolanaOptions['connection']>().toEqualTypeOf<Connection | undefined>()
    expectTypeOf({
      rent: { lamports: 2_039_280 },
      nativeSolToConvert: { lamports: 10n },
    }).toExtend<SolanaOptions>()
  })

  it('takes what useWallet() returns, and wallet-adapter adapters, unmodified', () => {
    expectTypeOf<UseWalletResult>().toExtend<WalletOf<'solana'>>()
    expectTypeOf<MessageSignerWalletAdapter>().toExtend<SolanaWallet>()
    expectTypeOf<WalletAdapter>().toExtend<SolanaWallet>()
  })

  it('refuses wallets of other shapes', () => {
    expectTypeOf<{ address: `0x${string}` }>().not.toExtend<SolanaWallet>()
    expectTypeOf<{ publicKey: string; sendTransaction: () => Promise<string> }>().not.toExtend<SolanaWallet>()
  })
})
