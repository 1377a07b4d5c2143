import { type RequestMethod, WalletError } from '@portico/core'
import type { StellarSignedMessage, StellarSignedTransaction, StellarWalletFailure } from './registry'
import { signedEnvelope } from './transaction-envelope'

// Freighter resolves a refusal (`{ error: { code: -4, message: 'The user rejected this request.' } }`)
// instead of rejecting: it must reach the checkout as the wallet's failure, not as an empty signature.
function refusal(method: RequestMethod, error: StellarWalletFailure | undefined): void {
  if (error) throw new WalletError(method, { cause: new Error(error.message || `code ${error.code}`) })
}

// Base64 of a signature's bytes (Freighter's older `signMessage` answers a Buffer).
function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The signed XDR in a wallet's `signTransaction` answer, whichever shape it has. */
export function signedTransaction(answer: StellarSignedTransaction): string {
  if (answer !== null && typeof answer === 'object') {
    refusal('signTransaction', answer.error)
    return signedEnvelope('signTransaction', answer.signedTxXdr)
  }
  return signedEnvelope('signTransaction', answer)
}

/** The base64 signature in a wallet's `signMessage` answer, whichever shape it has. */
export function messageSignature(answer: StellarSignedMessage): string {
  let signature: unknown = answer
  if (answer !== null && typeof answer === 'object' && !(answer instanceof Uint8Array)) {
    refusal('signMessage', answer.error)
    signature = answer.signedMessage
  }
  if (signature instanceof Uint8Array) signature = base64(signature)
  if (typeof signature !== 'string' || signature.length === 0)
    throw new WalletError('signMessage', { details: 'it answered no signature' })
  return signature
}
