import { isKitSigner } from './kit-guards'
import type { SolanaAdapterWallet, SolanaKitSigner, SolanaStandardWallet, SolanaWallet } from './registry'

/** Which of the accepted shapes a wallet is. */
export type WalletKind =
  | { kind: 'kit'; wallet: SolanaKitSigner }
  | { kind: 'standard'; wallet: SolanaStandardWallet }
  | { kind: 'adapter'; wallet: SolanaAdapterWallet }

/**
 * Tells a kit signer (an `address` and a signer method, by kit's guards) from a wallet-standard wallet
 * (`accounts` and `features`) and a wallet-adapter wallet (everything else, including a missing wallet).
 */
export function walletKind(wallet: SolanaWallet | null | undefined): WalletKind {
  if (wallet && typeof wallet === 'object') {
    if (isKitSigner(wallet)) return { kind: 'kit', wallet }
    if (
      'accounts' in wallet &&
      Array.isArray(wallet.accounts) &&
      wallet.features &&
      typeof wallet.features === 'object'
    )
      return { kind: 'standard', wallet }
  }
  return { kind: 'adapter', wallet: wallet as SolanaAdapterWallet }
}
