import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_SIGNAL_LENGTH, safeSignalValue } from './header-value'
import { protectionHeaders, signalHeaders } from './protection-headers'

describe('signalHeaders', () => {
  it('names the three headers', () => {
    expect(signalHeaders('d', 's', 'f')).toEqual({
      'x-device-id': 'd',
      'x-session-id': 's',
      'x-forter-token': 'f',
    })
  })

  it('drops unknown and empty values instead of sending the text "null"', () => {
    expect(signalHeaders(undefined, '', undefined)).toEqual({})
    expect(signalHeaders(null as unknown as string, 's', undefined)).toEqual({ 'x-session-id': 's' })
    expect(Object.values(signalHeaders(undefined, undefined, 'f'))).not.toContain('null')
  })

  it.each([
    ['CR/LF', 'abc\r\nx-evil: 1'],
    ['a lone LF', 'abc\ndef'],
    ['a tab', 'abc\tdef'],
    ['DEL', 'abc\u007f'],
    ['over 1024 characters', 'a'.repeat(MAX_SIGNAL_LENGTH + 1)],
  ])('drops a value with %s', (_what, value) => {
    expect(safeSignalValue(value)).toBeUndefined()
    expect(signalHeaders(value, value, value)).toEqual({})
  })

  it('keeps a value of exactly 1024 characters', () => {
    expect(safeSignalValue('a'.repeat(MAX_SIGNAL_LENGTH))).toHaveLength(MAX_SIGNAL_LENGTH)
  })
})

describe('protectionHeaders', () => {
  // Node has no document: the page's referrer is the one thing of the page these headers read.
  const referrer = (value: string) => vi.stubGlobal('document', { referrer: value, cookie: '' })
  afterEach(() => vi.unstubAllGlobals())

  it('adds x-coinflow-referrer for a purchase only', () => {
    referrer('https://shop.test/cart?step=2')
    expect(protectionHeaders({ purchase: true })).toEqual({
      'x-coinflow-referrer': 'https://shop.test/cart?step=2',
    })
    expect(protectionHeaders()).toEqual({})
    expect(protectionHeaders({ purchase: false })).toEqual({})
  })

  it('drops an empty referrer, and one that is no safe header value', () => {
    referrer('')
    expect(protectionHeaders({ purchase: true })).toEqual({})
    referrer('https://shop.test/\r\nx-evil: 1')
    expect(protectionHeaders({ purchase: true })).toEqual({})
  })
})
