import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAddress } from 'viem/accounts'

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

/**
 * The merchant's receiving wallets, derived from its id: the same in every run, so tests can read the
 * merchant's balance after paying. Their keys are not secret and must never hold real funds.
 */
export function merchantWallets(merchantId: string): MerchantWallets {
  return {
    solana: Keypair.fromSeed(seed('solana', merchantId)).publicKey.toBase58(),
    evm: privateKeyToAddress(`0x${seed('evm', merchantId).toString('hex')}`),
  }
}

/** The address of the emulator's test token (the EVM withdraw permit's `verifyingContract`). */
export const TEST_TOKEN_ADDRESS = privateKeyToAddress(
  `0x${seed('evm-token', 'portico-test-usd').toString('hex')}`,
)
