import { describe, expect, it } from 'vitest'
import { prettyFormat } from '../../assets/card-rules.js'
import {
  cvvFits,
  foreignAncestor,
  lifetimeSeconds,
  originProblem,
  vendorBrandOf,
  vendorCardValid,
} from '../../assets/vendor-rules.js'

describe("the card vendor stand-in's rules", () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'masterCard'],
    ['378282246310005', 'americanExpress'],
    ['6011111111111117', 'discover'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3530111333300000', 'jcb'],
    ['3566002020360505', 'jcb'],
  ])('tokenizes %s as %s', (pan, type) => {
    expect(vendorBrandOf(pan)?.type).toBe(type)
    expect(vendorCardValid(pan)).toBe(true)
  })

  it('refuses numbers that fail Luhn, have the wrong length or no brand', () => {
    for (const pan of ['30569309025905', '3056930902590', '3530111333300001', '9999999999999995'])
      expect(vendorCardValid(pan), pan).toBe(false)
  })

  it('groups Diners Club 4-6-4 and asks 3 CVV digits of it, 4 of American Express', () => {
    expect(prettyFormat('30569309025904', vendorBrandOf('30569309025904'))).toBe('3056 930902 5904')
    expect(cvvFits('123', 'diners')).toBe(true)
    expect(cvvFits('1234', 'jcb')).toBe(false)
    expect(cvvFits('1234', 'americanExpress')).toBe(true)
  })

  it('reads expiresInSeconds as the vendor does: 1 to 1200, anything else 1200', () => {
    expect([1, 90, 1200].map(lifetimeSeconds)).toEqual([1, 90, 1200])
    expect([0, -5, 1201, 2.5, '60', undefined].map(lifetimeSeconds)).toEqual([
      1200, 1200, 1200, 1200, 1200, 1200,
    ])
  })

  it('takes https origins, and http only on loopback', () => {
    for (const origin of [
      'https://shop.example',
      'http://localhost:5173',
      'http://127.0.0.1:4000',
      'http://[::1]:8080',
    ])
      expect(originProblem(origin), origin).toBeUndefined()
    expect(originProblem('http://shop.example')).toBe('http://shop.example must use https')
    expect(originProblem('https://shop.example/path')).toMatch(/is not an origin/)
  })

  it('runs only when every page of the ancestor chain is allowed', () => {
    const allowed = ['https://shop.example', 'https://portal.example']
    expect(foreignAncestor(['https://shop.example'], allowed)).toBeUndefined()
    expect(foreignAncestor(['https://shop.example', 'https://portal.example'], allowed)).toBeUndefined()
    expect(foreignAncestor(['https://shop.example', 'https://evil.example'], allowed)).toBe(
      'https://evil.example',
    )
    expect(foreignAncestor([], allowed)).toBe('no embedding page')
  })
})
