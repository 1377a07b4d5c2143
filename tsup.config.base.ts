import { defineConfig, type Options } from 'tsup'

/** The build every package shares: ESM + CJS + d.ts, modern browsers, no minification (merchants' bundlers minify). */
export function packageConfig(entry: Record<string, string>, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { paths: {}, noCheck: true } },
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
  const modules = [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.test-d.ts',
    '!src/**/*.fixture.ts',
    '!src/**/*.test-*.ts',
    '!src/**/*.test-*.tsx',
  ]
  const dts = { entry, compilerOptions: { paths: {}, noCheck: true } }
  // Several CommonJS entries share their modules through chunks, so that an error class is one class
  // whichever entry a require() reached it through.
  const shared = Object.keys(entry).length > 1
  // Declarations are built once, with the ESM build: the package's build script then writes the CommonJS
  // ones from them (scripts/cjs-declarations.mjs) rather than type-checking the package a second time.
  return defineConfig([
    { entry: modules, format: 'esm', splitting: true, target: 'es2022', dts, ...extra },
    { entry, format: 'cjs', splitting: shared, target: 'es2022', ...extra },
  ])
}
