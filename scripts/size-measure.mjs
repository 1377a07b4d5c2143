// How much a page weighs: a merchant entry (a few lines, or a page file) bundled with esbuild from the
// built packages, minified and gzipped. The merchant's own libraries (React, viem, wagmi, web3.js, bs58)
// are excluded, except those a scenario bundles (`bundle`: a page that does not have them). One file per
// page, what import() loads included, unless the scenario is `split`: then the figure is what the page
// loads up front (its entry and the chunks that entry imports), and `lazy` what import() loads when a
// wallet needs it. Used by the size budgets (scripts/size.mjs) and the bench.
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { root } from './run.mjs'

const PEERS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/jsx-runtime',
  'viem',
  'viem/*',
  'wagmi',
  'wagmi/*',
  '@wagmi/*',
  '@tanstack/react-query',
  '@solana/web3.js',
  'bs58',
]
const pkg = (name) => `${root}/packages/${name}/dist/index.js`
const alias = { '@portico/evm/wagmi': `${root}/packages/evm/dist/wagmi.js` }
for (const name of ['core', 'react', 'solana', 'evm', 'user']) alias[`@portico/${name}`] = pkg(name)

const gzip = (code) => gzipSync(code, { level: 9 }).length

/**
 * The scenario's page, bundled: `bytes` (min+gzip), `text` and `inputs` (modules that put bytes into it) of
 * what it loads up front, and `lazy`, the min+gzip bytes of the chunks it loads with import() when needed.
 */
export async function measure(scenario) {
  // A page file (a bench page) or a few lines of entry code.
  const entry = scenario.file
    ? { entryPoints: [scenario.file] }
    : { stdin: { contents: scenario.entry, resolveDir: root, loader: 'tsx', sourcefile: 'page.tsx' } }
  const bundled = (name) =>
    scenario.bundle?.some((b) => name === b || (name.endsWith('/*') && name.startsWith(`${b}/`)))
  const result = await build({
    ...entry,
    bundle: true,
    minify: true,
    write: false,
    splitting: Boolean(scenario.split),
    outdir: 'size-out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...PEERS.filter((name) => !bundled(name)), ...(scenario.external ?? [])],
    // An aliased name is no longer matched by `external`, so externals are left out of the aliases.
    alias: Object.fromEntries(Object.entries(alias).filter(([name]) => !scenario.external?.includes(name))),
    // A bundled peer resolves from the package that depends on it.
    nodePaths: (scenario.bundle ?? []).length ? [`${root}/packages/evm/node_modules`] : [],
    logLevel: 'silent',
    metafile: true,
  })
  const outputs = result.metafile.outputs
  // Chunks behind import() are entry points too; the page's own is the stdin entry. What it imports
  // statically (esbuild's shared helpers) loads with it.
  const page = scenario.file ? relative(root, scenario.file) : 'page.tsx'
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint === page)
  const upFront = new Set()
  const visit = (path) => {
    if (upFront.has(path) || !outputs[path]) return
    upFront.add(path)
    for (const i of outputs[path].imports) if (i.kind === 'import-statement') visit(i.path)
  }
  visit(entryPath)
  const code = (path) => result.outputFiles.find((f) => f.path.endsWith(path)).text
  // Chunks that load together are counted as one text: the split itself is the bundler's doing.
  const bytes = (paths) => gzip(paths.map(code).join('\n'))
  const chunks = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  return {
    bytes: bytes([...upFront]),
    text: [...upFront].map(code).join('\n'),
    // Only modules that put bytes into the output count: a parsed but tree-shaken module is not shipped.
    inputs: [...upFront].flatMap((path) =>
      Object.entries(outputs[path].inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([input]) => input),
    ),
    lazy: chunks.some((path) => !upFront.has(path)) ? bytes(chunks.filter((path) => !upFront.has(path))) : 0,
  }
}
