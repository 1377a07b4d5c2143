import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as testing from './index'

// `@portico/emulator/testing` goes into merchant pages under test: it must bundle for the browser without
// pulling a Node module or the emulator's servers and chains.

describe('@portico/emulator/testing', () => {
  it('exports the test wallets and the kit test signer', () => {
    expect(Object.keys(testing).sort()).toEqual(['evmTestWallet', 'solanaKitTestSigner', 'solanaTestWallet'])
  })

  it('bundles for the browser from its own folder, its two chain SDKs and bs58 only', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      // The chain SDKs are the merchant's; what matters is what this entry adds.
      external: ['@solana/web3.js', 'viem', 'viem/*', 'bs58'],
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.length).toBeGreaterThan(2)
    expect(inputs.filter((path) => !path.includes('src/testing/'))).toEqual([])
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path))
    // bs58 (the kit test signer's addresses) is a dependency of the emulator.
    expect([...new Set(imports)].sort()).toEqual(['@solana/web3.js', 'bs58', 'viem', 'viem/accounts'])
  })
})
