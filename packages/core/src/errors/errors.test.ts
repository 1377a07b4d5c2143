import { describe, expect, it } from 'vitest'
import { requireWindow } from '../platform/window'
import { PaymentButtonError } from './button-errors'
import { TokenUnavailableError } from './card-errors'
import {
  BlockchainNotSupportedError,
  IframeNotDefinedError,
  InvalidOptionError,
  SolanaRequiredError,
  WindowNotDefinedError,
} from './checkout-errors'
import { CheckoutLoadError } from './load-errors'
import { PorticoError } from './portico-error'
import { ProtectionInitError, ProtectionLookupError, ProtectionScriptError } from './protection-errors'

describe('error catalogue', () => {
  it.each([
    [new SolanaRequiredError(), 'SOLANA_REQUIRED', /is required for Solana/],
    [new BlockchainNotSupportedError('tron'), 'BLOCKCHAIN_NOT_SUPPORTED', /^blockchain not supported: tron$/],
    [new IframeNotDefinedError(), 'IFRAME_NOT_DEFINED', /^Iframe not defined$/],
    [new WindowNotDefinedError(), 'WINDOW_NOT_DEFINED', /^Window not defined$/],
    [new TokenUnavailableError(), 'TOKEN_UNAVAILABLE', /^Unable to get token$/],
    [new InvalidOptionError('cents', 'nope'), 'INVALID_OPTION', /^Invalid cents: nope$/],
    [new ProtectionScriptError('device', 'https://x.test/s.js', '404'), 'PROTECTION_SCRIPT_FAILED', /device/],
    [new ProtectionLookupError('shop'), 'PROTECTION_LOOKUP_FAILED', /merchant shop$/],
    [new ProtectionInitError('session', 'no id'), 'PROTECTION_INIT_FAILED', /session signal .*no id$/],
    [new CheckoutLoadError('csp', 'https://c.test'), 'CHECKOUT_LOAD_FAILED', /^csp: https:\/\/c\.test$/],
    [
      new CheckoutLoadError('timeout', 'https://c.test'),
      'CHECKOUT_LOAD_FAILED',
      /^timeout: https:\/\/c\.test$/,
    ],
    [new PaymentButtonError(''), 'PAYMENT_BUTTON_ERROR', /^ERROR$/],
  ])('%s keeps its words and a stable code', (error, code, words) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe(code)
    expect(error.message).toMatch(words)
    expect(error.docs).toBe(`@portico/core/docs/errors.md#${code.toLowerCase()}`)
    expect(error.name).not.toBe('PorticoError')
  })

  it('names the Solana plugin package in the Solana error', () => {
    expect(new SolanaRequiredError().message).toContain('@portico/solana')
  })

  it('keeps the original failure as cause and details in the message', () => {
    const cause = new TypeError('boom')
    const error = new PorticoError('X', 'Short', { cause, details: 'more' })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Short: more')
  })

  it('says "Window not defined" when used without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(() => requireWindow()).toThrow(WindowNotDefinedError)
  })
})
