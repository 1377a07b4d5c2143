import { type PorticoError, UnsupportedRequestError, WalletError } from '@portico/core'

// What the customer and the merchant can act on, per EIP-1193 provider error code (and MetaMask's
// "a request is already open" JSON-RPC code).
const REASONS: Record<number, string> = {
  4001: 'the customer rejected the request in the wallet',
  4100: 'the wallet has not authorized this account or method: connect the wallet and try again',
  4900: 'the wallet is disconnected',
  4901: 'the wallet is not connected to the chain the checkout needs',
  [-32002]: 'the wallet already has a request open: finish it in the wallet, then try again',
}

/** The EIP-1193 `code` of a wallet's error, looked for in the error and the errors it wraps (viem's). */
export function providerErrorCode(error: unknown): number | undefined {
  for (let e = error, depth = 0; e != null && depth < 5; e = Object(e).cause, depth++) {
    const { code } = Object(e) as { code?: unknown }
    if (typeof code === 'number' && (code in REASONS || code === 4200 || code === 4902)) return code
  }
  return undefined
}

/**
 * A wallet's failure of `method` as the error the checkout is answered with: an EIP-1193 error by its code
 * (4200, a method the wallet lacks, is an UnsupportedRequestError), else the wallet's or node's own words,
 * one line of them (viem keeps them in `details`). The wallet's error is kept as `cause`.
 */
export function walletFailure(method: string, cause: unknown): PorticoError {
  const code = providerErrorCode(cause)
  if (code === 4200)
    return new UnsupportedRequestError(method, 'the wallet does not support the method it was asked', {
      cause,
    })
  const known = code === undefined ? undefined : REASONS[code]
  const { details, shortMessage } = Object(cause) as { details?: string; shortMessage?: string }
  const reason = known || details || shortMessage
  return new WalletError(method, reason ? { cause, details: reason } : { cause })
}
