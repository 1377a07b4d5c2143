import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const src = (path: string) => fileURLToPath(new URL(`./packages/${path}`, import.meta.url))

// Tests import packages by name; point the names at source so tests never need a build first.
const alias = [
  { find: /^@portico\/core$/, replacement: src('core/src/index.ts') },
  { find: /^@portico\/core\/internal$/, replacement: src('core/src/internal.ts') },
  { find: /^@portico\/react$/, replacement: src('react/src/index.ts') },
  { find: /^@portico\/solana$/, replacement: src('solana/src/index.ts') },
  { find: /^@portico\/evm\/wagmi$/, replacement: src('evm/src/wagmi.ts') },
  { find: /^@portico\/evm$/, replacement: src('evm/src/index.ts') },
  { find: /^@portico\/user$/, replacement: src('user/src/index.ts') },
  { find: /^@portico\/stellar$/, replacement: src('stellar/src/index.ts') },
  { find: /^@portico\/emulator$/, replacement: src('emulator/src/index.ts') },
  { find: /^@portico\/emulator\/testing$/, replacement: src('emulator/src/testing/index.ts') },
  { find: /^@portico\/emulator\/testing\/solana$/, replacement: src('emulator/src/testing/solana.ts') },
  {
    find: /^@portico\/emulator\/testing\/solana-kit$/,
    replacement: src('emulator/src/testing/solana-kit.ts'),
  },
  { find: /^@portico\/emulator\/testing\/evm$/, replacement: src('emulator/src/testing/evm.ts') },
  { find: /^@portico\/emulator\/testing\/stellar$/, replacement: src('emulator/src/testing/stellar.ts') },
  { find: /^@portico\/emulator\/playwright$/, replacement: src('emulator/src/playwright/index.ts') },
  { find: /^@portico\/react-native\/testing$/, replacement: src('react-native/src/testing.ts') },
  { find: /^@portico\/react-native$/, replacement: src('react-native/src/index.ts') },
  { find: /^@portico\/vue$/, replacement: src('vue/src/index.ts') },
  { find: /^@portico\/elements$/, replacement: src('elements/src/index.ts') },
]

/** The environment a test file asks for in its docblock (`// @vitest-environment happy-dom`), if any. */
const docblockEnvironment = (file: string) =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 2_000))?.[1]

/**
 * Vitest's order (project by project, the slowest files first), with each project's files grouped by the
 * environment they run in. A worker that keeps its modules from one file to the next (`isolate: false`)
 * is handed the next file only when that file runs in the same environment: one page file queued between
 * two Node files would end the worker, and the next one would import viem, web3.js or Hardhat again.
 */
class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>()
    for (const spec of await super.sort(files)) {
      const environment = docblockEnvironment(spec.moduleId) ?? spec.project.config.environment
      const key = `${spec.project.config.sequence.groupOrder} ${spec.project.name} ${environment}`
      groups.set(key, [...(groups.get(key) ?? []), spec])
    }
    // A Map keeps the order its keys came in: the projects, and the environments in each, as first sorted.
    return [...groups.values()].flat()
  }
}

// One project per package. Chain code runs in Node (web3.js breaks under a DOM environment); a test that
// needs a DOM says so with a `// @vitest-environment happy-dom` docblock. Type-level tests (*.test-d.ts) are
// checked once, by `tsc -p tsconfig.json` (the "types" stage of `npm test`), not again here.
// The projects with a page (happy-dom) run each file in a VM context of a worker that stays: the file still
// gets a page and globals of its own, but the worker is not forked again, nor happy-dom and the modules
// every file loads imported again, for each file (about half the CPU time of forks here).
const inPage = { environment: 'happy-dom', pool: 'vmThreads' } as const

const project = (name: string, extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: {
    name,
    include: [`packages/${name}/src/**/*.test.{ts,tsx}`, `packages/${name}/test/**/*.test.{ts,tsx}`],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
    environment: 'node',
    // Property and chain tests take seconds on a loaded 2-core machine; the timeout only stops a hang.
    testTimeout: 30_000,
    ...extra,
  },
})

