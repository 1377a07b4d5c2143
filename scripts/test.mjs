// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
// `npm test -- unit browser` runs only the stages named (see `npm test -- --help`); each prints its time.
import { parseArgs } from 'node:util'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureInstalled, pnpm, run } from './run.mjs'

const bin = (name) => `node_modules/.bin/${name}`
/** Every stage: [key, what it checks, how]. Later stages need the build (dist/) of the packages. */
const STAGES = [
  ['lint', 'lint and format (biome)', () => run(bin('biome'), ['check', '.'])],
  [
    'imports',
    'import rules (dependency-cruiser)',
    () =>
      run(bin('depcruise'), [
        'packages',
        'examples',
        'test',
        'scripts',
        '--config',
        '.dependency-cruiser.cjs',
      ]),
  ],
  ['build', 'build (tsup: ESM + CJS + d.ts)', () => pnpm(['-r', '--filter', './packages/**', 'build'])],
  // The one type check of the repository's own code, type-level tests (*.test-d.ts) included.
  ['types', 'types (tsc, *.test-d.ts included)', () => run(bin('tsc'), ['-p', 'tsconfig.json'])],
  // React Native's types change globals (its setTimeout returns a number): its package and example are a
  // program of their own.
  ['types', 'types of React Native (tsc)', () => run(bin('tsc'), ['-p', 'tsconfig.react-native.json'])],
  // Needs the build: each install's program sees the built declarations of its plugins only.
  [
    'matrix',
    'type matrix (every install, React 18 and 19 types)',
    () => run('node', ['scripts/type-matrix.mjs']),
  ],
  ['snippets', 'documentation snippets (tsc)', () => run('node', ['scripts/check-snippets.mjs'])],
  // Every project but the browser one: each package's tests, React 18 again, the examples', the repository's.
  ['unit', 'unit, DOM and chain tests (vitest)', () => run(bin('vitest'), ['run', '--project', '!browser'])],
  [
    'browser',
    'browser tests (Playwright + Chromium)',
    () => ensureChromium() && run(bin('vitest'), ['run', '--project', 'browser']),
  ],
  [
    'packages',
    'package checks (publint + arethetypeswrong)',
    () => run('node', ['scripts/check-packages.mjs']),
  ],
  ['size', 'size budgets (esbuild, min + gzip)', () => run('node', ['scripts/size.mjs'])],
]
const USAGE = `Usage: npm test [-- STAGE…]

Runs every stage in this order, or only the stages named (the build is not run for you: name it too, or
run \`npm run build\` once, when a stage needs dist/):
${STAGES.map(([key, what]) => `  ${key.padEnd(9)} ${what}`).join('\n')}

One file: node_modules/.bin/vitest run packages/core/src/embed/frame.test.ts (any test file, browser ones too).`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
})
const unknown = positionals.filter((name) => !STAGES.some(([key]) => key === name))
if (values.help || unknown.length) {
  if (unknown.length) console.error(`Unknown stage: ${unknown.join(', ')}\n`)
  console.log(USAGE)
  process.exit(unknown.length ? 1 : 0)
}
const stages = positionals.length ? STAGES.filter(([key]) => positionals.includes(key)) : STAGES

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)
const began = performance.now()
let at = began
if (!ensureInstalled()) process.exit(1)
const times = [['install', seconds(at)]]
let passed = 0
for (const [, name, stage] of stages) {
  console.log(`\n== ${name}`)
  at = performance.now()
  const ok = stage()
  times.push([name, seconds(at)])
  console.log(`   (${seconds(at)} s)`)
  if (!ok) {
    console.error(`\n✗ ${name} failed`)
    console.log(`stages: ${passed} passed, 1 failed`)
    process.exit(1)
  }
  passed++
}
// Where the time went, stage by stage: the suite has a budget (10 minutes on a 2-core machine).
console.log('\n  seconds  stage')
for (const [name, s] of times) console.log(`  ${s.padStart(7)}  ${name}`)
console.log(`  ${seconds(began).padStart(7)}  in all`)
console.log(`\nstages: ${passed} passed, 0 failed`)
