import { checksumAddress } from './checksum-address'
import type { Eip1193Provider, EvmWallet } from './types'

// Loaded with import() (evm.ts) only for a wallet that has no address of its own: with the checksum's
// Keccak-256, which the request handlers share.

/**
 * The connected account of a wallet that speaks EIP-1193 and has no address of its own (a bare provider, a
 * viem client made without an account): `eth_accounts`, checksummed, for `?pubkey=`. It never asks the
 * customer to connect (`eth_requestAccounts`): that is the merchant's step, or the handlers' when a request
 * needs a signature. Undefined for other wallets and when nothing is connected; a provider's failure rejects.
 */
export async function walletAccount(wallet: EvmWallet): Promise<string | undefined> {
  const provider = wallet as Partial<Eip1193Provider>
  if (typeof provider.request !== 'function') return undefined
  const [account] = ((await provider.request({ method: 'eth_accounts' })) as unknown[] | null) ?? []
  return typeof account === 'string' && /^0x[\da-f]{40}$/i.test(account)
    ? checksumAddress(account)
    : undefined
}
