import type { SolanaBytes } from './registry'

/** A 64-byte ed25519 signature a wallet answered, or an error that says none came. */
export function signatureBytes(value: SolanaBytes | null | undefined, signer: string): Uint8Array {
  if (value?.length !== 64) throw new Error(`the wallet answered no signature of ${signer}`)
  return Uint8Array.from(value)
}

/** Whether two byte sequences are equal, e.g. the message a wallet says it signed and the one it was given. */
export const sameBytes = (a: SolanaBytes, b: SolanaBytes) =>
  a.length === b.length && Array.prototype.every.call(a, (byte: number, i: number) => byte === b[i])
