import { CHAIN_PACKAGES, withChainPackages } from '../chains/chain-packages'

// The code that builds and checks wallet requests, loaded by the first request of its chain family: the
// emulator runs without the chains' packages until a wallet pays.

/** EVM requests (evm-pay.ts); ChainPackageMissingError without viem. */
export const evmPay = () =>
  withChainPackages('EVM wallet requests', CHAIN_PACKAGES.evm, () => import('./evm-pay'))

/** Stellar requests (stellar-pay.ts); ChainPackageMissingError without @stellar/stellar-base. */
export const stellarPay = () =>
  withChainPackages('Stellar wallet requests', CHAIN_PACKAGES.stellar, () => import('./stellar-pay'))

/** Solana requests (solana-pay.ts); ChainPackageMissingError without @solana/web3.js. */
export const solanaPay = () =>
  withChainPackages('Solana wallet requests', CHAIN_PACKAGES.solana, () => import('./solana-pay'))
