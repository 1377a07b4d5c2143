// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dispatchFrameEvent, redirectTarget } from './dispatch'
import { type CheckoutMessage, parseFrameMessage } from './message'

const CHECKOUT = 'http://127.0.0.1:4100'
const parse = (value: object) => parseFrameMessage(JSON.stringify(value)) as CheckoutMessage

afterEach(() => {
  vi.restoreAllMocks()
})

describe('redirectTarget', () => {
  it.each([
    ['https://bank.test/approve?id=1', 'https://bank.test/approve?id=1'],
    ['HTTPS://Bank.Test/a', 'https://bank.test/a'],
    ['https://user:secret@bank.test/', 'https://user:secret@bank.test/'],
    [`${CHECKOUT}/step/2`, `${CHECKOUT}/step/2`],
    // Relative URLs are the checkout page's: read against its origin, never the merchant page's.
    ['/step/3', `${CHECKOUT}/step/3`],
    ['step?x=1', `${CHECKOUT}/step?x=1`],
  ])('opens %s as %s', (url, target) => {
    expect(redirectTarget(url, CHECKOUT)).toBe(target)
  })

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://bank.test/9b1d',
    'http://evil.test/phish',
    'http://127.0.0.1:4101/other-port',
    'http://localhost:4100/other-host',
    '//evil.test/x',
    'ws://bank.test/',
    'http://[::1',
  ])('refuses %s', (url) => {
    expect(redirectTarget(url, CHECKOUT)).toBeUndefined()
  })

  it('reads a scheme-relative URL with the scheme of an https checkout', () => {
    expect(redirectTarget('//bank.test/x', 'https://checkout.test')).toBe('https://bank.test/x')
  })
})

describe('dispatchFrameEvent', () => {
  it('hands each event to its own callback, with the info as the checkout sent it', () => {
    const callbacks = {
      onInputError: vi.fn(),
      onInputValid: vi.fn(),
      onAccountLinked: vi.fn(),
      onAccountNotLinked: vi.fn(),
      onOverlay: vi.fn(),
    }
    const events = [
      { method: 'inputError', data: '', info: { field: 'expiration', message: 'Expiration is invalid.' } },
      { method: 'inputValid', data: '', info: { field: 'expiration' } },
      { method: 'accountLinked', data: '', info: { type: 'bank', tokens: ['t1'] } },
      { method: 'accountNotLinked', data: '', info: { type: 'bank', reason: 'failed' } },
      { method: 'overlay', data: 'open' },
      { method: 'overlay', data: 'close' },
    ]
    for (const event of events) dispatchFrameEvent(parse(event), callbacks, CHECKOUT)
    expect(callbacks.onInputError).toHaveBeenCalledExactlyOnceWith({
      field: 'expiration',
      message: 'Expiration is invalid.',
    })
    expect(callbacks.onInputValid).toHaveBeenCalledExactlyOnceWith({ field: 'expiration' })
    expect(callbacks.onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['t1'] })
    expect(callbacks.onAccountNotLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', reason: 'failed' })
    expect(callbacks.onOverlay.mock.calls).toEqual([['open'], ['close']])
  })

  it('does nothing for an event without a callback, nor for messages that are not its part', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    for (const event of [
      { method: 'inputError', data: '', info: { field: 'cvv', message: 'm' } },
      { method: 'overlay', data: 'open' },
      { method: 'success', data: '', info: {} },
      { method: 'loaded', data: '' },
    ])
      expect(() => dispatchFrameEvent(parse(event), {}, CHECKOUT)).not.toThrow()
    expect(open).not.toHaveBeenCalled()
  })

  it('opens an allowed redirect in a new tab without opener or referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    dispatchFrameEvent(parse({ method: 'redirect', data: 'https://cash.test/pay' }), {}, CHECKOUT)
    expect(open).toHaveBeenCalledExactlyOnceWith('https://cash.test/pay', '_blank', 'noopener,noreferrer')
  })

  it('asks onRedirect first, and opens nothing when it returns false', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const onRedirect = vi.fn(() => false)
    dispatchFrameEvent(parse({ method: 'redirect', data: 'https://cash.test/pay' }), { onRedirect }, CHECKOUT)
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith('https://cash.test/pay')
    expect(open).not.toHaveBeenCalled()
    // Any other answer leaves it to the rule.
    dispatchFrameEvent(
      parse({ method: 'redirect', data: 'https://cash.test/pay' }),
      { onRedirect: () => true },
      CHECKOUT,
    )
    dispatchFrameEvent(
      parse({ method: 'redirect', data: 'https://cash.test/pay' }),
      { onRedirect: () => {} },
      CHECKOUT,
    )
    expect(open).toHaveBeenCalledTimes(2)
  })

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'http://evil.test/phish',
  ])('refuses the hostile redirect %s with a warning, after showing it to onRedirect', (url) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onRedirect = vi.fn()
    dispatchFrameEvent(parse({ method: 'redirect', data: url }), { onRedirect }, CHECKOUT)
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(url)
    expect(open).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/refused a checkout redirect/)
    // The warning names the scheme only, never the rest of the URL.
    expect(String(warn.mock.calls[0]?.[0])).not.toContain(
      url.slice(url.indexOf(':') + 1, url.indexOf(':') + 8),
    )
  })
})
