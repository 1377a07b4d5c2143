import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const coreDist = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url))

/** The built @portico/core as one script that sets `window.Portico`, for pages that drive core directly. */
export async function bundleCore(): Promise<string> {
  const bundle = await build({
    entryPoints: [coreDist],
    bundle: true,
    format: 'iife',
    globalName: 'Portico',
    write: false,
    // The ESM build's entry imports some chunks for their side effects only; the package says it has none
    // (`sideEffects: false`), so the bundler drops them, as a merchant's does, and says so for each one.
    logOverride: { 'ignored-bare-import': 'silent' },
  })
  return bundle.outputFiles[0]?.text ?? ''
}
