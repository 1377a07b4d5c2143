import { readdirSync } from 'node:fs'
import { defineConfig, type Options } from 'tsup'

// Test files and helpers that sit beside the sources: `x.test.ts`, `x.test-d.ts`, `x.test-helper.ts`,
// `x.fixture.ts` (and their .tsx).
const NOT_SHIPPED = /\.(test|fixture)(-[^/]*)?\.tsx?$/

/**
 * The package's source modules (every .ts and .tsx file under src/ but tests and fixtures), sorted and
 * named by their path under src/. A glob lists files in an order that varies from run to run (tsup globs
 * an array of entries again, so they are given as an object); esbuild follows the entries' order when it
 * writes a shared chunk's imports, so each build gave chunks other imports in another order, and a
 * merchant's bundle of the same sources gzipped to up to ~25 B more or less.
 */
function sourceModules(): Record<string, string> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file))
    .sort()
  return Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ''), `src/${file}`]))
}

/**
 * The build every package shares: ESM + CJS, modern browsers, no minification (merchants' bundlers minify).
 * The declarations are not tsup's: scripts/declarations.mjs writes every package's in one TypeScript program.
 */
export function packageConfig(entry: Record<string, string>, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    clean: true,
    target: 'es2022',
    splitting: false,
    ...extra,
  })
}

/**
 * The build of a package whose ESM is one file per source module (code splitting), so that a merchant's
 * bundler ("sideEffects": false) drops whole modules a page does not use, with their imports (an import
 * statement of a module the page's bundler keeps external stays even when nothing uses it, if the module
 * holding it is kept). CommonJS (require) stays one file. Neither build cleans, as they run side by side:
 * the package's build script empties dist first.
 */
export function moduleConfig(extra: Options = {}, entry: Record<string, string> = { index: 'src/index.ts' }) {
  const modules = sourceModules()
  // Several CommonJS entries share their modules through chunks, so that an error class is one class
  // whichever entry a require() reached it through.
  const shared = Object.keys(entry).length > 1
  // Declarations: scripts/declarations.mjs, after tsup (the package's build script).
  return defineConfig([
    { entry: modules, format: 'esm', splitting: true, target: 'es2022', ...extra },
    { entry, format: 'cjs', splitting: shared, target: 'es2022', ...extra },
  ])
}
