// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureInstalled, pnpm, run } from './run.mjs'

// react18 runs the React tests again against React 18; react-native, vue and elements are the other bindings.
const PROJECTS = [
  'core',
  'react',
  'react18',
  'react-native',
  'vue',
  'elements',
  'solana',
  'evm',
  'user',
  'stellar',
  'emulator',
  'examples',
  'repo',
]
const bin = (name) => `node_modules/.bin/${name}`
const stages = [
  ['lint and format (biome)', () => run(bin('biome'), ['check', '.'])],
  [
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
  ['build (tsup: ESM + CJS + d.ts)', () => pnpm(['-r', '--filter', './packages/**', 'build'])],
  ['types (tsc)', () => run(bin('tsc'), ['-p', 'tsconfig.json'])],
  ['types of React Native (tsc)', () => run(bin('tsc'), ['-p', 'tsconfig.react-native.json'])],
  // Needs the build: each install's program sees the built declarations of its plugins only.
  ['type matrix (every install, React 18 and 19 types)', () => run('node', ['scripts/type-matrix.mjs'])],
  ['documentation snippets (tsc)', () => run('node', ['scripts/check-snippets.mjs'])],
  [
    'unit, DOM and chain tests (vitest)',
    () => run(bin('vitest'), ['run', ...PROJECTS.flatMap((p) => ['--project', p])]),
  ],
  [
    'browser tests (Playwright + Chromium)',
    () => ensureChromium() && run(bin('vitest'), ['run', '--project', 'browser']),
  ],
  ['package checks (publint + arethetypeswrong)', () => run('node', ['scripts/check-packages.mjs'])],
  ['size budgets (esbuild, min + gzip)', () => run('node', ['scripts/size.mjs'])],
]

if (!ensureInstalled()) process.exit(1)
let passed = 0
for (const [name, stage] of stages) {
  console.log(`\n== ${name}`)
  if (!stage()) {
    console.error(`\n✗ ${name} failed`)
    console.log(`stages: ${passed} passed, 1 failed`)
    process.exit(1)
  }
  passed++
}
console.log(`\nstages: ${passed} passed, 0 failed`)
