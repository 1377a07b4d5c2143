import { defineConfig } from 'tsup'
import { moduleConfig } from '../../tsup.config.base'

// The package as modules, and one script file for a <script> tag: core, the elements and the wallet-less
// `user` plugin in one minified IIFE that defines the elements and sets `window.Portico`.
export default [
  ...moduleConfig({}, { index: 'src/index.ts' }),
  defineConfig({
    entry: { 'portico-elements': 'src/script-tag.ts' },
    format: ['iife'],
    globalName: 'Portico',
    minify: true,
    // As every other build: the code already needs an ES2022 browser (Object.hasOwn, Error's cause), and
    // ES2020 syntax lowering (class fields, ??=) only added ~430 B min+gzip.
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    clean: false,
  }),
]
