import { InvalidRequestError, type RequestMethod, WalletError } from '@portico/core'

// The XDR `EnvelopeType`s of a transaction envelope: ENVELOPE_TYPE_TX_V0, ENVELOPE_TYPE_TX and
// ENVELOPE_TYPE_TX_FEE_BUMP. Anything else (an auth entry, a bare transaction body) is not one.
const ENVELOPE_TYPES = new Set([0, 2, 5])
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Why `xdr` is not a base64 XDR transaction envelope, or `undefined` when it is. Checked on the bytes only
 * (base64, 4-byte XDR alignment, a transaction envelope type), so that the plugin needs no Stellar library.
 */
export function envelopeProblem(xdr: unknown): string | undefined {
  if (typeof xdr !== 'string' || xdr.length === 0) return 'no transaction'
  if (xdr.length % 4 !== 0 || !BASE64.test(xdr)) return 'the transaction is not base64'
  const bytes = atob(xdr)
  if (bytes.length < 8 || bytes.length % 4 !== 0) return 'the transaction is not XDR'
  const type =
    ((bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8)) +
    bytes.charCodeAt(3)
  if (!ENVELOPE_TYPES.has(type)) return 'the XDR is not a transaction envelope'
  return undefined
}

/** The checkout's transaction, checked: a base64 XDR transaction envelope, or InvalidRequestError. */
export function checkoutEnvelope(method: RequestMethod, xdr: string): string {
  const problem = envelopeProblem(xdr)
  if (problem) throw new InvalidRequestError(method, problem)
  return xdr
}

/** What the wallet signed, checked: a base64 XDR transaction envelope, or WalletError. */
export function signedEnvelope(method: RequestMethod, xdr: unknown): string {
  const problem = envelopeProblem(xdr)
  if (problem)
    throw new WalletError(method, { details: `its answer is not a signed transaction envelope (${problem})` })
  return xdr as string
}
