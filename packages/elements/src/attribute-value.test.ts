import { InvalidOptionError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { attributeValue } from './attribute-value'

describe('attributeValue', () => {
  it('reads a flag as HTML does: present is on, "false" is off', () => {
    for (const value of ['', 'true', 'TRUE', 'use-permit', ' true '])
      expect(attributeValue('use-permit', value, 'flag')).toBe(true)
    expect(attributeValue('use-permit', 'false', 'flag')).toBe(false)
    expect(attributeValue('use-permit', 'False', 'flag')).toBe(false)
  })

  it('reads numbers, and refuses what is not one', () => {
    expect(attributeValue('load-timeout-ms', '5000', 'number')).toBe(5000)
    expect(attributeValue('cents', ' 19.5 ', 'number')).toBe(19.5)
    for (const value of ['', ' ', '5s', 'Infinity', 'NaN', 'abc'])
      expect(() => attributeValue('load-timeout-ms', value, 'number')).toThrow(InvalidOptionError)
  })

  it('refuses a flag it cannot read, naming the attribute', () => {
    const error = (() => {
      try {
        attributeValue('redemption-check', 'yes', 'flag')
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect(error).toMatchObject({ option: 'redemption-check', code: 'INVALID_OPTION' })
    expect((error as Error).message).toBe('Invalid redemption-check: "yes"')
  })

  it('keeps text as it is', () => {
    expect(attributeValue('method', 'google-pay', 'text')).toBe('google-pay')
  })
})
