/** The passphrases of Stellar's public networks, which a transaction's signatures are bound to. */
export const StellarNetworks = Object.freeze({
  /** The public network (mainnet). */
  PUBLIC: 'Public Global Stellar Network ; September 2015',
  /** The test network. */
  TESTNET: 'Test SDF Network ; September 2015',
} as const)
