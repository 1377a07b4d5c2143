import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { Keypair as StellarKeypair } from '@stellar/stellar-base'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { merchantWallets, TEST_TOKEN_ADDRESS } from './merchant-wallet'

const key = (kind: string, id: string) =>
  createHash('sha256').update(`portico-emulator/${kind}/${id}`).digest()

describe('merchant wallets', () => {
  it('derives each merchant its own Solana, EVM and Stellar addresses, the same every time', () => {
    const shop = merchantWallets('shop')
    expect(shop).toEqual({
      solana: Keypair.fromSeed(key('solana', 'shop')).publicKey.toBase58(),
      evm: privateKeyToAddress(`0x${key('evm', 'shop').toString('hex')}`),
      stellar: StellarKeypair.fromRawEd25519Seed(key('stellar', 'shop')).publicKey(),
    })
    expect(merchantWallets('shop')).toEqual(shop)
    expect(merchantWallets('other').evm).not.toBe(shop.evm)
    expect(merchantWallets('other').stellar).not.toBe(shop.stellar)
  })

  it('writes out the address of the test token key', () => {
    expect(TEST_TOKEN_ADDRESS).toBe(
      privateKeyToAddress(`0x${key('evm-token', 'portico-test-usd').toString('hex')}`),
    )
  })
})
