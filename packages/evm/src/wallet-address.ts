import type { Address } from 'viem'
import type { EvmWallet } from './types'

/** The address for `?pubkey=`: a client's account, or the `address` of the other wallet shapes. */
export function walletAddress(wallet: EvmWallet): Address | undefined {
  const w = wallet as { account?: { address: Address }; address?: Address }
  return w.account?.address ?? w.address
}
