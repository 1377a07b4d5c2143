import { describe, expect, it } from 'vitest'
import { sameData } from './same-data'

describe('sameData', () => {
  it('takes options rebuilt with the same data and new callbacks as the same', () => {
    const build = () => ({
      merchantId: 'shop',
      subtotal: { cents: 1999 },
      theme: { primary: '#5b21b6', style: 'pill' },
      plugins: [{ name: 'user', blockchains: ['user'], handlers: () => ({}) }],
      tokens: ['USDC', 'EURC'],
      amount: 10n,
      onSuccess: () => {},
    })
    expect(sameData(build(), build())).toBe(true)
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true)
  })

  it('sees any change of data, at any depth', () => {
    const base = { theme: { primary: '#000' }, tokens: ['A'], cents: 1, amount: 1n }
    const changed = [
      { ...base, theme: { primary: '#111' } },
      { ...base, theme: { primary: '#000', font: 'serif' } },
      { ...base, tokens: ['A', 'B'] },
      { ...base, cents: '1' },
      { ...base, amount: 2n },
      { ...base, cents: undefined },
      { theme: base.theme, tokens: base.tokens, amount: 1n },
      { ...base, onSuccess: () => {} },
    ]
    for (const other of changed) {
      expect(sameData(base, other)).toBe(false)
      expect(sameData(other, base)).toBe(false)
    }
  })

  it('compares objects that are not plain data by their own data too', () => {
    class Key {
      constructor(readonly bytes: number[]) {}
    }
    expect(sameData({ key: new Key([1, 2]) }, { key: new Key([1, 2]) })).toBe(true)
    expect(sameData({ key: new Key([1, 2]) }, { key: new Key([1, 3]) })).toBe(false)
    expect(sameData(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true)
    expect(sameData(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false)
  })

  it('compares wallets like any data: the same address with new functions is the same', () => {
    const wallet = (address: string) => ({
      address,
      sendTransaction: async () => '0x',
      signMessage: async () => '0x',
    })
    expect(sameData({ wallet: wallet('0xA') }, { wallet: wallet('0xA') })).toBe(true)
    expect(sameData({ wallet: wallet('0xA') }, { wallet: wallet('0xB') })).toBe(false)
  })

  it('ends on cycles and very deep values, taking them as different', () => {
    const a: Record<string, unknown> = {}
    a.self = a
    const b: Record<string, unknown> = {}
    b.self = b
    expect(sameData(a, b)).toBe(false)
    const deep = (n: number): unknown => (n ? { n: deep(n - 1) } : 0)
    expect(sameData(deep(5), deep(5))).toBe(true)
    expect(sameData(deep(20), deep(20))).toBe(false)
  })
})
