// Keccak-256 as Ethereum uses it (the original Keccak padding, not SHA3-256's), for EIP-55 checksums only:
// a page whose wallet is a provider then needs no hashing library. Lanes are bigints; one address hashes in
// well under a millisecond, which is all this is for.

const MASK = (1n << 64n) - 1n
const RATE = 136

const rotl = (x: bigint, n: number) => ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK

/** Keccak-f[1600] on the 25 lanes of `s`, in place. */
function permute(s: bigint[]): void {
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    // θ
    const c = [0, 1, 2, 3, 4].map((x) => s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!)
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) s[x + y]! ^= d
    }
    // ρ and π
    let x = 1
    let y = 0
    let current = s[1]!
    for (let t = 0; t < 24; t++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = s[x + 5 * y]!
      s[x + 5 * y] = rotl(current, (((t + 1) * (t + 2)) / 2) % 64)
      current = next
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      const row = s.slice(y, y + 5)
      for (let x = 0; x < 5; x++) s[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & MASK & row[(x + 2) % 5]!)
    }
    // ι: the round constant's bits come from the spec's LFSR
    for (let j = 0; j < 7; j++) {
      lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
      if (lfsr & 2) s[0]! ^= 1n << BigInt((1 << j) - 1)
    }
  }
}

/** The Keccak-256 digest (32 bytes) of `bytes`. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.floor(bytes.length / RATE + 1) * RATE)
  padded.set(bytes)
  padded[bytes.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const s = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let i = 0; i < RATE / 8; i++)
      for (let b = 0; b < 8; b++) s[i]! ^= BigInt(padded[offset + i * 8 + b]!) << BigInt(8 * b)
    permute(s)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = Number((s[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn)
  return out
}
