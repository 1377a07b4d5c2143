import type { HandlerContext, RequestHandlers, RequestMethod } from '@portico/core'
import { WalletError } from '@portico/core'
import { addressWalletHandlers, isAddressWallet } from '@portico/core/internal'
import { adapterHandlers } from './adapter-handlers'
import { kitHandlers } from './kit-handlers'
import type { SolanaOptions, SolanaWallet } from './registry'
import { standardHandlers } from './standard-handlers'
import { walletAddress } from './wallet-address'
import { walletKind } from './wallet-kind'

/** The handlers for the wallet's shape: a kit signer, a wallet-standard wallet or a wallet-adapter wallet. */
export function requestHandlers(
  wallet: SolanaWallet,
  context: HandlerContext<SolanaOptions> | undefined,
): RequestHandlers {
  if (isAddressWallet(wallet)) return addressWalletHandlers()
  // mountCheckout passes the merchant's `wallet` option as it is: it may be missing or disconnected.
  const signer = (method: RequestMethod) => {
    const address = walletAddress(wallet)
    if (!address) throw new WalletError(method, { details: 'the wallet is not connected' })
    return address
  }
  const shape = walletKind(wallet)
  if (shape.kind === 'kit') return kitHandlers(shape.wallet, context)
  if (shape.kind === 'standard') return standardHandlers(shape.wallet, context, signer)
  return adapterHandlers(shape.wallet, context, signer)
}
