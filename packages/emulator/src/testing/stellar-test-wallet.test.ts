import { createHash } from 'node:crypto'
import { Account, Asset, Keypair, Networks, Operation, TransactionBuilder } from '@stellar/stellar-base'
import { describe, expect, it } from 'vitest'
import { stellarMessageDigest, stellarTestWallet } from './stellar-test-wallet'

const unsigned = (source: string) =>
  new TransactionBuilder(new Account(source, '1'), { fee: '100', networkPassphrase: Networks.TESTNET })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount: '1' }),
    )
    .setTimeout(60)
    .build()

describe('stellarTestWallet', () => {
  it('signs an envelope for the passphrase it is given, with its own key', async () => {
    const wallet = stellarTestWallet()
    const transaction = unsigned(wallet.address)
    const signed = TransactionBuilder.fromXDR(
      await wallet.signTransaction(transaction.toXDR(), { networkPassphrase: Networks.TESTNET }),
      Networks.TESTNET,
    )
    expect(signed.signatures).toHaveLength(1)
    expect(wallet.keypair.verify(transaction.hash(), signed.signatures[0]!.signature())).toBe(true)
    // The same bytes read for another network hash differently: the signature is bound to the passphrase.
    const elsewhere = TransactionBuilder.fromXDR(signed.toXDR(), Networks.PUBLIC)
    expect(wallet.keypair.verify(elsewhere.hash(), signed.signatures[0]!.signature())).toBe(false)
  })

  it('uses the key pair it is given', () => {
    const keypair = Keypair.random()
    expect(stellarTestWallet({ keypair }).address).toBe(keypair.publicKey())
    expect(stellarTestWallet().address).not.toBe(stellarTestWallet().address)
  })

  it('signs messages as SEP-53 asks: over SHA-256 of the prefixed message', async () => {
    const wallet = stellarTestWallet()
    const signature = Buffer.from(await wallet.signMessage('hello'), 'base64')
    const digest = Buffer.from(stellarMessageDigest('hello'))
    expect(digest.toString('hex')).toBe(
      createHash('sha256').update('Stellar Signed Message:\nhello').digest('hex'),
    )
    expect(wallet.keypair.verify(digest, signature)).toBe(true)
    expect(wallet.keypair.verify(Buffer.from('hello'), signature)).toBe(false)
  })
})
