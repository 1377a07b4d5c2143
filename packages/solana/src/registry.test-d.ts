import type { ChainOptionsOf, RegisteredBlockchain, TransactionOf, WalletOf } from '@portico/core'
import type {
  KeyPairSigner,
  MessageModifyingSigner,
  MessagePartialSigner,
  TransactionModifyingSigner,
  TransactionPartialSigner,
  TransactionSendingSigner,
  TransactionSigner,
} from '@solana/kit'
import type {
  MessageSignerWalletAdapter,
  MessageSignerWalletAdapterProps,
  SignerWalletAdapterProps,
  WalletAdapter,
  WalletAdapterProps,
} from '@solana/wallet-adapter-base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletWithFeatures } from '@wallet-standard/base'
import { describe, expectTypeOf, it } from 'vitest'
import type { SolanaOptions, SolanaTransaction, SolanaWallet } from './index'

// The fields of wallet-adapter's `useWallet()` (WalletContextState) the plugin reads, typed the way the
// React package declares them from the base package's types.
interface UseWalletResult {
  publicKey: PublicKey | null
  connected: boolean
  wallet: { adapter: WalletAdapter } | null
  sendTransaction: WalletAdapterProps['sendTransaction']
  signTransaction: SignerWalletAdapterProps['signTransaction'] | undefined
  signAllTransactions: SignerWalletAdapterProps['signAllTransactions'] | undefined
  signMessage: MessageSignerWalletAdapterProps['signMessage'] | undefined
}

describe('@portico/solana registry typing', () => {
  it('registers blockchain solana with its wallet, transaction and options', () => {
    expectTypeOf<'solana'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<WalletOf<'solana'>>().toEqualTypeOf<SolanaWallet>()
    expectTypeOf<TransactionOf<'solana'>>().toEqualTypeOf<SolanaTransaction>()
    expectTypeOf<ChainOptionsOf<'solana'>>().toEqualTypeOf<SolanaOptions>()
    expectTypeOf({
      rent: { lamports: 2_039_280 },
      nativeSolToConvert: { lamports: 10n },
    }).toExtend<SolanaOptions>()
  })

  it('takes web3.js transactions and connections, and wire bytes', () => {
    expectTypeOf<Transaction>().toExtend<SolanaTransaction>()
    expectTypeOf<VersionedTransaction>().toExtend<SolanaTransaction>()
    expectTypeOf<Uint8Array>().toExtend<SolanaTransaction>()
    expectTypeOf<string>().toExtend<SolanaTransaction>()
    expectTypeOf<Connection>().toExtend<NonNullable<SolanaOptions['connection']>>()
    expectTypeOf<number>().not.toExtend<SolanaTransaction>()
  })

  it('takes what useWallet() returns, and wallet-adapter adapters, unmodified', () => {
    expectTypeOf<UseWalletResult>().toExtend<WalletOf<'solana'>>()
    expectTypeOf<MessageSignerWalletAdapter>().toExtend<SolanaWallet>()
    expectTypeOf<WalletAdapter>().toExtend<SolanaWallet>()
  })

  it('takes every @solana/kit signer, unmodified', () => {
    expectTypeOf<KeyPairSigner>().toExtend<SolanaWallet>()
    expectTypeOf<TransactionModifyingSigner>().toExtend<SolanaWallet>()
    expectTypeOf<TransactionPartialSigner>().toExtend<SolanaWallet>()
    expectTypeOf<TransactionSendingSigner>().toExtend<SolanaWallet>()
    expectTypeOf<TransactionSigner>().toExtend<SolanaWallet>()
    expectTypeOf<MessagePartialSigner>().toExtend<SolanaWallet>()
    expectTypeOf<MessageModifyingSigner>().toExtend<SolanaWallet>()
    expectTypeOf<
      TransactionModifyingSigner<'9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'>
    >().toExtend<SolanaWallet>()
  })

  it('takes wallet-standard wallets, with or without their features typed', () => {
    expectTypeOf<Wallet>().toExtend<SolanaWallet>()
    expectTypeOf<
      WalletWithFeatures<
        SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature & SolanaSignMessageFeature
      >
    >().toExtend<SolanaWallet>()
  })

  it('refuses wallets of other shapes', () => {
    expectTypeOf<{ address: `0x${string}` }>().not.toExtend<SolanaWallet>()
    expectTypeOf<{ address: string; signTransaction: () => Promise<string> }>().not.toExtend<SolanaWallet>()
    expectTypeOf<{ publicKey: string; sendTransaction: () => Promise<string> }>().not.toExtend<SolanaWallet>()
  })
})
