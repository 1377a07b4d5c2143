import type { Address } from 'viem'
import type { EvmWallet } from './types'

/**
 * The address for `?pubkey=`: a bare address as it is, a client's account, or the `address` of the other
 * wallet shapes.
 */
export function walletAddress(wallet: EvmWallet): string | undefined {
  if (typeof wallet === 'string') return wallet
  const w = wallet as { account?: { address: Address }; address?: Address }
  return w.account?.address ?? w.address
}
