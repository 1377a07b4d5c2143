import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_LENGTH, parseFrameMessage } from './message'

const wire = (value: unknown) => JSON.stringify(value)

describe('parseFrameMessage', () => {
  it('reads the three wallet requests with their data', () => {
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction'])
      expect(parseFrameMessage(wire({ method, data: 'abc' }))).toEqual({ method, data: 'abc' })
  })

  it('keeps the info object of success and authDeclined', () => {
    const info = { paymentId: 'p1', amount: { cents: 500 } }
    expect(parseFrameMessage(wire({ method: 'success', data: '', info }))).toEqual({
      method: 'success',
      data: '',
      info,
    })
    expect(parseFrameMessage(wire({ method: 'authDeclined', data: 'x' }))).toEqual({
      method: 'authDeclined',
      data: 'x',
      info: undefined,
    })
  })

  it('passes on an info of success and authDeclined whatever JSON value it is', () => {
    for (const info of ['pay_1', 3, 0, false, [1, 2], null, { nested: { list: [1] } }])
      for (const method of ['success', 'authDeclined'])
        expect(parseFrameMessage(wire({ method, data: '', info }))).toEqual({ method, data: '', info })
  })

  it('takes success with a data that is not text, but never without a data key', () => {
    expect(parseFrameMessage(wire({ method: 'success', data: null, info: { paymentId: 'p' } }))).toEqual({
      method: 'success',
      data: '',
      info: { paymentId: 'p' },
    })
    expect(parseFrameMessage(wire({ method: 'success', info: { paymentId: 'p' } }))).toBeNull()
  })

  it('reads loaded by its method alone', () => {
    expect(parseFrameMessage(wire({ method: 'loaded', data: '' }))).toEqual({ method: 'loaded', data: '' })
    expect(parseFrameMessage(wire({ method: 'loaded' }))).toEqual({ method: 'loaded', data: '' })
  })

  it('reads inputError and inputValid with the field and message', () => {
    const info = { field: 'card-number', message: 'Card number is invalid. Please double check information.' }
    expect(parseFrameMessage(wire({ method: 'inputError', data: '', info }))).toEqual({
      method: 'inputError',
      data: '',
      info,
    })
    expect(parseFrameMessage(wire({ method: 'inputValid', data: '', info: { field: 'cvv' } }))).toEqual({
      method: 'inputValid',
      data: '',
      info: { field: 'cvv' },
    })
  })

  it('reads accountLinked with its tokens and accountNotLinked with its reason', () => {
    const linked = { type: 'bank', tokens: ['tok_1', 'tok_2'] }
    expect(parseFrameMessage(wire({ method: 'accountLinked', data: '', info: linked }))).toEqual({
      method: 'accountLinked',
      data: '',
      info: linked,
    })
    expect(
      parseFrameMessage(wire({ method: 'accountLinked', data: '', info: { type: 'pix' } })),
    ).toMatchObject({ info: { type: 'pix' } })
    const notLinked = { type: 'bank', reason: 'canceled' }
    expect(parseFrameMessage(wire({ method: 'accountNotLinked', data: '', info: notLinked }))).toEqual({
      method: 'accountNotLinked',
      data: '',
      info: notLinked,
    })
  })

  it.each([
    ['inputError', undefined],
    ['inputError', 'Card invalid'],
    ['inputError', { field: 'cvv' }],
    ['inputError', { field: 'cvv', message: 3 }],
    ['inputError', { field: '', message: 'x' }],
    ['inputError', [{ field: 'cvv', message: 'x' }]],
    ['inputValid', {}],
    ['inputValid', { field: 7 }],
    ['accountLinked', undefined],
    ['accountLinked', { tokens: ['t'] }],
    ['accountLinked', { type: 'bank', tokens: 'tok_1' }],
    ['accountLinked', { type: 'bank', tokens: ['tok_1', 2] }],
    ['accountNotLinked', { type: 'bank' }],
    ['accountNotLinked', { reason: 'failed' }],
    ['accountNotLinked', null],
  ])('refuses %s whose info is %j', (method, info) => {
    expect(parseFrameMessage(wire({ method, data: '', info }))).toBeNull()
  })

  it('reads redirect with its URL, and overlay as open or close', () => {
    expect(parseFrameMessage(wire({ method: 'redirect', data: 'https://pay.test/x' }))).toEqual({
      method: 'redirect',
      data: 'https://pay.test/x',
    })
    expect(parseFrameMessage(wire({ method: 'overlay', data: 'open' }))).toEqual({
      method: 'overlay',
      data: 'open',
      state: 'open',
    })
    for (const data of ['close', 'closed', 'OPEN', ''])
      expect(parseFrameMessage(wire({ method: 'overlay', data }))).toMatchObject({ state: 'close' })
  })

  it('refuses redirect and overlay whose data is not text, and every new method without a data key', () => {
    for (const data of [null, 5, { url: 'https://x.test' }, ['https://x.test']]) {
      expect(parseFrameMessage(wire({ method: 'redirect', data }))).toBeNull()
      expect(parseFrameMessage(wire({ method: 'overlay', data }))).toBeNull()
    }
    for (const method of [
      'inputError',
      'inputValid',
      'accountLinked',
      'accountNotLinked',
      'redirect',
      'overlay',
    ])
      expect(
        parseFrameMessage(
          JSON.stringify({ method, info: { field: 'cvv', message: 'm', type: 'bank', reason: 'failed' } }),
        ),
      ).toBeNull()
  })

  it('reports any other method as unknown, keeping its name', () => {
    expect(parseFrameMessage(wire({ method: 'transferFunds', data: '1' }))).toEqual({
      method: 'unknown',
      data: '1',
      name: 'transferFunds',
    })
  })

  it('accepts heightChange only with this instance id and a plain number', () => {
    const msg = (method: string, data: string) => parseFrameMessage(wire({ method, data }), 'a1')
    expect(msg('heightChange:a1', '640')).toEqual({ method: 'heightChange', data: '640', height: 640 })
    expect(msg('heightChange:a1', '12.5')).toMatchObject({ height: 12.5 })
    expect(msg('heightChange:b2', '640')).toBeNull()
    expect(msg('heightChange', '640')).toBeNull()
    expect(msg('heightChange:a1x', '640')).toBeNull()
    for (const bad of ['', ' 640', '640px', '-5', '1e3', 'Infinity', 'NaN', '0x10', '9'.repeat(400)])
      expect(msg('heightChange:a1', bad)).toBeNull()
  })

  it('takes a heightChange whose data is a JSON number like a digit string', () => {
    const msg = (data: unknown) => parseFrameMessage(wire({ method: 'heightChange:a1', data }), 'a1')
    expect(msg(640)).toEqual({ method: 'heightChange', data: '640', height: 640 })
    expect(msg(12.5)).toMatchObject({ height: 12.5 })
    expect(msg(0)).toMatchObject({ height: 0 })
    for (const bad of [-5, 1e7, 1e300, null, true, [640], { h: 640 }]) expect(msg(bad)).toBeNull()
    expect(parseFrameMessage(wire({ method: 'heightChange:b2', data: 640 }), 'a1')).toBeNull()
  })

  it('accepts only an untagged heightChange when no id is given', () => {
    expect(parseFrameMessage(wire({ method: 'heightChange', data: '10' }))).toMatchObject({ height: 10 })
    expect(parseFrameMessage(wire({ method: 'heightChange:a1', data: '10' }))).toBeNull()
  })

  it('returns null for anything that is not a string', () => {
    for (const value of [undefined, null, 1, true, {}, { method: 'loaded', data: '' }, [], new Uint8Array(2)])
      expect(parseFrameMessage(value)).toBeNull()
  })

  it('returns null for bad JSON and JSON that is not an object', () => {
    for (const value of ['', '{', '{"method":"loaded","data":""', 'null', '"loaded"', '12', '[1]'])
      expect(parseFrameMessage(value)).toBeNull()
  })

  it('returns null when method or data is missing or not a string', () => {
    for (const value of [
      { method: 'signMessage' },
      { data: 'x' },
      { method: 'signMessage', data: 5 },
      { method: 'signMessage', data: null },
      { method: ['signMessage'], data: 'x' },
      { method: 7, data: 'x' },
    ])
      expect(parseFrameMessage(wire(value))).toBeNull()
  })

  it('refuses a message carrying a prototype-pollution key anywhere', () => {
    const messages = [
      '{"method":"success","data":"","info":{"__proto__":{"polluted":true}}}',
      '{"method":"success","data":"","info":{"a":[{"constructor":{"prototype":{"polluted":true}}}]}}',
      '{"__proto__":{"polluted":true},"method":"loaded","data":""}',
      '{"method":"success","data":"","info":{"prototype":1}}',
      '{"method":"inputError","data":"","info":{"field":"cvv","message":"m","__proto__":{"polluted":true}}}',
      '{"method":"accountLinked","data":"","info":{"type":"bank","constructor":{"polluted":true}}}',
      '{"method":"redirect","data":"https://x.test","__proto__":{"polluted":true}}',
    ]
    for (const message of messages) expect(parseFrameMessage(message)).toBeNull()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it(`ignores messages longer than ${MAX_MESSAGE_LENGTH} characters, reads one of exactly that length`, () => {
    const sized = (length: number) => {
      const empty = wire({ method: 'signTransaction', data: '' })
      return wire({ method: 'signTransaction', data: 'A'.repeat(length - empty.length) })
    }
    expect(sized(MAX_MESSAGE_LENGTH)).toHaveLength(MAX_MESSAGE_LENGTH)
    expect(parseFrameMessage(sized(MAX_MESSAGE_LENGTH))?.method).toBe('signTransaction')
    expect(parseFrameMessage(sized(MAX_MESSAGE_LENGTH + 1))).toBeNull()
  })

  it('never throws and returns null for any non-string (property)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }),
        (v) => {
          const parsed = parseFrameMessage(v, 'id')
          if (typeof v !== 'string') expect(parsed).toBeNull()
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('never throws on arbitrary text or JSON (property)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    )
    fc.assert(
      fc.property(text, fc.option(fc.string()), (data, id) => {
        const parsed = parseFrameMessage(data, id ?? undefined)
        if (parsed) expect(typeof parsed.data).toBe('string')
      }),
      { numRuns: 3000 },
    )
  })
})