// The react18 project: React 18 (installed as react-18 and react-dom-18) under every name React is imported by.
// react-dom 18's own require('react') finds React 18 too: .pnpmfile.cjs makes it react-dom's dependency.
const react18 = [
  { find: /^react(\/.*)?$/, replacement: src('react/node_modules/react-18$1') },
  { find: /^react-dom(\/.*)?$/, replacement: src('react/node_modules/react-dom-18$1') },
  // Its ESM build (the package's `main` is CommonJS, whose require() calls no alias reaches).
  {
    find: /^@testing-library\/react$/,
    replacement: src('react/node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
  },
]

// react-native and react-native-webview as the React Native tests and the WebView suite replace them.
const nativeStandIns = [
  { find: /^react-native$/, replacement: src('react-native/test/react-native.stand-in.tsx') },
  { find: /^react-native-webview$/, replacement: src('react-native/src/testing.ts') },
  // The WebView suite renders in the test process; React is the React Native package's own install.
  { find: /^react(-dom)?(\/.*)?$/, replacement: src('react-native/node_modules/react$1$2') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time: vitest's default on a 2-core machine is one, and most files spend their time
    // waiting on servers, chains, browsers and imports rather than on the CPU.
    maxWorkers: 2,
    // A project's files grouped by environment, so that a worker that keeps its modules is kept.
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      // Core's files with a page (a docblock says so) are half of them: VM contexts too.
      project('core', { pool: 'vmThreads' }),
      project('react', inPage),
      {
        // The react tests again on React 18. Testing Library is inlined so that the aliases reach its imports.
        extends: true as const,
        resolve: { alias: react18 },
        test: {
          name: 'react18',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          ...inPage,
          env: { PORTICO_REACT_MAJOR: '18' },
          server: { deps: { inline: ['@testing-library/react'] } },
          // As in the react project: a thousand re-renders take seconds on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        // React Native's components in Node: react-native and react-native-webview replaced by stand-ins
        // that follow their documented props (neither runs outside an app); React renders them with react-dom.
        extends: true as const,
        resolve: { alias: nativeStandIns },
        test: {
          name: 'react-native',
          include: ['packages/react-native/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          ...inPage,
          // Importing the whole entry takes seconds on a loaded 2-core machine; the timeout only stops a hang.
          testTimeout: 30_000,
        },
      },
      {
        // The React Native tests again on React 18 (the package's peer range starts there): React Native's
        // stand-ins, with the react18 project's React under every name React is imported by.
        extends: true as const,
        resolve: { alias: [...nativeStandIns.slice(0, 2), ...react18] },
        test: {
          name: 'react-native18',
          // The files that render components (the others test URL rules and imports, with no React in them).
          include: ['packages/react-native/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          ...inPage,
          env: { PORTICO_REACT_MAJOR: '18' },
          testTimeout: 30_000,
        },
      },
      // The chain packages, the emulator, the examples and the repository checks run in Node (four files
      // with a page of their own, by docblock): a worker keeps the modules it loaded (viem, web3.js, the
      // Stellar SDK, Hardhat) from one file to the next instead of importing them again for each. Their tests
      // hold their state in their own scope (they pass with files shuffled, --sequence.shuffle.files). The
      // DOM projects stay isolated: a page's globals (a fraud SDK, cookies, the URL) belong to one file.
      project('solana', { isolate: false }),
      project('evm', { isolate: false }),
      project('user', { isolate: false }),
      project('stellar', { isolate: false }),
      project('emulator', { isolate: false }),
      project('vue', inPage),
      // Four files: a VM worker's own start costs about what forking for each file does (no gain measured).
      project('elements', { environment: 'happy-dom' }),
      {
        extends: true as const,
        test: {
          name: 'examples',
          isolate: false,
          include: ['examples/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Repository-wide checks: import rules, the error catalogue, documentation.
        extends: true as const,
        test: {
          name: 'repo',
          include: ['test/repo/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // Real Chromium against real servers on other origins, two files at a time (the workers' default here),
        // each with its own emulator and sites on free ports. A worker keeps its modules (the built emulator,
        // Playwright) and its Chromium (test/browser/chromium.ts) from one file to the next; each tab is a
        // context of its own, closed with its file. Keyboard tests wait until the focus has reached the frame
        // before they type, or keys go to the frame's process before it has the focus.
        extends: true as const,
        resolve: { alias: nativeStandIns },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.browser.test.{ts,tsx}'],
          isolate: false,
          // The example sites are built once, before any file (no file waits on Vite in its own time bounds).
          globalSetup: ['test/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
