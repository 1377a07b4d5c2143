import { dirname } from 'node:path'
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
    esbuildPlugins: [
      {
        // A script file has no chunks: core's checkout requests would carry their request pipeline anyway,
        // bundled in place behind esbuild's lazy-init wrappers, and the wait for it as code for nothing
        // (~300 B min+gzip). Here they take the pipeline itself instead of its lazy loader.
        name: 'request-pipeline-in-place',
        setup(build) {
          build.onResolve({ filter: /^\.\/lazy-pipeline$/ }, (args) => ({
            path: args.importer,
            namespace: 'pipeline-in-place',
          }))
          build.onLoad({ filter: /.*/, namespace: 'pipeline-in-place' }, (args) => ({
            contents: "export { createRequestPipeline as createLazyPipeline } from './request-pipeline'",
            resolveDir: dirname(args.path),
            loader: 'ts',
          }))
        },
      },
    ],
  }),
]
