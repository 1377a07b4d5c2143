import { describe, expect, it } from 'vitest'
import { UnsupportedRequestError } from '../errors/request-errors'
import { addressWalletHandlers, isAddressWallet } from './address-wallet'

describe('bare-address wallets', () => {
  it('are strings, and nothing else', () => {
    expect(isAddressWallet('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    for (const wallet of [undefined, null, {}, { address: '0x01' }, 1])
      expect(isAddressWallet(wallet)).toBe(false)
  })

  it('refuse every request, saying the wallet cannot sign', async () => {
    const handlers = addressWalletHandlers()
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction'] as const) {
      const error = await handlers[method]!('data').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UnsupportedRequestError)
      expect((error as Error).message).toBe(
        `${method} is not supported: the wallet is an address only and cannot sign: pass a wallet that signs`,
      )
    }
  })
})
