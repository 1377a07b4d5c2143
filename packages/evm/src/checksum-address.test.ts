import { getAddress, toBytes, keccak256 as viemKeccak } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasValidChecksum } from './checksum-address'
import { keccak256 } from './keccak-256'

const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

describe('keccak256', () => {
  it('hashes as Ethereum does, across the rate boundary (136 bytes) too', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    for (const length of [1, 40, 135, 136, 137, 300]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff)
      expect(hex(keccak256(bytes))).toBe(viemKeccak(bytes))
    }
  })
})

describe('hasValidChecksum', () => {
  it("accepts EIP-55's own examples and refuses each with one letter's case flipped", () => {
    const examples = [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]
    for (const address of examples) {
      expect(hasValidChecksum(address)).toBe(true)
      const i = address.slice(2).search(/[a-fA-F]/) + 2
      const flipped =
        address.slice(0, i) +
        (address[i] === address[i]!.toUpperCase() ? address[i]!.toLowerCase() : address[i]!.toUpperCase()) +
        address.slice(i + 1)
      expect(hasValidChecksum(flipped)).toBe(false)
    }
  })

  it('agrees with viem on addresses of every kind', () => {
    for (let seed = 1; seed < 50; seed++) {
      const lower = hex(Uint8Array.from({ length: 20 }, (_, i) => (seed * 97 + i * 13) & 0xff))
      expect(hasValidChecksum(getAddress(lower))).toBe(true)
    }
    expect(viemKeccak(toBytes('abc'))).toBe(hex(keccak256(new TextEncoder().encode('abc'))))
  })
})
