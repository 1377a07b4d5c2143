import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

// The chain SDKs (the merchant's) and bs58 (a dependency of the emulator, for the kit test signer's
// addresses): left out of a bundle, so what is left is what an entry itself pulls.
const EXTERNAL = ['@solana/web3.js', '@solana/kit', '@stellar/stellar-base', 'viem', 'viem/*', 'bs58']

/**
 * Bundles the test-wallet entry `entry` (a path beside this file) for the browser, the chain SDKs and bs58
 * left out: the files it took in, and the imports it left for the merchant's install, sorted.
 */
export async function bundleForBrowser(entry: string) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: EXTERNAL,
  })
  const inputs = Object.keys(result.metafile.inputs)
  const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path))
  return { inputs, imports: [...new Set(imports)].sort() }
}
