// The installs the type-check matrix compiles (scripts/type-matrix.mjs), and the compiler settings each one
// is compiled under. An install is the Portico plugins a merchant added; its code is test/types/<name>/.

/**
 * Each plugin alone, combinations, and none (card form only). `custom` registers its own chain. `without`:
 * third-party packages the install does not have, hidden from its programs.
 */
export const installs = [
  { name: 'none', plugins: [] },
  { name: 'solana', plugins: ['solana'] },
  // Today's Solana stack: @solana/kit and wallet-standard, with @solana/web3.js (and wallet-adapter, which
  // needs it) hidden from the program as if they were not installed.
  { name: 'solana-kit', plugins: ['solana'], without: ['@solana/web3.js', '@solana/wallet-adapter-react'] },
  { name: 'evm', plugins: ['evm'] },
  { name: 'user', plugins: ['user'] },
  { name: 'stellar', plugins: ['stellar'] },
  { name: 'custom', plugins: [] },
  { name: 'evm+user', plugins: ['evm', 'user'] },
  { name: 'solana+evm+user+custom', plugins: ['solana', 'evm', 'user'] },
  // A Vite + React shop passing each wallet library's own objects (wallet-adapter's useWallet(), wagmi's
  // wallet client, a kit signer, a wallet-standard wallet, Freighter's functions, an EIP-1193 provider), under
  // create-vite's own tsconfig: a wallet type that only a strict build refuses fails here.
  { name: 'wallets', plugins: ['solana', 'evm', 'stellar'], compilerOptions: viteCompilerOptions() },
]

/** What create-vite's React + TypeScript template puts in tsconfig.app.json (less `types: ['vite/client']`). */
function viteCompilerOptions() {
  return {
    target: 'ES2022',
    useDefineForClassFields: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  }
}

/** React 18 and 19 types, `exactOptionalPropertyTypes` off and on: every install is compiled under each. */
export const settings = [
  { name: 'React 19', react: '@types/react', exactOptionalPropertyTypes: false },
  { name: 'React 19 + exactOptionalPropertyTypes', react: '@types/react', exactOptionalPropertyTypes: true },
  { name: 'React 18', react: '@types/react-18', exactOptionalPropertyTypes: false },
  {
    name: 'React 18 + exactOptionalPropertyTypes',
    react: '@types/react-18',
    exactOptionalPropertyTypes: true,
  },
]

/** What a merchant's tsconfig says besides `paths` (a Next.js App Router project's, with a bigint target). */
export const compilerOptions = {
  target: 'ES2022',
  lib: ['DOM', 'DOM.Iterable', 'ESNext'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  isolatedModules: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  noEmit: true,
  // Only what the merchant's code imports: no @types package comes in by itself.
  types: [],
}
