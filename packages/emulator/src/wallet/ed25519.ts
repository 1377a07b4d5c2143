import { createPublicKey, verify } from 'node:crypto'

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it.
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** Whether `signature` is the Ed25519 signature of `message` by the 32-byte `publicKey`. */
export function ed25519Verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  try {
    const key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' })
    return verify(null, message, key, signature)
  } catch {
    return false
  }
}
