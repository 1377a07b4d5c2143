import type { SolanaWallet } from './registry'
import { walletKind } from './wallet-kind'

/**
 * The customer's address (base58) for `?pubkey=` and for the signer checks: a kit signer's `address`, a
 * wallet-standard wallet's first account, a wallet-adapter wallet's `publicKey`, a bare address as it is.
 * None while disconnected.
 */
export function walletAddress(wallet: SolanaWallet | null | undefined): string | undefined {
  if (typeof wallet === 'string') return wallet
  const shape = walletKind(wallet)
  if (shape.kind === 'kit') return shape.wallet.address
  if (shape.kind === 'standard') return shape.wallet.accounts[0]?.address
  return shape.wallet?.publicKey?.toBase58()
}
