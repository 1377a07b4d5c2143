import { describe, expect, it } from 'vitest'
import { bundleForBrowser } from './browser-bundle.test-helper'

// `@portico/emulator/testing/solana-kit` serves a shop on `@solana/kit` alone: nothing in it may pull
// `@solana/web3.js`, viem or the Stellar library (the packed install is checked by scripts/emulator-light.mjs).

describe('@portico/emulator/testing/solana-kit', () => {
  it('exports the kit test signer and nothing else', async () => {
    expect(Object.keys(await import('./solana-kit'))).toEqual(['solanaKitTestSigner'])
  })

  it('bundles for the browser with bs58 as its only import: no chain SDK', async () => {
    const { inputs, imports } = await bundleForBrowser('./solana-kit.ts')
    expect(imports).toEqual(['bs58'])
    expect(inputs.filter((path) => !path.includes('src/testing/'))).toEqual([])
  })
})
