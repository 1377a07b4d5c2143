import type { WalletOf } from '@portico/core'
import type { SolanaKitSigner } from '@portico/solana'
import { describe, expectTypeOf, it } from 'vitest'
import type { SolanaKitTestSigner } from './solana-kit-test-signer'

describe('SolanaKitTestSigner typing', () => {
  it('is a wallet of `solana` checkouts, as a kit signer', () => {
    expectTypeOf<SolanaKitTestSigner>().toExtend<SolanaKitSigner>()
    expectTypeOf<SolanaKitTestSigner>().toExtend<WalletOf<'solana'>>()
  })
})
