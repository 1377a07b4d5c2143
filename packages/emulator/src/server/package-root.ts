import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The package's own files (assets/, workers/) sit at its root, beside src/ and dist/; this module is two
// folders below it in the sources (tests) but one in the build (bundled into dist/), so the root is found
// as the nearest folder up with a package.json rather than by a fixed relative URL. A path, not a URL
// object: a test environment with a DOM (happy-dom) has a URL class of its own that node:fs does not take.
function packageRoot(folder: string): string {
  if (existsSync(join(folder, 'package.json'))) return folder
  const parent = dirname(folder)
  if (parent === folder) throw new Error(`no package.json above ${import.meta.url}`)
  return packageRoot(parent)
}

/** The emulator package's root folder, where its assets/ and workers/ are. */
export const PACKAGE_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)))
