import { UnsupportedRequestError, WalletError } from '@portico/core'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { providerErrorCode, walletFailure } from './wallet-failure'

// EIP-1193 errors as providers throw them: plain objects or Errors with a numeric `code`.
const providerError = (code: number, message = 'provider says no') => ({ code, message })

describe('walletFailure', () => {
  it.each([
    [4001, 'the wallet failed sendTransaction: the customer rejected the request in the wallet'],
    [4100, 'the wallet failed sendTransaction: the wallet has not authorized this account or method'],
    [4900, 'the wallet failed sendTransaction: the wallet is disconnected'],
    [4901, 'the wallet failed sendTransaction: the wallet is not connected to the chain the checkout needs'],
    [-32002, 'the wallet failed sendTransaction: the wallet already has a request open'],
  ])('says what EIP-1193 code %i means, keeping the wallet error as cause', (code, message) => {
    const cause = providerError(code)
    const error = walletFailure('sendTransaction', cause)
    expect(error).toBeInstanceOf(WalletError)
    expect(error.message.startsWith(message)).toBe(true)
    expect(error.cause).toBe(cause)
  })

  it('calls 4200 (a method the wallet lacks) an unsupported request', () => {
    const error = walletFailure('signMessage', providerError(4200))
    expect(error).toBeInstanceOf(UnsupportedRequestError)
    expect(error.message).toBe(
      'signMessage is not supported: the wallet does not support the method it was asked',
    )
  })

  it("finds the code in viem's wrapped errors, and keeps other errors' own words", () => {
    const viemError = new UserRejectedRequestError(new Error('User denied'))
    expect(providerErrorCode(Object.assign(new Error('wrapped'), { cause: viemError }))).toBe(4001)
    expect(walletFailure('signMessage', new Error('nonce too low')).message).toBe(
      'the wallet failed signMessage: nonce too low',
    )
    expect(providerErrorCode({ code: -32000 })).toBeUndefined()
  })
})
