import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as testing from './index'

// `@portico/emulator/testing` goes into merchant pages under test: it must bundle for the browser without
// pulling a Node module or the emulator's servers and chains.

describe('@portico/emulator/testing', () => {
  it('exports the three test wallets (and the digest a Stellar message signature is over)', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'evmTestWallet',
      'solanaTestWallet',
      'stellarMessageDigest',
      'stellarTestWallet',
    ])
  })

  it('bundles for the browser from its own folder and its three chain SDKs only', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      // The chain SDKs are the merchant's; what matters is what this entry adds.
      external: ['@solana/web3.js', '@stellar/stellar-base', 'viem', 'viem/*'],
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.length).toBeGreaterThan(2)
    expect(inputs.filter((path) => !path.includes('src/testing/'))).toEqual([])
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path))
    expect([...new Set(imports)].sort()).toEqual([
      '@solana/web3.js',
      '@stellar/stellar-base',
      'viem',
      'viem/accounts',
    ])
  })
})
