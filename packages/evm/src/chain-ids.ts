/**
 * The mainnet chain id of each blockchain (URL segment) the EVM plugin serves, as viem's chains define
 * them. The keys are the blockchains `evm()` serves.
 */
export const evmChainIds = /* @__PURE__ */ Object.freeze({
  eth: 1,
  polygon: 137,
  base: 8453,
  arbitrum: 42161,
  monad: 143,
  tempo: 4217,
} as const)
