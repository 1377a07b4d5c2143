import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import {
  CardFieldExpiredError,
  CardScriptLoadError,
  CardValidationError,
  CardVendorError,
} from '../errors/card-errors'
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
    [new CardFieldExpiredError(), 'CARD_FIELD_EXPIRED', /expired; the card must be entered again/],
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
    expect(error.failure).toBe('network')
    expect(new ApiRequestError('u', 404, 'status 404')).toMatchObject({ status: 404, failure: 'status' })
    expect(new ApiRequestError('u', undefined, 'slow', { failure: 'timeout' }).failure).toBe('timeout')
    expect(new CardValidationError(['cvv']).fields).toEqual(['cvv'])
    expect(new CardScriptLoadError('https://v.example/s.js', 'x').url).toBe('https://v.example/s.js')
  })
})
