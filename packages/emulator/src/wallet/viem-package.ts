import { CHAIN_PACKAGES, chainPackage } from '../chains/chain-packages'

/**
 * viem, loaded on first use and not imported: the emulator starts without it (it is a good part of a
 * start's time) and runs without it until an EVM wallet request needs it. One copy (its CommonJS build,
 * which code that cannot wait loads at once) serves every EVM module, so a process never loads two.
 */
export const viem = (): typeof import('viem') =>
  chainPackage<typeof import('viem')>('EVM transactions', CHAIN_PACKAGES.evm, 'viem')
