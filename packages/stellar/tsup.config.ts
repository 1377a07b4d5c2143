import { packageConfig } from '../../tsup.config.base'

// The ESM build is split so that submitting to Stellar RPC (a send's code and its error) stays in a chunk
// loaded with import() on the first sendTransaction: a page whose checkout only asks for signatures ships
// none of it. The CommonJS build (Node, tests) keeps one file.
export default packageConfig(
  { index: 'src/index.ts' },
  {
    esbuildOptions(options, { format }) {
      options.splitting = format === 'esm'
    },
  },
)
