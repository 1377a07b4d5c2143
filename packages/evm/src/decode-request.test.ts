import { InvalidRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { txData } from './chain.fixture'
import { decodeTransactionRequest, typedDataOf } from './decode-request'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const decode = (json: unknown) => decodeTransactionRequest('sendTransaction', txData(json))

describe('decodeTransactionRequest', () => {
  it('normalises hex strings, decimal strings and JSON numbers into bigint and number fields', async () => {
    expect(
      await decode({
        to,
        data: '0xabCD',
        value: '0xDE0B6B3A7640000',
        gas: 21000,
        gasPrice: '1000000000',
        nonce: '0x7',
        chainId: '31337',
      }),
    ).toEqual({
      to,
      data: '0xabCD',
      value: 10n ** 18n,
      gas: 21000n,
      gasPrice: 1_000_000_000n,
      nonce: 7,
      chainId: 31337,
    })
    expect(await decode({ to, maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: 0 })).toEqual({
      to,
      maxFeePerGas: 1_000_000_000n,
      maxPriorityFeePerGas: 0n,
    })
  })

  it('keeps values beyond 2^53 exact', async () => {
    expect((await decode({ to, value: '123456789012345678901234567890' })).value).toBe(
      123456789012345678901234567890n,
    )
  })

  it('reads gasLimit as gas and leaves absent or null fields out', async () => {
    expect(await decode({ to, gasLimit: '0x5208', value: null, data: null })).toEqual({ to, gas: 21000n })
  })

  it('decodes UTF-8 JSON, not Latin-1', async () => {
    // A non-ASCII key that is not ours must not break decoding: proves bytes are read as UTF-8.
    expect(await decode({ to, 'mémo ✓': 'ünïcödé' })).toEqual({ to })
  })

  it('takes an address without a checksum in lower case, and refuses one in upper case with a bad one', async () => {
    expect((await decode({ to: to.toLowerCase() })).to).toBe(to.toLowerCase())
    await expect(decode({ to: `0x${to.slice(2).toUpperCase()}` })).rejects.toThrow(/bad to$/)
  })

  it.each([
    ['bad base64', '%%%not base64%%%', /not base64 of a JSON object/],
    ['bad JSON', btoa('{"to": '), /not base64 of a JSON object/],
    ['bad UTF-8', btoa('\xff\xfe{}'), /not base64 of a JSON object/],
    ['a JSON array', txData([to]), /not base64 of a JSON object/],
    ['JSON null', txData(null), /not base64 of a JSON object/],
    ['no to', txData({ value: 1 }), /bad to$/],
    ['a short to', txData({ to: '0x1234' }), /bad to$/],
    ['a to with a wrong checksum', txData({ to: to.replace('C', 'c') }), /bad to$/],
    ['a to with 0X', txData({ to: to.replace('0x', '0X') }), /bad to$/],
    ['odd hex data', txData({ to, data: '0xabc' }), /bad data$/],
    ['non-hex data', txData({ to, data: 'hello' }), /bad data$/],
    ['a negative value', txData({ to, value: -1 }), /bad value$/],
    ['a fractional value', txData({ to, value: 1.5 }), /bad value$/],
    ['an unsafe JSON number', txData({ to, value: 2 ** 60 }), /bad value$/],
    ['a word for a number', txData({ to, gas: 'lots' }), /bad gas$/],
    ['an empty hex number', txData({ to, gasPrice: '0x' }), /bad gasPrice$/],
    ['a boolean', txData({ to, maxFeePerGas: true }), /bad maxFeePerGas$/],
    ['a number in an array', txData({ to, value: ['5'] }), /bad value$/],
    ['a huge nonce', txData({ to, nonce: '0xffffffffffffffffff' }), /bad nonce$/],
  ])('refuses %s with InvalidRequestError', async (_name, data, reason) => {
    const error = await decodeTransactionRequest('signTransaction', data).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).message).toMatch(/^signTransaction request is invalid/)
    expect((error as InvalidRequestError).message).toMatch(reason)
  })

  it('keeps the decoding failure as cause', async () => {
    const error = await decodeTransactionRequest('sendTransaction', btoa('{')).then(
      () => undefined,
      (e: unknown) => e as InvalidRequestError,
    )
    expect(error?.cause).toBeInstanceOf(SyntaxError)
  })
})

const permit = {
  domain: { name: 'Token', version: '1', chainId: 31337, verifyingContract: to },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: to, value: '1000000' },
}

describe('typedDataOf', () => {
  it('finds EIP-712 typed data in a JSON message', () => {
    expect(typedDataOf(JSON.stringify(permit))).toEqual(permit)
  })

  it.each([
    ['plain text', 'Sign in to the checkout'],
    ['text that looks like JSON', '{not json'],
    ['JSON that is not typed data', JSON.stringify({ domain: 'x', message: 'y' })],
    ['a JSON string', JSON.stringify('domain types primaryType message')],
  ])('leaves %s to be signed as text', (_name, text) => {
    expect(typedDataOf(text)).toBeUndefined()
  })
})
