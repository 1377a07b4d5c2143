import { packageConfig } from '../../tsup.config.base'

// `shims` gives the CJS build an `import.meta.url`, which locates the assets/ folder at run time.
export default packageConfig({ index: 'src/index.ts', cli: 'src/cli.ts' }, { shims: true })
