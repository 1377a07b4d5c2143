import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import bs58 from 'bs58'
import { CHAIN_PACKAGES, chainPackage } from '../chains/chain-packages'

/** The wallets a merchant is paid into on the local chains. */
export interface MerchantWallets {
  /** Solana address (base58). */
  solana: string
  /** EVM address (checksummed). */
  evm: `0x${string}`
}

function seed(kind: string, merchantId: string): Buffer {
  return createHash('sha256').update(`portico-emulator/${kind}/${merchantId}`).digest()
}

// DER prefix of an Ed25519 PKCS #8 private key; the 32-byte seed follows it.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

// The Solana address of the Ed25519 key of `seed`, with Node's crypto: no chain package needed.
function solanaAddress(seed: Buffer): string {
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' })
  return bs58.encode(spki.subarray(spki.length - 32))
}

/**
 * The merchant's receiving wallets, derived from its id: the same in every run, so tests can read the
 * merchant's balance after paying. Their keys are not secret and must never hold real funds. The EVM
 * address is derived when first read, with viem (a Solana-only or wallet-less install never reads it).
 */
export function merchantWallets(merchantId: string): MerchantWallets {
  let evm: `0x${string}` | undefined
  return Object.defineProperty({ solana: solanaAddress(seed('solana', merchantId)) }, 'evm', {
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
