import type { ChainOptionsOf, RegisteredBlockchain, TransactionOf, WalletOf } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { StellarWallet } from './index'

// Freighter's functions as `@stellar/freighter-api` 6 declares them (copied types: the package is not a
// dependency), and Stellar Wallets Kit's.
interface FreighterApiError {
  code: number
  message: string
  ext?: string[]
}
declare const freighter: {
  signTransaction: (
    transactionXdr: string,
    opts?: { networkPassphrase?: string; address?: string },
  ) => Promise<{ signedTxXdr: string; signerAddress: string } & { error?: FreighterApiError }>
  signMessage: (
    message: string,
    opts?: { networkPassphrase?: string; address?: string },
  ) => Promise<
    | ({ signedMessage: Uint8Array | null; signerAddress: string } & { error?: FreighterApiError })
    | ({ signedMessage: string | null; signerAddress: string } & { error?: FreighterApiError })
  >
}
declare const kit: {
  signTransaction(
    xdr: string,
    opts?: { networkPassphrase?: string; address?: string; path?: string },
  ): Promise<{ signedTxXdr: string; signerAddress?: string }>
  signMessage(
    message: string,
    opts?: { networkPassphrase?: string; address?: string; path?: string },
  ): Promise<{ signedMessage: string; signerAddress?: string }>
}

describe('@portico/stellar registry typing', () => {
  it('registers blockchain stellar with its wallet and a base64 XDR transaction', () => {
    expectTypeOf<'stellar'>().toExtend<RegisteredBlockchain>()
    expectTypeOf<WalletOf<'stellar'>>().toEqualTypeOf<StellarWallet | string>()
    expectTypeOf<TransactionOf<'stellar'>>().toEqualTypeOf<string>()
    expectTypeOf<ChainOptionsOf<'stellar'>>().toEqualTypeOf<Record<never, never>>()
  })

  it("takes Freighter's and Stellar Wallets Kit's functions as they are", () => {
    const address = 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H'
    expectTypeOf({ address, ...freighter }).toExtend<StellarWallet>()
    expectTypeOf({
      address,
      signTransaction: kit.signTransaction,
      signMessage: kit.signMessage,
    }).toExtend<StellarWallet>()
    expectTypeOf({ address, signTransaction: async (xdr: string) => xdr }).toExtend<StellarWallet>()
  })

  it('refuses wallets of other chains', () => {
    expectTypeOf<{ publicKey: string }>().not.toExtend<WalletOf<'stellar'>>()
    expectTypeOf<{
      address: string
      signTransaction: (xdr: string) => Promise<number>
    }>().not.toExtend<StellarWallet>()
  })
})
