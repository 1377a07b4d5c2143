// Types of scripts/examples.mjs, for TypeScript tests that build and serve the example sites.

/** The example sites, by directory name under examples/. */
export declare const EXAMPLES: readonly [
  'solana',
  'evm',
  'stellar',
  'custom-chain',
  'vanilla',
  'next',
  'vue',
  'elements',
]
/** One of the example sites. */
export type ExampleName = (typeof EXAMPLES)[number]

/** Spread into `startEmulator(…)` so that it serves every example (the custom chain's `acme` pages). */
export declare const EXAMPLE_EMULATOR_OPTIONS: Readonly<{ blockchains: Readonly<{ acme: 'user' }> }>

/** Newest modification time under a file or directory, skipping node_modules and dist below it. */
export declare function newest(path: string): number

/** Whether examples/<name>/dist is older than anything it is built from. */
export declare function isStale(name: ExampleName): boolean

/** Builds the stale examples (all with `force`) with Vite; resolves to the names it built. */
export declare function buildExamples(options?: {
  /** @default EXAMPLES */
  names?: readonly ExampleName[]
  /** Build even when dist is up to date. @default false */
  force?: boolean
  /** Where progress lines go. @default console.log */
  log?: (line: string) => void
}): Promise<ExampleName[]>

/** The served examples. */
export interface ServedExamples {
  /** e.g. `http://127.0.0.1:4173` */
  origin: string
  /** Each example's page, e.g. `http://127.0.0.1:4173/solana/`. */
  urls: Record<ExampleName, string>
  /** Stops the server and its open connections; safe to call twice. */
  close(): Promise<void>
}

/** Serves the built examples from one HTTP server on 127.0.0.1, each under `/<name>/`. */
export declare function serveExamples(options?: {
  /** @default 0 (a free port) */
  port?: number
  /** @default EXAMPLES */
  names?: readonly ExampleName[]
  /** The folder holding `<name>/dist`. @default the repository's examples/ */
  dir?: string
}): Promise<ServedExamples>

/** `?checkout=…&api=…&solanaRpc=…&evmRpc=…` pointing an example page at a running emulator. */
export declare function emulatorQuery(emulator: {
  checkoutOrigin: string
  apiOrigin: string
  solanaRpcUrl?: string | undefined
  evmRpcUrl?: string | undefined
}): string
