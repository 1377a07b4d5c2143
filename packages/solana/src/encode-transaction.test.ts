import { InvalidOptionError } from '@portico/core'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { checkoutRequest, legacyTransfer, localChain, v0Transfer } from '../test/chain'
import { encodeTransaction } from './encode-transaction'

describe('encodeTransaction', () => {
  const { svm, payer, recipient } = localChain()

  it('encodes an unsigned legacy transaction without requiring signatures', () => {
    const transaction = legacyTransfer(svm.latestBlockhash(), payer.publicKey, recipient, 1000)
    expect(() => transaction.serialize()).toThrow() // what a naive serialize() would do
    expect(encodeTransaction(transaction)).toBe(checkoutRequest(transaction))
  })

  it('keeps the signatures a legacy transaction already has', () => {
    const cosigner = Keypair.generate()
    const transaction = legacyTransfer(svm.latestBlockhash(), cosigner.publicKey, recipient, 1000)
    transaction.instructions[0]?.keys.push({ pubkey: payer.publicKey, isSigner: true, isWritable: false })
    transaction.partialSign(cosigner)
    const decoded = VersionedTransaction.deserialize(bs58.decode(encodeTransaction(transaction)))
    const at = decoded.message.staticAccountKeys.findIndex((key) => key.equals(cosigner.publicKey))
    expect(decoded.signatures[at]).toEqual(Uint8Array.from(transaction.signatures[0]?.signature ?? []))
    expect(decoded.signatures.filter((signature) => signature.some((byte) => byte !== 0))).toHaveLength(1)
  })

  it('encodes a v0 transaction as base58 of its wire bytes', () => {
    const transaction = v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, 1000)
    const decoded = VersionedTransaction.deserialize(bs58.decode(encodeTransaction(transaction)))
    expect(decoded.version).toBe(0)
    expect(decoded.message.serialize()).toEqual(transaction.message.serialize())
  })

  it('passes wire bytes through, as a Uint8Array or base64 (standard or URL-safe)', () => {
    const transaction = v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, 1000)
    const wire = transaction.serialize()
    const expected = checkoutRequest(transaction)
    expect(encodeTransaction(wire)).toBe(expected)
    const base64 = Buffer.from(wire).toString('base64')
    expect(encodeTransaction(base64)).toBe(expected)
    expect(encodeTransaction(Buffer.from(wire).toString('base64url'))).toBe(expected)
  })

  it.each([
    [
      'base58 instead of base64',
      () => checkoutRequest(legacyTransfer(svm.latestBlockhash(), payer.publicKey, recipient, 1)),
    ],
    ['text that is not base64', () => 'not a transaction!'],
    [
      'bytes cut short',
      () => v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, 1).serialize().slice(0, -3),
    ],
    ['an empty array', () => new Uint8Array()],
  ])('refuses %s with InvalidOptionError (transaction)', (_, value) => {
    const error = (() => {
      try {
        encodeTransaction(value())
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as InvalidOptionError).option).toBe('transaction')
  })

  it('says in a few words why wire bytes are refused (docs/errors.md lists each reason)', () => {
    const wire = v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, 1).serialize()
    expect(() => encodeTransaction(wire.slice(0, -3))).toThrow(
      'Invalid transaction: not a wire transaction (cut short)',
    )
    expect(() => encodeTransaction('not a transaction!')).toThrow('(not base64)')
    const extra = new Uint8Array([...wire, 0])
    expect(() => encodeTransaction(extra)).toThrow('(extra bytes)')
    // A v1 message: the version byte is 0x81 where the signatures end.
    const v1 = Uint8Array.from(wire)
    v1[1 + 64] = 0x81
    expect(() => encodeTransaction(v1)).toThrow('(version 1)')
  })
})
