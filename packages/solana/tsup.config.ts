import { packageConfig } from '../../tsup.config.base'

// The ESM build is split so that request handling, and @solana/web3.js (only wallet-adapter wallets need it),
// stay in chunks loaded with import(): a page bundled from it ships neither up front, and none of web3.js for
// a kit signer or a wallet-standard wallet. The CommonJS build (Node, tests) keeps one file.
export default packageConfig(
  { index: 'src/index.ts' },
  {
    esbuildOptions(options, { format }) {
      options.splitting = format === 'esm'
    },
  },
)
