import { describe, expect, it } from 'vitest'
import { WindowNotDefinedError } from '../errors/checkout-errors'
import { awaitForterToken, captureForterToken } from './forter-token'
import { protectionHeaders } from './protection-headers'
import { startPurchaseProtection } from './start-purchase-protection'

// Node environment: no window, as in server rendering.
describe('purchase protection without a window', () => {
  it('refuses to start with "Window not defined"', () => {
    expect(typeof window).toBe('undefined')
    expect(() => startPurchaseProtection({ merchantId: 'shop' })).toThrow(WindowNotDefinedError)
  })

  it('gives no Forter token and no headers, without throwing', async () => {
    expect(await captureForterToken()).toBeNull()
    expect(await awaitForterToken()).toBeNull()
    expect(protectionHeaders()).toEqual({})
  })
})
