import { InvalidRequestError } from '@portico/core'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
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
  it.each([
    ['legacy', legacy, 'legacy'],
    ['v0', v0, 0],
  ] as const)('reads a %s request as web3.js wrote it: version, signers, message', (_, data, version) => {
    const transaction = decodeTransaction('signTransaction', data, signer)
    const web3 = VersionedTransaction.deserialize(bs58.decode(data))
    expect(transaction.version).toBe(version)
    expect(transaction.signers).toEqual([signer])
    expect(transaction.messageBytes).toEqual(Uint8Array.from(web3.message.serialize()))
    expect(transaction.signatures).toEqual([new Uint8Array(64)])
  })

  it('reads every signer of a transaction a co-signer pays for, in signature order', () => {
    const feePayer = Keypair.generate()
    const transaction = legacyTransfer(
      svm.latestBlockhash(),
      payer.publicKey,
      recipient,
      5,
      feePayer.publicKey,
    )
    transaction.partialSign(feePayer)
    const read = decodeTransaction('signTransaction', checkoutRequest(transaction), signer)
    expect(read.signers).toEqual([feePayer.publicKey.toBase58(), signer])
    expect(read.signatures[0]).toEqual(Uint8Array.from(transaction.signatures[0]!.signature!))
    expect(read.signatures[1]).toEqual(new Uint8Array(64))
  })

  it.each([
    ['characters outside the base58 alphabet', `${legacy.slice(0, 20)}0OIl${legacy.slice(20)}`],
    ['an empty string', ''],
    ['base58 that is not a transaction', bs58.encode(new TextEncoder().encode('hello checkout'))],
    ['a truncated transaction', reencode(v0, (bytes) => bytes.slice(0, -12))],
    ['bytes appended after the transaction', reencode(legacy, (bytes) => [...bytes, 7, 7, 7])],
    ['a tampered signature count', reencode(v0, ([, ...rest]) => [2, ...rest])],
    ['no signature slot at all', reencode(v0, (bytes) => [0, ...bytes.slice(65)])],
    ['a version after 0', reencode(v0, (bytes) => bytes.map((b, i) => (i === 65 ? 0x81 : b)))],
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
