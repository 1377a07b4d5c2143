import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { CardScriptLoadError, CardValidationError, CardVendorError } from '../errors/card-errors'
import { PorticoError } from '../errors/portico-error'

describe('card field and API errors', () => {
  it.each([
    [
      new CardScriptLoadError('https://v.example/s.js', 'timeout'),
      'CARD_SCRIPT_LOAD_FAILED',
      /timeout.*s\.js/,
    ],
    [new ApiRequestError('https://api.example/x', 502, 'status 502'), 'API_REQUEST_FAILED', /status 502/],
    [new CardValidationError(['card', 'cvv']), 'CARD_INVALID', /card number and CVV/],
    [new CardVendorError('session expired'), 'CARD_VENDOR_ERROR', /session expired/],
  ])('%s has a stable code and says what failed', (error, code, words) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe(code)
    expect(error.name).toBe(error.constructor.name)
    expect(error.message).toMatch(words)
  })

  it('keeps the failure it wraps and the facts a caller branches on', () => {
    const cause = new TypeError('fetch failed')
    const error = new ApiRequestError('https://api.example/x', undefined, 'network failure', { cause })
    expect(error.cause).toBe(cause)
    expect(error.status).toBeUndefined()
    expect(new ApiRequestError('u', 404, 'status 404').status).toBe(404)
    expect(new CardValidationError(['cvv']).fields).toEqual(['cvv'])
    expect(new CardScriptLoadError('https://v.example/s.js', 'x').url).toBe('https://v.example/s.js')
  })
})
