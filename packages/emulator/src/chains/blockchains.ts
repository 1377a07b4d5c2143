/**
 * How the emulator pays on a blockchain: a Solana transaction, an EVM transaction, a Stellar transaction, or
 * the session key.
 */
export type ChainFamily = 'solana' | 'evm' | 'stellar' | 'user'

/** The blockchains the hosted checkout serves out of the box, by URL segment. */
export const DEFAULT_BLOCKCHAINS: Readonly<Record<string, ChainFamily>> = Object.freeze({
  solana: 'solana',
  eth: 'evm',
  polygon: 'evm',
  base: 'evm',
  arbitrum: 'evm',
  monad: 'evm',
  tempo: 'evm',
  stellar: 'stellar',
  user: 'user',
})

/** The family serving a URL segment, from the defaults and the emulator's extra blockchains. */
export function familyOf(
  blockchain: string,
  extra: Readonly<Record<string, ChainFamily>> = {},
): ChainFamily | undefined {
  if (Object.hasOwn(extra, blockchain)) return extra[blockchain]
  return Object.hasOwn(DEFAULT_BLOCKCHAINS, blockchain) ? DEFAULT_BLOCKCHAINS[blockchain] : undefined
}
