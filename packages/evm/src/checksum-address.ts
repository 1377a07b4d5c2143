import { keccak256 } from './keccak-256'

/**
 * A `0x` address of 40 hex digits written with its EIP-55 checksum: each letter is upper case exactly where
 * the Keccak-256 of the lower-case address has a nibble of 8 or more.
 */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i & 1 ? 0 : 4)) & 0xf
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  }
  return out
}

/** Whether a mixed-case address carries a right EIP-55 checksum. */
export const hasValidChecksum = (address: string): boolean => checksumAddress(address) === address
