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
} as const

/** A part of the local chains was asked for, and a package it needs is not installed. */
export class ChainPackageMissingError extends PorticoError {
  override name = 'ChainPackageMissingError'
  /** What to install, e.g. `['hardhat@2', 'viem@2']`. */
  readonly packages: readonly string[]
  constructor(what: string, packages: readonly string[], options?: PorticoErrorOptions) {
    super(
      'CHAIN_PACKAGE_MISSING',
      `${what} needs ${packages.join(' and ')}: npm install -D ${packages.join(' ')}`,
      options,
    )
    this.packages = packages
  }
}

/** Whether `error` says that one of `packages` (names with a version) cannot be found. */
function missing(error: unknown, packages: readonly string[]): boolean {
  const { code, message } = Object(error) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false
  return packages.some((spec) => String(message).includes(`'${spec.replace(/@[^@/]*$/, '')}`))
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
    if (missing(cause, packages)) throw new ChainPackageMissingError(what, packages, { cause })
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
    if (missing(cause, packages)) throw new ChainPackageMissingError(what, packages, { cause })
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
