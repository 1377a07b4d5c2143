import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CONFIG_LIFETIME_MS, createVendorKeys } from './signing'

const secret = new Uint8Array(32).fill(7)
const now = new Date(Date.UTC(2026, 0, 2, 3, 4, 5))

describe('vendor keys', () => {
  it('signs tokenExID|origin|timestamp|tokenScheme with HMAC-SHA256 under the run secret', () => {
    const config = createVendorKeys(secret).sign('https://shop.example', undefined, now)
    expect(config.timestamp).toBe('20260102030405')
    const expected = createHmac('sha256', secret)
      .update(`portico-emulator|https://shop.example|20260102030405|PCI`)
      .digest('base64')
    expect(config.authenticationKey).toBe(expected)
  })

  it('signs the saved card token instead of the scheme in CVV-only mode', () => {
    const config = createVendorKeys(secret).sign('https://shop.example', '424242abc4242', now)
    const expected = createHmac('sha256', secret)
      .update(`portico-emulator|https://shop.example|20260102030405|424242abc4242`)
      .digest('base64')
    expect(config.authenticationKey).toBe(expected)
    expect(config.token).toBe('424242abc4242')
  })

  it('verifies its own configurations and refuses altered ones', () => {
    const keys = createVendorKeys()
    const config = keys.sign('https://shop.example', undefined, now)
    expect(keys.problem(config, now)).toBeUndefined()
    expect(keys.problem({ ...config, origin: 'https://evil.example' }, now)).toBe(
      'Invalid authentication key',
    )
    expect(keys.problem({ ...config, token: 'other' }, now)).toBe('Invalid authentication key')
    expect(keys.problem({ ...config, authenticationKey: 'AAAA' }, now)).toBe('Invalid authentication key')
    expect(keys.problem({ ...config, timestamp: undefined }, now)).toMatch(/timestamp/)
    expect(keys.problem('nope', now)).toBe('missing configuration')
  })

  it('refuses configurations signed by another run', () => {
    const config = createVendorKeys().sign('https://shop.example', undefined, now)
    expect(createVendorKeys().problem(config, now)).toBe('Invalid authentication key')
  })

  it('refuses a configuration older than its lifetime', () => {
    const keys = createVendorKeys()
    const config = keys.sign('https://shop.example', undefined, now)
    const later = new Date(now.getTime() + CONFIG_LIFETIME_MS + 1000)
    expect(keys.problem(config, later)).toBe('The authentication key has expired')
  })
})
