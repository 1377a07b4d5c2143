import { InvalidRequestError } from '@portico/core'
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { checkoutRequest, legacyTransfer, localChain, v0Transfer } from '../test/chain'
import { decodeTransaction } from './decode-transaction'

const { svm, payer, recipient } = localChain()
const signer = payer.publicKey.toBase58()
const legacy = checkoutRequest(legacyTransfer(svm.latestBlockhash(), payer.publicKey, recipient, 1000))
const v0 = checkoutRequest(v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, 1000))
const reencode = (data: string, change: (bytes: number[]) => number[]) =>
  bs58.encode(Uint8Array.from(change([...bs58.decode(data)])))

describe('decodeTransaction', () => {
  it('decodes a legacy request as a legacy Transaction', () => {
    const transaction = decodeTransaction('signTransaction', legacy, signer)
    expect(transaction).toBeInstanceOf(Transaction)
    expect((transaction as Transaction).feePayer?.toBase58()).toBe(signer)
  })

  it('decodes a v0 request as a VersionedTransaction', () => {
    const transaction = decodeTransaction('signTransaction', v0, signer)
    expect(transaction).toBeInstanceOf(VersionedTransaction)
    expect((transaction as VersionedTransaction).version).toBe(0)
  })

  it.each([
    ['characters outside the base58 alphabet', `${legacy.slice(0, 20)}0OIl${legacy.slice(20)}`],
    ['an empty string', ''],
    ['base58 that is not a transaction', bs58.encode(new TextEncoder().encode('hello checkout'))],
    ['a truncated transaction', reencode(v0, (bytes) => bytes.slice(0, -12))],
    ['bytes appended after the transaction', reencode(legacy, (bytes) => [...bytes, 7, 7, 7])],
    ['a tampered signature count', reencode(v0, ([, ...rest]) => [2, ...rest])],
  ])('rejects %s with InvalidRequestError', (_, data) => {
    expect(() => decodeTransaction('sendTransaction', data, signer)).toThrow(InvalidRequestError)
    expect(() => decodeTransaction('sendTransaction', data, signer)).toThrow(
      /^sendTransaction request is invalid/,
    )
  })

  it('keeps the decoding failure as cause and in the message', () => {
    const error = (() => {
      try {
        decodeTransaction('signTransaction', 'not base58 0', signer)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as Error).cause).toBeInstanceOf(Error)
    expect((error as Error).message).toContain(((error as Error).cause as Error).message)
  })

  it('rejects a transaction the wallet does not have to sign', () => {
    const other = Keypair.generate().publicKey.toBase58()
    expect(() => decodeTransaction('signTransaction', legacy, other)).toThrow(InvalidRequestError)
    expect(() => decodeTransaction('signTransaction', v0, other)).toThrow(`signature of ${other}`)
  })
})
