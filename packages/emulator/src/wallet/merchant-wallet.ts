import { createHash } from 'node:crypto'
import { CHAIN_PACKAGES, chainPackage } from '../chain-packages'

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
  // Loaded here, not imported: the emulator runs without the chains' packages until they are needed.
  const packages = [...CHAIN_PACKAGES.evm, ...CHAIN_PACKAGES.solana]
  const { Keypair } = chainPackage<typeof import('@solana/web3.js')>(
    'merchantWallets',
    packages,
    '@solana/web3.js',
  )
  const { privateKeyToAddress } = chainPackage<typeof import('viem/accounts')>(
    'merchantWallets',
    packages,
    'viem/accounts',
  )
  return {
    solana: Keypair.fromSeed(seed('solana', merchantId)).publicKey.toBase58(),
    evm: privateKeyToAddress(`0x${seed('evm', merchantId).toString('hex')}`),
  }
}

/**
 * The address of the emulator's test token (the EVM withdraw permit's `verifyingContract`): the address of
 * the key `sha256('portico-emulator/evm-token/portico-test-usd')`, written out so that it needs no package
 * (merchant-wallet.test.ts derives it again).
 */
export const TEST_TOKEN_ADDRESS: `0x${string}` = '0xaBB5DD156F94Eb88A5F45592c6feE03b40B87446'
