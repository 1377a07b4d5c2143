import { packageConfig } from '../../tsup.config.base'

// `shims` gives the CJS build an `import.meta.url`, which locates the assets/ folder at run time. `testing`
// (and its one-chain entries) and `playwright` are entries of their own, so the main entry never pulls
// them (nor they the servers).
// The ESM build is split so that the chains' code (and their packages, optional peer dependencies) stays in
// chunks loaded with import() when chains are asked for.
export default packageConfig(
  {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    testing: 'src/testing/index.ts',
    'testing-solana': 'src/testing/solana.ts',
    'testing-solana-kit': 'src/testing/solana-kit.ts',
    'testing-evm': 'src/testing/evm.ts',
    'testing-stellar': 'src/testing/stellar.ts',
    playwright: 'src/playwright/index.ts',
  },
  {
    shims: true,
    esbuildOptions(options, { format }) {
      options.splitting = format === 'esm'
    },
  },
)
