// The benchmarks drive the same Chromium, with the same flags, as the browser suites: test/browser/chromium.ts
// is compiled once with esbuild (playwright-core left as an import) and loaded from node_modules/.cache.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { root } from '../run.mjs'

/** A headless Chromium launched by the browser suites' `launchChromium()`; close it when done. */
export async function launchChromium() {
  const outfile = join(root, 'node_modules', '.cache', 'portico-bench', 'chromium.mjs')
  await build({
    entryPoints: [join(root, 'test', 'browser', 'chromium.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  })
  const chromium = await import(pathToFileURL(outfile).href)
  return chromium.launchChromium()
}
