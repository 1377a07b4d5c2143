// How much a page weighs: a merchant entry (a few lines, or a page file) bundled with esbuild from the
// built packages, minified and gzipped. The merchant's own libraries (React, viem, wagmi, web3.js, bs58)
// (and Vue) are excluded, except those a scenario bundles (`bundle`: a page that does not have them). One file per
// page, what import() loads included, unless the scenario is `split`: then the figure is what the page
// loads up front, and `lazy` what import() loads when a wallet needs it. Up front is the page bundled with
// every import() left out, as Rollup (Vite) and webpack ship it. esbuild's own splitting ships a little
// more up front: the code an import() shares with the page goes to chunks of their own (core, and
// esbuild's CommonJS helpers for lz-string), with a few hundred bytes of imports and exports between them
// (docs/performance.md).
// Used by the size budgets (scripts/size.mjs) and the bench.
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { root } from './run.mjs'

const PEERS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/jsx-runtime',
  'react-native',
  'react-native-webview',
  'vue',
  'viem',
  'viem/*',
  'wagmi',
  'wagmi/*',
  '@wagmi/*',
  '@tanstack/react-query',
  '@solana/web3.js',
  'bs58',
]
const PACKAGES = ['core', 'react', 'react-native', 'vue', 'elements', 'solana', 'evm', 'user', 'stellar']
// The built packages; or their sources, where a module table wants source files rather than build chunks.
const aliases = (dir, ext) => {
  const paths = { '@portico/evm/wagmi': `${root}/packages/evm/${dir}/wagmi.${ext}` }
  for (const name of PACKAGES) paths[`@portico/${name}`] = `${root}/packages/${name}/${dir}/index.${ext}`
  paths['@portico/core/internal'] = `${root}/packages/core/${dir}/internal.${ext}`
  return paths
}
const builtAlias = aliases('dist', 'js')
const sourceAlias = aliases('src', 'ts')

const gzip = (code) => gzipSync(code, { level: 9 }).length

// Leaves every import() call as written, so that what it loads is not bundled into the page.
const leaveImportCalls = {
  name: 'leave-import-calls',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

// What each module puts into an output, minified, largest first (`scripts/size.mjs --modules`).
const modules = (meta) =>
  Object.entries(meta.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path, input]) => ({
      path: path.replace(/^.*node_modules\//, 'node_modules/'),
      bytes: input.bytesInOutput,
    }))
    .sort((a, b) => b.bytes - a.bytes)

/**
 * The scenario's page, bundled: `bytes` (min+gzip), `text` and `inputs` (modules that put bytes into it) of
 * what it loads up front, `modules` (each of those with its minified bytes, largest first), and `lazy`, the min+gzip bytes of the chunks it loads with import() when needed.
 * `fromSource` bundles the packages' sources instead of their builds (a module table by source file; the
 * figures differ from the builds' by a few bytes). Split scenarios also give `firstImportInputs`: the modules of the page and of what its own import() calls
 * load, short of a further import() from those chunks.
 */
export async function measure(scenario, { fromSource = false } = {}) {
  const alias = fromSource ? sourceAlias : builtAlias
  // A page file (a bench page) or a few lines of entry code.
  // A built file's table comes from the source it is built from (`source`).
  const file = fromSource && scenario.source ? scenario.source : scenario.file
  const entry = file
    ? { entryPoints: [file] }
    : { stdin: { contents: scenario.entry, resolveDir: root, loader: 'tsx', sourcefile: 'page.tsx' } }
  const bundled = (name) =>
    scenario.bundle?.some((b) => name === b || (name.endsWith('/*') && name.startsWith(`${b}/`)))
  const options = {
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
    alias: Object.fromEntries(
      Object.entries(alias).filter(
        ([name]) => !scenario.external?.some((e) => name === e || name.startsWith(`${e}/`)),
      ),
    ),
    // A bundled peer resolves from the package that depends on it.
    nodePaths: (scenario.bundle ?? []).length
      ? [`${root}/packages/evm/node_modules`, `${root}/packages/solana/node_modules`]
      : [],
    logLevel: 'silent',
    metafile: true,
  }
  // Every bundler merchants use (Vite, Rollup, webpack) puts what import() loads in a chunk of its own, so
  // the page's up-front bytes leave it out even where esbuild, without --splitting, would inline it.
  // A script file built from `source` has no chunks: what import() loads is in it, as in the file.
  const inline = scenario.split || (file && file === scenario.source)
  const result = await build({ ...options, plugins: inline ? [] : [leaveImportCalls] })
  const outputs = result.metafile.outputs
  const shipped = (meta) =>
    Object.entries(meta.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input)
  if (!scenario.split) {
    const text = result.outputFiles[0].text
    // Only modules that put bytes into the output count: a parsed but tree-shaken module is not shipped.
    const meta = Object.values(outputs)[0]
    return { bytes: gzip(text), text, inputs: shipped(meta), modules: modules(meta), lazy: 0 }
  }
  // Up front: the page with every import() left as it is (not followed), in one file.
  const page = await build({ ...options, splitting: false, plugins: [leaveImportCalls] })
  const text = page.outputFiles[0].text
  // Lazy: the chunks of the split page that only import() loads.
  const entryName = file ? relative(root, file) : 'page.tsx'
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint === entryName)
  // The chunks that `from` loads with them (their import statements), added to `into`.
  const visit = (into, path) => {
    if (into.has(path) || !outputs[path]) return
    into.add(path)
    for (const i of outputs[path].imports) if (i.kind === 'import-statement') visit(into, i.path)
  }
  const withPage = new Set()
  visit(withPage, entryPath)
  // What the page's own import() calls load (e.g. a plugin's request handlers), but not what those chunks
  // load with import() in turn (e.g. a library only some wallets need).
  const firstImports = new Set(withPage)
  for (const path of withPage)
    for (const i of outputs[path].imports) if (i.kind === 'dynamic-import') visit(firstImports, i.path)
  const code = (path) => result.outputFiles.find((f) => f.path.endsWith(path)).text
  const lazy = Object.keys(outputs).filter((path) => path.endsWith('.js') && !withPage.has(path))
  return {
    bytes: gzip(text),
    text,
    inputs: shipped(Object.values(page.metafile.outputs)[0]),
    modules: modules(Object.values(page.metafile.outputs)[0]),
    firstImportInputs: [...firstImports].flatMap((path) => shipped(outputs[path])),
    // Chunks that load together are counted as one text: the split itself is the bundler's doing.
    lazy: lazy.length ? gzip(lazy.map(code).join('\n')) : 0,
  }
}
