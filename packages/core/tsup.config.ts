import { moduleConfig } from '../../tsup.config.base'

// ESM: one entry per source module with code splitting, so a merchant's bundler drops whole modules it does
// not use, lz-string included: in one bundled file lz-string's import would stay alive, as lz-string does
// not declare itself free of side effects.
// `internal` is the entry of the bindings and plugins.
export default moduleConfig({}, { index: 'src/index.ts', internal: 'src/internal.ts' })
