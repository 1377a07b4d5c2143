// Size budgets: each scenario is a tiny merchant entry bundled with esbuild from the built packages,
// minified and gzipped. The merchant's own libraries (React, viem, wagmi, web3.js, bs58) are excluded.
// `node scripts/size.mjs --table` prints the figures without failing.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { root } from './run.mjs'
import { PROTECTION_TEXT, scenarios } from './size-scenarios.mjs'

const PEERS = [
  'react',
  'react-dom',
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

export async function measure(scenario) {
  const result = await build({
    stdin: { contents: scenario.entry, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...PEERS, ...(scenario.external ?? [])],
    // An aliased name is no longer matched by `external`, so externals are left out of the aliases.
    alias: Object.fromEntries(Object.entries(alias).filter(([name]) => !scenario.external?.includes(name))),
    logLevel: 'silent',
    metafile: true,
  })
  const code = result.outputFiles[0].contents
  return {
    bytes: gzipSync(code, { level: 9 }).length,
    text: new TextDecoder().decode(code),
    // Only modules that put bytes into the output count: a parsed but tree-shaken module is not shipped.
    inputs: Object.entries(Object.values(result.metafile.outputs)[0].inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  }
}

const tableOnly = process.argv.includes('--table')
let failures = 0
console.log('scenario'.padEnd(52), 'min+gzip'.padStart(9), 'budget'.padStart(9))
for (const scenario of scenarios) {
  const { bytes, inputs, text } = await measure(scenario)
  const over = bytes > scenario.budget
  const leaks = [
    ...(scenario.forbid ?? []).filter((f) => inputs.some((input) => input.includes(f))),
    // A page without purchase protection ships none of it.
    ...(scenario.protection ? [] : PROTECTION_TEXT.filter((t) => text.includes(t))),
    // Code that has no module of its own (one brand's drawing in a shared chunk) is found by a marker.
    ...(scenario.forbidText ?? []).filter((marker) => text.includes(marker)).map((m) => `"${m}"`),
  ]
  // A marker the bundle does not even hold where it must is a stale marker: the forbids above prove nothing.
  const stale = (scenario.requireText ?? []).filter((marker) => !text.includes(marker))
  if (!tableOnly && (over || leaks.length || stale.length)) failures++
  console.log(
    scenario.name.padEnd(52),
    `${bytes} B`.padStart(9),
    `${scenario.budget} B`.padStart(9),
    over ? '  OVER BUDGET' : '',
    leaks.length ? `  contains ${leaks.join(', ')}` : '',
    stale.length ? `  lacks ${stale.map((m) => `"${m}"`).join(', ')} (stale marker)` : '',
  )
}
if (failures) {
  console.error(`\n${failures} scenario(s) over budget, containing forbidden code or with a stale marker`)
  process.exit(1)
}
