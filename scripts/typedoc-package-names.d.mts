// Types of scripts/typedoc-package-names.mjs, for the test of the API reference configuration.
import type { Application } from 'typedoc'

/** `core/src` → `@portico/core`, `evm/src/wagmi` → `@portico/evm/wagmi`; anything else unchanged. */
export declare function packageName(modulePath: string): string
/** The README beside the package whose main entry is `entryFile` (`…/core/src/index.ts`), if it has one. */
export declare function packageReadme(entryFile: string): string | undefined
/** The TypeDoc plugin entry. */
export declare function load(app: Application): void
