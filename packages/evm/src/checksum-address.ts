import { keccak256 } from './keccak-256'

/**
 * Whether a mixed-case address carries a right EIP-55 checksum: each letter is upper case exactly where the
 * Keccak-256 of the lower-case address has a nibble of 8 or more.
 */
export function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2)
  const hash = keccak256(new TextEncoder().encode(hex.toLowerCase()))
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i & 1 ? 0 : 4)) & 0xf
    const c = hex[i]!
    if (c !== (nibble >= 8 ? c.toUpperCase() : c.toLowerCase())) return false
  }
  return true
}
