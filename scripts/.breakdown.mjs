import { build } from 'esbuild'

const root = process.cwd()
const entry = process.argv[2]
const r = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'tsx' },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  metafile: true,
  logLevel: 'silent',
  jsx: 'automatic',
  external: ['react', 'react-dom', 'viem', 'lz-string'],
  alias: {
    '@portico/core': root + '/packages/core/src/index.ts',
    '@portico/core/internal': root + '/packages/core/src/internal.ts',
    '@portico/react': root + '/packages/react/dist/index.js',
  },
  plugins: [
    {
      name: 'x',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (a) =>
          a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined,
        )
      },
    },
  ],
})
const out = Object.values(r.metafile.outputs)[0]
const rows = Object.entries(out.inputs)
  .filter(([, i]) => i.bytesInOutput > 0)
  .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
for (const [k, v] of rows) console.log(String(v.bytesInOutput).padStart(6), k.replace(root, ''))
