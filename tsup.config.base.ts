import { defineConfig, type Options } from 'tsup'

/** The build every package shares: ESM + CJS + d.ts, modern browsers, no minification (merchants' bundlers minify). */
export function packageConfig(entry: Record<string, string>, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { paths: {} } },
    clean: true,
    target: 'es2022',
    splitting: false,
    ...extra,
  })
}
