// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
// `npm test -- unit browser` runs only the stages named (see `npm test -- --help`); each prints its time.
import { parseArgs } from 'node:util'
import { buildPackages, stalePackages } from './builds.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { collect, ensureInstalled, run } from './run.mjs'

const bin = (name) => `node_modules/.bin/${name}`
/** A stage that may run beside its neighbours: it uses about one core, or mostly waits (the machine has two). */
const beside = (command, args) => ({ beside: true, command, args })

/** Every stage: [key, what it checks, how]. Later stages need the build (dist/) of the packages. */
const STAGES = [
  ['lint', 'lint and format (biome)', () => run(bin('biome'), ['check', '.'])],
  // Only the packages changed since the build this script, the demo or the bench last made (and those that
  // depend on them): after the demo check, as CI runs them, nothing.
  [
    'build',
    'build (tsup: ESM + CJS; declarations: one tsc program) of what changed',
    () => {
      const stale = stalePackages()
      console.log(stale.length ? `   ${stale.join(', ')}` : '   every package is built from its sources')
      return buildPackages(stale)
    },
  ],
  // The one type check of the repository's own code, type-level tests (*.test-d.ts) included.
  // The next five run two at a time: four tsc programs and the import rules, each one thread.
  // In this order the two lanes end within seconds: types (~49 s) then React Native's (~24 s) in one, the
  // matrix (~41 s), the snippets (~13 s) and the import rules (~10 s) in the other.
  ['types', 'types (tsc, *.test-d.ts included)', beside(bin('tsc'), ['-p', 'tsconfig.json'])],
  // Needs the build: each install's program sees the built declarations of its plugins only.
  [
    'matrix',
    'type matrix (every install, React 18 and 19 types)',
    beside('node', ['scripts/type-matrix.mjs']),
  ],
  ['snippets', 'documentation snippets (tsc)', beside('node', ['scripts/check-snippets.mjs'])],
  // React Native's types change globals (its setTimeout returns a number): its package and example are a
  // program of their own.
  ['types', 'types of React Native (tsc)', beside(bin('tsc'), ['-p', 'tsconfig.react-native.json'])],
  [
    'imports',
    'import rules (dependency-cruiser)',
    beside(bin('depcruise'), [
      'packages',
      'examples',
      'test',
      'scripts',
      '--config',
      '.dependency-cruiser.cjs',
    ]),
  ],
  // Every project but the browser one: each package's tests, React 18 again, the examples', the repository's.
  ['unit', 'unit, DOM and chain tests (vitest)', () => run(bin('vitest'), ['run', '--project', '!browser'])],
  [
    'browser',
    'browser tests (Playwright + Chromium)',
    () => ensureChromium() && run(bin('vitest'), ['run', '--project', 'browser']),
  ],
  // These two read the build only, and mostly wait (npm pack; gzip): side by side too.
  ['packages', 'package checks (publint + arethetypeswrong)', beside('node', ['scripts/check-packages.mjs'])],
  ['size', 'size budgets (esbuild, min + gzip)', beside('node', ['scripts/size.mjs'])],
]
const USAGE = `Usage: npm test [-- STAGE…]

Runs every stage in this order, or only the stages named (the build is not run for you: name it too, or
run \`npm run build\` once, when a stage needs dist/):
${STAGES.map(([key, what]) => `  ${key.padEnd(9)} ${what}`).join('\n')}
(types, matrix, snippets and imports run two at a time, as do packages and size; each prints its output
whole when it ends)

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
if (!ensureInstalled()) process.exit(1)
const times = [['install', seconds(began)]]
let passed = 0
const fail = (names) => {
  console.error(`\n✗ ${names.join(', ')} failed`)
  console.log(`stages: ${passed} passed, ${names.length} failed`)
  process.exit(1)
}

/** Runs stages side by side, two at a time in the listed order, each printed whole when it ends. */
async function runBeside(group) {
  const queue = [...group]
  const failed = []
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [, name, { command, args }] = next
      const at = performance.now()
      const { ok, output } = await collect(command, args)
      console.log(`\n== ${name} (beside another stage)\n${output.trimEnd()}`)
      console.log(`   (${seconds(at)} s)`)
      times.push([name, seconds(at)])
      if (ok) passed++
      else failed.push(name)
    }
  }
  const at = performance.now()
  await Promise.all([lane(), lane()])
  times.push([`(the ${group.length} stages above, side by side)`, seconds(at)])
  if (failed.length) fail(failed)
}

for (let i = 0; i < stages.length; i++) {
  if (stages[i][2].beside) {
    const group = []
    while (i < stages.length && stages[i][2].beside) group.push(stages[i++])
    i--
    await runBeside(group)
    continue
  }
  const [, name, stage] = stages[i]
  console.log(`\n== ${name}`)
  const at = performance.now()
  const ok = await stage()
  times.push([name, seconds(at)])
  console.log(`   (${seconds(at)} s)`)
  if (!ok) fail([name])
  passed++
}
// Where the time went, stage by stage: the suite has a budget (10 minutes on a 2-core machine).
console.log('\n  seconds  stage')
for (const [name, s] of times) console.log(`  ${s.padStart(7)}  ${name}`)
console.log(`  ${seconds(began).padStart(7)}  in all`)
console.log(`\nstages: ${passed} passed, 0 failed`)
