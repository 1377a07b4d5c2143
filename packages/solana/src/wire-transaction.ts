import { base58 } from './base58'

/** A transaction version as wallets declare them (`supportedTransactionVersions`). */
export type TransactionVersion = 'legacy' | 0

/** A Solana transaction read from its wire bytes, without any Solana library. */
export interface WireTransaction {
  /** `'legacy'` or `0`. */
  version: TransactionVersion
  /** The message, exactly as it is signed. */
  messageBytes: Uint8Array
  /** The accounts that must sign (base58), in the order of their signatures. */
  signers: string[]
  /** One 64-byte signature per signer; all zero bytes where that signer has not signed yet. */
  signatures: Uint8Array[]
}

const SIGNATURE = 64
const KEY = 32

/** Reads `bytes` front to back; every read throws once the bytes run out. */
function cursor(bytes: Uint8Array, at = 0) {
  return {
    get at() {
      return at
    },
    /** Skips `size` bytes; returns where they start. */
    skip(size: number) {
      if (at + size > bytes.length) throw new Error('cut short')
      at += size
      return at - size
    },
    byte() {
      return bytes[this.skip(1)]!
    },
    /** The wire format's compact-u16 ("shortvec"): 7 bits a byte, low bits first, at most three bytes. */
    length() {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = this.byte()
        value |= (byte & 0x7f) << (7 * i)
        if (!(byte & 0x80)) return value
      }
      throw new Error('bad length')
    },
  }
}

function writeLength(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    const low = rest & 0x7f
    rest >>= 7
    out.push(rest ? low | 0x80 : low)
  } while (rest)
  return out
}

/** Reads a message; throws when it is cut short or of a version this code cannot read. */
function readMessage(bytes: Uint8Array): Pick<WireTransaction, 'version' | 'signers'> & { end: number } {
  const read = cursor(bytes)
  let version: TransactionVersion = 'legacy'
  // A set high bit marks a versioned message; legacy messages start with their signature count (< 128).
  if (bytes[0]! & 0x80) {
    const number = read.byte() & 0x7f
    if (number !== 0) throw new Error(`version ${number}`)
    version = 0
  }
  const required = read.byte()
  read.skip(2) // read-only signed and unsigned account counts
  const keys = read.length()
  const keysStart = read.skip(keys * KEY)
  if (required === 0 || required > keys) throw new Error('more signers than accounts')
  const signers = Array.from({ length: required }, (_, i) =>
    base58.encode(bytes.subarray(keysStart + i * KEY, keysStart + (i + 1) * KEY)),
  )
  read.skip(KEY) // recent blockhash
  for (let i = read.length(); i > 0; i--) {
    read.skip(1) // program id index
    read.skip(read.length()) // account indexes
    read.skip(read.length()) // data
  }
  if (version === 0)
    for (let i = read.length(); i > 0; i--) {
      read.skip(KEY) // lookup table address
      read.skip(read.length()) // writable indexes
      read.skip(read.length()) // read-only indexes
    }
  return { version, signers, end: read.at }
}

/**
 * Reads a transaction's wire bytes (signatures, then the message). Throws unless the bytes are exactly one
 * transaction with one signature slot per required signer, as the runtime requires.
 */
export function readWireTransaction(bytes: Uint8Array): WireTransaction {
  const read = cursor(bytes)
  const count = read.length()
  const start = read.skip(count * SIGNATURE)
  const messageStart = read.at
  if (messageStart >= bytes.length) throw new Error('cut short')
  const messageBytes = bytes.slice(messageStart)
  const { version, signers, end } = readMessage(messageBytes)
  if (end !== messageBytes.length) throw new Error('extra bytes')
  if (count !== signers.length) throw new Error(`${count} signatures, ${signers.length} signers`)
  const signatures = Array.from({ length: count }, (_, i) =>
    bytes.slice(start + i * SIGNATURE, start + (i + 1) * SIGNATURE),
  )
  return { version, messageBytes, signers, signatures }
}

/**
 * Reads a message's wire bytes (as a signer rewrote it) into a transaction with the given signatures by
 * signer (base58); signers without one get an empty slot.
 */
export function wireTransactionOf(
  messageBytes: Uint8Array,
  signatures: Readonly<Record<string, ArrayLike<number> | null | undefined>>,
): WireTransaction {
  const { version, signers, end } = readMessage(messageBytes)
  if (end !== messageBytes.length) throw new Error('unexpected bytes after the message')
  const slots = signers.map((signer) => {
    const signature = signatures[signer]
    if (signature && signature.length !== SIGNATURE)
      throw new Error(`the signature of ${signer} is ${signature.length} bytes long, not ${SIGNATURE}`)
    return signature ? Uint8Array.from(signature) : new Uint8Array(SIGNATURE)
  })
  return { version, messageBytes, signers, signatures: slots }
}

/** The transaction's wire bytes. */
export function writeWireTransaction(transaction: WireTransaction): Uint8Array {
  const { signatures, messageBytes } = transaction
  const prefix = writeLength(signatures.length)
  const out = new Uint8Array(prefix.length + signatures.length * SIGNATURE + messageBytes.length)
  out.set(prefix)
  signatures.forEach((signature, i) => {
    out.set(signature, prefix.length + i * SIGNATURE)
  })
  out.set(messageBytes, prefix.length + signatures.length * SIGNATURE)
  return out
}

/** Whether a signature slot is still empty (all zero bytes). */
export const unsigned = (signature: Uint8Array) => signature.every((byte) => byte === 0)
