import { describe, expect, it } from 'vitest'
import { parseCheckoutPath } from './route'

describe('parseCheckoutPath', () => {
  it('reads the four checkout routes', () => {
    expect(parseCheckoutPath('/solana/purchase-v2/shop')).toEqual({
      kind: 'purchase',
      blockchain: 'solana',
      merchantId: 'shop',
      routePrefix: '',
    })
    expect(parseCheckoutPath('/eth/withdraw/shop')?.kind).toBe('withdraw')
    expect(parseCheckoutPath('/base/history/purchase/shop')?.kind).toBe('purchase-history')
    expect(parseCheckoutPath('/user/history/withdraw/shop')).toMatchObject({
      kind: 'withdraw-history',
      blockchain: 'user',
    })
  })

  it('keeps a route prefix of any depth apart from the blockchain', () => {
    expect(parseCheckoutPath('/embed/v2/polygon/purchase-v2/my%20shop')).toEqual({
      kind: 'purchase',
      blockchain: 'polygon',
      merchantId: 'my shop',
      routePrefix: 'embed/v2',
    })
  })

  it('does not read a history route as a withdraw page on a blockchain called history', () => {
    expect(parseCheckoutPath('/solana/history/withdraw/shop')).toMatchObject({
      kind: 'withdraw-history',
      blockchain: 'solana',
    })
  })

  it('answers null for paths that are not checkout pages', () => {
    expect(parseCheckoutPath('/')).toBeNull()
    expect(parseCheckoutPath('/solana/checkout/shop')).toBeNull()
    expect(parseCheckoutPath('/purchase-v2/shop')).toBeNull()
    expect(parseCheckoutPath('/solana/purchase-v2/%E0%A4%A')).toBeNull()
  })
})
