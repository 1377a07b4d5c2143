import type { ChainFamily } from '../chains/blockchains'
import type { Total } from '../query/total'

/** Lamports per cent: the emulator prices one US dollar at 0.01 SOL, whatever the currency. */
export const LAMPORTS_PER_CENT = 100_000n
/** Wei per cent: the emulator prices one US dollar at 0.001 ETH, whatever the currency. */
export const WEI_PER_CENT = 10_000_000_000_000n

/** Stroops per cent: the emulator prices one US dollar at 10 XLM (1 XLM = 10^7 stroops), whatever the currency. */
export const STROOPS_PER_CENT = 1_000_000n

/** The most one Stellar payment moves: the largest amount an operation holds (int64 stroops). */
export const MAX_STROOPS = 2n ** 63n - 1n

/**
 * The most one payment moves on Solana: 100 000 SOL. The payer is airdropped the amount and its fees from
 * the local chain's faucet of a million SOL, and every balance stays exact as a JavaScript number (web3.js
 * reads lamports as numbers); u64 alone would allow 18 446 744 073 709 551 615.
 */
export const MAX_LAMPORTS = 100_000n * 1_000_000_000n

/** The most one payment moves on an EVM chain: 10^12 ETH, funded with hardhat_setBalance (uint256 fits it). */
export const MAX_WEI = 10n ** 30n

/** The chain's base units per cent at the emulator's fixed prices. */
export function perCentOf(family: ChainFamily): bigint {
  return family === 'evm' ? WEI_PER_CENT : family === 'stellar' ? STROOPS_PER_CENT : LAMPORTS_PER_CENT
}

/** A total in the chain's base units: cents at the fixed price, a token amount as it is. */
export function baseUnitsOf(total: Total, family: ChainFamily): bigint {
  return 'cents' in total ? BigInt(total.cents) * perCentOf(family) : BigInt(total.amount)
}

/**
 * Why one payment on `family` cannot move `amount` base units, in words; undefined when it can. Refused up
 * front (a 400), as the chain would only fail later, when the request is built or sent.
 */
export function amountProblem(family: ChainFamily, amount: bigint): string | undefined {
  // The session key pays off-chain: nothing to fund, no range.
  if (family === 'user') return undefined
  const [max, limit, unit] =
    family === 'evm'
      ? [MAX_WEI, '10^12 ETH', 'wei']
      : family === 'stellar'
        ? [MAX_STROOPS, 'an int64 of stroops', 'stroops']
        : [MAX_LAMPORTS, '100000 SOL', 'lamports']
  if (amount < 0n) return `the amount is negative (${amount} ${unit})`
  if (amount > max)
    return `the amount is ${amount} ${unit}: one payment moves at most ${limit} (${max} ${unit})`
  return undefined
}
