import { describe, expect, it } from 'vitest'
import { bundleForBrowser } from './browser-bundle.test-helper'
import * as testing from './index'

// `@portico/emulator/testing` goes into merchant pages under test: it must bundle for the browser without
// pulling a Node module or the emulator's servers and chains.

describe('@portico/emulator/testing', () => {
  it('exports every test wallet of the per-chain entries (the EIP-1193 test error and the digest a Stellar message signature is over included)', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'Eip1193TestError',
      'announceEvmWallet',
      'eip1193TestProvider',
      'evmTestWallet',
      'solanaKitTestSigner',
      'solanaTestWallet',
      'stellarMessageDigest',
      'stellarTestWallet',
    ])
  })

  it('bundles for the browser from its own folder, its three chain SDKs and bs58 only', async () => {
    const { inputs, imports } = await bundleForBrowser('./index.ts')
    expect(inputs.length).toBeGreaterThan(2)
    expect(inputs.filter((path) => !path.includes('src/testing/'))).toEqual([])
    expect(imports).toEqual(['@solana/web3.js', '@stellar/stellar-base', 'bs58', 'viem', 'viem/accounts'])
  })

  it('has one entry per chain that needs only that chain’s SDK', async () => {
    expect(Object.keys(await import('./solana'))).toEqual(['solanaTestWallet'])
    expect(Object.keys(await import('./evm')).sort()).toEqual([
      'Eip1193TestError',
      'announceEvmWallet',
      'eip1193TestProvider',
      'evmTestWallet',
    ])
    // The announcement alone needs no package at all.
    expect((await bundleForBrowser('./eip6963-announcer.ts')).imports).toEqual([])
    expect(Object.keys(await import('./stellar')).sort()).toEqual([
      'stellarMessageDigest',
      'stellarTestWallet',
    ])
    expect((await bundleForBrowser('./solana.ts')).imports).toEqual(['@solana/web3.js'])
    expect((await bundleForBrowser('./evm.ts')).imports).toEqual(['viem', 'viem/accounts'])
    expect((await bundleForBrowser('./stellar.ts')).imports).toEqual(['@stellar/stellar-base'])
  })
})
