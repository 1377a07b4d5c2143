import { packageConfig } from '../../tsup.config.base'

// The ESM build is split so that viem, which only some wallets need, stays in chunks loaded with import():
// a page bundled from it ships none of viem for a wallet that carries its own methods. The CommonJS build
// (Node, tests) keeps one file per entry.
export default packageConfig(
  { index: 'src/index.ts', wagmi: 'src/wagmi.ts' },
  {
    esbuildOptions(options, { format }) {
      options.splitting = format === 'esm'
    },
  },
)
