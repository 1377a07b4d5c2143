import { describe, expect, it } from 'vitest'
import { ProtectionInitError, ProtectionScriptError } from '../errors/protection-errors'
import { frontendErrorReport, redactTelemetryText, telemetryEventOf } from './telemetry'

describe('redactTelemetryText', () => {
  it.each([
    ['a card number', 'declined 4242424242424242 at init', 'declined [redacted] at init'],
    ['a spaced card number', 'card 4242 4242 4242 4242 failed', 'card [redacted] failed'],
    ['an EVM address', 'from 0x52908400098527886E0F7030069857D2E4169EE7 refused', 'from [redacted] refused'],
    [
      'a Solana address',
      'wallet 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU gone',
      'wallet [redacted] gone',
    ],
    [
      'a Stellar address',
      'GAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4A signed',
      '[redacted] signed',
    ],
    ['a token', 'token tok_live_5f1e2d3c4b5a69788796a5b4c3d2e1f0 expired', 'token [redacted] expired'],
  ])('removes %s', (_what, text, redacted) => {
    expect(redactTelemetryText(text, 1000)).toBe(redacted)
  })

  it('keeps what a failure needs to be understood, and cuts it to the limit', () => {
    const text = 'The device signal script did not load (status 404): https://api.test/device.js?t=1'
    expect(redactTelemetryText(text, 1000)).toBe(text)
    expect(redactTelemetryText(`${'x'.repeat(10)} y`, 5)).toBe('xxxxx')
  })
})

describe('frontendErrorReport', () => {
  it('names failures as the provider does: NSureInit, ProtectionError, ProtectionInit', () => {
    expect(telemetryEventOf(new ProtectionScriptError('device', 'u', '404'))).toBe('NSureInit')
    expect(telemetryEventOf(new ProtectionInitError('device', 'threw'))).toBe('NSureInit')
    expect(telemetryEventOf(new ProtectionScriptError('session', 'u', '404'))).toBe('ProtectionError')
    expect(telemetryEventOf(new ProtectionInitError('session', 'threw'))).toBe('ProtectionInit')
  })

  it('sends the message and stack, redacted, never the cause', () => {
    const cause = new Error('wallet 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU secret')
    const error = new ProtectionInitError('session', 'it failed for 4242424242424242', { cause })
    const report = frontendErrorReport('shop', error)
    expect(report).toMatchObject({ merchantId: 'shop', event: 'ProtectionInit' })
    expect(report.message).toBe('The session signal did not start: it failed for [redacted]')
    expect(report.stackTrace).toContain('ProtectionInitError')
    expect(JSON.stringify(report)).not.toMatch(/4242424242424242|7xKXtg2C|secret/)
  })
})
