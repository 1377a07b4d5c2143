import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import bs58 from 'bs58'
import { CHAIN_PACKAGES, chainPackage } from '../chains/chain-packages'

/** The wallets a merchant is paid into on the local chains. */
export interface MerchantWallets {
  /** Solana address (base58). */
  solana: string
  /** EVM address (checksummed). */
  evm: `0x${string}`
  /** Stellar account (a `G…` address). */
  stellar: string
}

function seed(kind: string, merchantId: string): Buffer {
  return createHash('sha256').update(`portico-emulator/${kind}/${merchantId}`).digest()
}

// DER prefix of an Ed25519 PKCS #8 private key; the 32-byte seed follows it.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

// The Ed25519 public key of `seed`, with Node's crypto: no chain package needed.
function publicKey(seed: Buffer): Buffer {
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' })
  return spki.subarray(spki.length - 32)
}

// CRC16-XModem, the checksum of Stellar's StrKey.
function crc16(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff
  }
  return crc
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

// A Stellar account address (StrKey): version byte 6 << 3, the key, its CRC16 little-endian, in base32.
function stellarAddress(key: Buffer): string {
  const payload = Buffer.concat([Buffer.of(6 << 3), key])
  const crc = crc16(payload)
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of Buffer.concat([payload, Buffer.of(crc & 0xff, crc >> 8)])) {
    value = ((value << 8) | byte) & 0xffff
    bits += 8
    for (; bits >= 5; bits -= 5) out += BASE32[(value >>> (bits - 5)) & 31]
  }
  return out
}

/**
 * The merchant's receiving wallets, derived from its id: the same in every run, so tests can read the
 * merchant's balance after paying. Their keys are not secret and must never hold real funds. The EVM
 * address is derived when first read, with viem (a Solana-only or wallet-less install never reads it); the
 * Solana and Stellar ones need no package.
 */
export function merchantWallets(merchantId: string): MerchantWallets {
  let evm: `0x${string}` | undefined
  const wallets = {
    solana: bs58.encode(publicKey(seed('solana', merchantId))),
    stellar: stellarAddress(publicKey(seed('stellar', merchantId))),
  }
  return Object.defineProperty(wallets, 'evm', {
    enumerable: true,
    get() {
      const { privateKeyToAddress } = chainPackage<typeof import('viem/accounts')>(
        "The merchant's EVM wallet",
        CHAIN_PACKAGES.evm,
        'viem/accounts',
      )
      evm ??= privateKeyToAddress(`0x${seed('evm', merchantId).toString('hex')}`)
      return evm
    },
  }) as MerchantWallets
}

/**
 * The address of the emulator's test token (the EVM withdraw permit's `verifyingContract`): the address of
 * the key `sha256('portico-emulator/evm-token/portico-test-usd')`, written out so that it needs no package
 * (merchant-wallet.test.ts derives it again).
 */
export const TEST_TOKEN_ADDRESS: `0x${string}` = '0xaBB5DD156F94Eb88A5F45592c6feE03b40B87446'
