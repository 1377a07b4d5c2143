import { defineConfig } from 'tsup'

// ESM: one entry per source module with code splitting, so a merchant's bundler ("sideEffects": false)
// drops whole modules it does not use, lz-string included: in one bundled file lz-string's import would stay
// alive, as lz-string does not declare itself free of side effects. CJS (require) stays one file.
// The two builds run side by side, so neither cleans: the package's build script empties dist first.
const modules = [
  'src/**/*.ts',
  '!src/**/*.test.ts',
  '!src/**/*.test-d.ts',
  '!src/**/*.fixture.ts',
  '!src/**/*.test-*.ts',
]
const dts = { entry: { index: 'src/index.ts' }, compilerOptions: { paths: {} } }

export default defineConfig([
  { entry: modules, format: 'esm', splitting: true, target: 'es2022', dts },
  { entry: { index: 'src/index.ts' }, format: 'cjs', target: 'es2022', dts },
])
