import type { Address } from 'viem'
import { checksumAddress } from './checksum-address'
import type { Eip1193Provider, EvmWallet } from './types'

/**
 * The address for `?pubkey=`: a bare address as it is, a client's account, or the `address` of the other
 * wallet shapes.
 */
export function walletAddress(wallet: EvmWallet): string | undefined {
  if (typeof wallet === 'string') return wallet
  const w = wallet as { account?: { address: Address }; address?: Address }
  return w.account?.address ?? w.address
}

/**
 * The connected account of a bare EIP-1193 provider (`eth_accounts`, checksummed), for `?pubkey=` when
 * `walletAddress` has none. It never asks the customer to connect (`eth_requestAccounts`): that is the
 * merchant's step, or the handlers' when a request needs a signature. Undefined for the other shapes and
 * when nothing is connected.
 */
export async function walletAccount(wallet: EvmWallet): Promise<string | undefined> {
  const provider = wallet as Partial<Eip1193Provider>
  if (typeof provider.request !== 'function' || walletAddress(wallet)) return undefined
  const [account] = ((await provider.request({ method: 'eth_accounts' })) as unknown[] | null) ?? []
  return typeof account === 'string' && /^0x[\da-f]{40}$/i.test(account)
    ? checksumAddress(account)
    : undefined
}
