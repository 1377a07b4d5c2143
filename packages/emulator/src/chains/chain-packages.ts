import { createRequire } from 'node:module'
import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The packages each part of the chains needs, with the versions the emulator is tested with. They are
 * optional peer dependencies: a merchant who runs the emulator without chains installs none of them.
 */
export const CHAIN_PACKAGES = {
  /** EVM wallet requests (building and checking them) and the local EVM chain. */
  evm: ['viem@2'],
  /** The local EVM node. */
  evmNode: ['hardhat@2', 'viem@2'],
  /** Solana wallet requests (building and checking them) and the local Solana chain. */
  solana: ['@solana/web3.js@1'],
  /** The local Solana RPC. */
  solanaNode: ['litesvm@0.8', '@solana/web3.js@1'],
  /** Stellar wallet requests (building and checking them) and the Stellar RPC stand-in. */
  stellar: ['@stellar/stellar-base@15'],
} as const

/** A part of the chains and the packages it needs (names with a version, e.g. `'hardhat@2'`). */
export interface ChainNeed {
  what: string
  packages: readonly string[]
}

/** Parts of the local chains were asked for, and packages they need are not installed. */
export class ChainPackageMissingError extends PorticoError {
  override name = 'ChainPackageMissingError'
  /** All there is to install, each once, e.g. `['hardhat@2', 'viem@2']`. */
  readonly packages: readonly string[]
  /** What needs them: each part asked for, with those of its packages that are missing. */
  readonly needs: readonly ChainNeed[]
  constructor(needs: readonly ChainNeed[], options?: PorticoErrorOptions) {
    const packages = [...new Set(needs.flatMap((need) => need.packages))]
    const why = needs.map((need) => `${need.what} needs ${need.packages.join(' and ')}`).join('; ')
    super('CHAIN_PACKAGE_MISSING', `${why}: npm install -D ${packages.join(' ')}`, options)
    this.packages = packages
    this.needs = needs
  }
}

// `hardhat@2` -> `hardhat`, `@solana/web3.js@1` -> `@solana/web3.js`.
const packageName = (spec: string) => spec.replace(/@[^@/]*$/, '')

/** Whether `error` says that one of `packages` (names with a version) cannot be found. */
function missing(error: unknown, packages: readonly string[]): boolean {
  const { code, message } = Object(error) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false
  return packages.some((spec) => String(message).includes(`'${packageName(spec)}`))
}

/**
 * Runs `load` (an import() of the code that needs `packages`), turning a package that is not installed
 * into ChainPackageMissingError; any other failure is rethrown as it is.
 */
export async function withChainPackages<T>(
  what: string,
  packages: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load()
  } catch (cause) {
    if (missing(cause, packages)) throw new ChainPackageMissingError([{ what, packages }], { cause })
    throw cause
  }
}

const load = createRequire(import.meta.url)

// Runs `get` (a require or resolve of one of `packages`), turning a package that is not installed into
// ChainPackageMissingError.
function found<T>(what: string, packages: readonly string[], get: () => T): T {
  try {
    return get()
  } catch (cause) {
    if (missing(cause, packages)) throw new ChainPackageMissingError([{ what, packages }], { cause })
    throw cause
  }
}

/**
 * Loads package `name` at once (for code that cannot wait, e.g. a check while a page renders), turning a
 * package that is not installed into ChainPackageMissingError.
 */
export const chainPackage = <T>(what: string, packages: readonly string[], name: string): T =>
  found(what, packages, () => load(name) as T)

/** The path of package file `name` (e.g. `hardhat/package.json`), or ChainPackageMissingError. */
export const chainPackagePath = (what: string, packages: readonly string[], name: string): string =>
  found(what, packages, () => load.resolve(name))

// Finds where package `name` is installed (and so whether it is), without loading it. An object so that a
// test can make a package look missing (see chain-packages.test.ts); nothing else replaces it.
export const packageResolver = { resolve: (name: string): string => load.resolve(name) }

/**
 * Checks, before anything is started, that every package `needs` name is installed, and throws one
 * ChainPackageMissingError naming all that are missing and what needs them.
 */
export function requireChainPackages(needs: readonly ChainNeed[]): void {
  const failures = new Map<string, unknown>()
  for (const spec of new Set(needs.flatMap((need) => need.packages))) {
    try {
      packageResolver.resolve(packageName(spec))
    } catch (cause) {
      // Any other failure means the package is there: loading it reports what is wrong with it.
      if (missing(cause, [spec])) failures.set(spec, cause)
    }
  }
  if (failures.size === 0) return
  const unmet = needs
    .map(({ what, packages }) => ({ what, packages: packages.filter((spec) => failures.has(spec)) }))
    .filter((need) => need.packages.length > 0)
  const causes = [...failures.values()]
  const cause = causes.length === 1 ? causes[0] : new AggregateError(causes, 'chain packages not found')
  throw new ChainPackageMissingError(unmet, { cause })
}
