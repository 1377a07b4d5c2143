// Types of scripts/chromium.mjs, for the TypeScript browser suites.
import type { Browser } from 'playwright-core'

/** The flags every Portico Chromium starts with. */
export declare const CHROMIUM_ARGS: readonly string[]
/** A headless Chromium (install it first with scripts/ensure-chromium.mjs); close it when done. */
export declare function launchChromium(): Promise<Browser>
