// The import rules of the design (DESIGN §1), checked by `npm test` (stage "import rules"):
// core at the ground, plugins and react as leaves that import core only, the emulator never in a product.
// Tests may use the emulator and the shared fixtures, but only by package name.

const PRODUCT = '^packages/(core|react|react-native|vue|elements|solana|evm|user|stellar)/src/'
const TESTS = '(\\.test\\.tsx?|\\.test-d\\.ts|\\.test-helper\\.tsx?|\\.fixture\\.ts)$'
const CHAIN_SDKS = '^(viem|wagmi|@wagmi|@solana|@stellar|@creit\\.tech|bs58|litesvm|hardhat|ethers)($|/)'
const PLUGINS = '^packages/(solana|evm|user|stellar)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-chain-or-framework',
      comment: 'core is chain-neutral and framework-free: no chain SDK, no React, no plugin, no binding',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: TESTS },
      to: {
        path: [
          CHAIN_SDKS,
          '^(react|react-dom|vue)($|/)',
          '^packages/(react|vue|elements|solana|evm|user|stellar|emulator)/',
        ],
      },
    },
    {
      name: 'plugin-imports-no-other-plugin',
      comment:
        'a plugin imports core only, never another plugin (merchants install only the chains they use)',
      severity: 'error',
      from: { path: `${PLUGINS}src/` },
      to: { path: PLUGINS, pathNot: '^packages/$1/' },
    },
    {
      name: 'react-imports-no-chain',
      comment: 'the React bindings are chain-neutral: chains come from the plugins the merchant passes',
      severity: 'error',
      from: { path: '^packages/react/src/', pathNot: TESTS },
      to: { path: [CHAIN_SDKS, PLUGINS] },
    },
    {
      name: 'react-native-imports-core-and-react-only',
      comment:
        'the React Native bindings are chain-neutral and use no DOM: core, and @portico/react for their web build only',
      severity: 'error',
      from: { path: '^packages/react-native/src/', pathNot: TESTS },
      to: {
        path: [CHAIN_SDKS, PLUGINS, '^react-dom($|/)', '^packages/(vue|elements)/'],
      },
    },
    {
      name: 'react-native-web-build-alone-renders-react',
      comment: 'the native entry never loads @portico/react (its DOM surfaces): only the web entry does',
      severity: 'error',
      from: {
        path: '^packages/react-native/src/',
        pathNot: [TESTS, '^packages/react-native/src/index\\.web\\.ts$'],
      },
      to: { path: '^packages/react/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'vue-and-elements-import-core-only',
      comment:
        'the Vue bindings and the custom elements are chain-neutral and meet no other binding: core only',
      severity: 'error',
      // The script-tag build alone carries the wallet-less `user` plugin, for pages without a bundler.
      from: {
        path: '^packages/(vue|elements)/src/',
        pathNot: [TESTS, '^packages/elements/src/script-tag\\.ts$'],
      },
      to: {
        path: [CHAIN_SDKS, PLUGINS, '^(react|react-dom)($|/)', '^packages/(react|vue|elements)/'],
        pathNot: '^packages/$1/',
      },
    },
    {
      name: 'product-imports-no-emulator',
      comment: 'the emulator is a test and demo tool; no shipped package may depend on it',
      severity: 'error',
      from: { path: PRODUCT, pathNot: TESTS },
      to: { path: ['^packages/emulator/', '^test/'] },
    },
    {
      name: 'no-reaching-into-another-package',
      comment: 'packages meet through their public entry (by name), never through a relative path into src/',
      severity: 'error',
      from: { path: '^(packages|examples|test)/([^/]+)/' },
      to: {
        // by name means through the package map (tsconfig paths, workspace links), not a relative path
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
        path: '^(packages|examples|test)/[^/]+/',
        // A package's test kits (its test/ folder: test code, never shipped) may serve the repository's suites:
        // the browser suite bundles React pages from packages/react/test, where React resolves.
        pathNot: ['^$1/$2/', '^packages/[^/]+/test/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
}
