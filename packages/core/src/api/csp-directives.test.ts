import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '../errors/checkout-errors'
import { cspDirectives, cspHeader } from './csp-directives'

describe('cspDirectives', () => {
  it('gives prod every source each feature needs, and nothing else', () => {
    expect(cspDirectives({ env: 'prod' })).toEqual({
      'frame-src': ['https://coinflow.cash', 'https://htp.tokenex.com'],
      'script-src': [
        'https://htp.tokenex.com/iframe/iframe-v3.min.js',
        'https://sdk.nsureapi.com/sdk.js',
        'https://js.v.coinflow.sh/prod/bundle.js',
      ],
      'connect-src': ['https://api.coinflow.cash'],
    })
  })

  it('gives a framed feature its checkout origin only', () => {
    for (const feature of ['checkout', 'payment-buttons', 'hosted-card-form'] as const)
      expect(cspDirectives({ env: 'sandbox', features: [feature] })).toEqual({
        'frame-src': ['https://sandbox.coinflow.cash'],
      })
  })

  it('uses the test vendor and sandbox fraud scripts outside prod', () => {
    expect(cspDirectives({ env: 'sandbox', features: ['card-field', 'protection'] })).toEqual({
      'script-src': [
        'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
        'https://sandbox-sdk.nsureapi.com/sdk.js',
        'https://js.v.coinflow.sh/sandbox/bundle.js',
      ],
      'frame-src': ['https://test-htp.tokenex.com'],
      'connect-src': ['https://api-sandbox.coinflow.cash'],
    })
  })

  it('follows the hosts and base URL the surfaces are given', () => {
    const hosts = {
      checkout: 'http://localhost:3100/ignored/path',
      api: 'http://localhost:5100',
      cardVendorScript: 'https://vendor.example/v3.js?cache=1',
      fraudDeviceScript: 'https://cdn.example/device.js',
      fraudSessionScript: 'https://cdn.example/session.js',
    }
    expect(cspDirectives({ env: 'local', hosts })).toEqual({
      'frame-src': ['http://localhost:3100', 'https://vendor.example'],
      'script-src': [
        'https://vendor.example/v3.js',
        'https://cdn.example/device.js',
        'https://cdn.example/session.js',
      ],
      'connect-src': ['http://localhost:5100'],
    })
    expect(
      cspDirectives({ env: 'prod', baseUrl: 'https://pay.shop.example/c', features: ['checkout'] }),
    ).toEqual({ 'frame-src': ['https://pay.shop.example'] })
  })

  it('serves the emulator from its two origins for local', () => {
    expect(cspDirectives({ env: 'local', features: ['card-field', 'checkout'] })).toEqual({
      'script-src': ['http://localhost:5000/card-vendor/iframe-v3.min.js'],
      'frame-src': ['http://localhost:5000', 'http://localhost:3000'],
      'connect-src': ['http://localhost:5000'],
    })
  })

  it('never gives a wildcard, an inline permission or a separator in a source', () => {
    const hosts = { cardVendorScript: 'https://v.example/a;b,c.js', fraudDeviceScript: 'https://d.example/*' }
    const all = Object.values(cspDirectives({ env: 'prod', hosts })).flat()
    expect(all).toContain('https://v.example/a%3Bb%2Cc.js')
    for (const s of all) expect(s).not.toMatch(/^\*|[*;,\s']|unsafe/)
  })

  it('refuses an unknown feature and a host that is not a URL', () => {
    expect(() => cspDirectives({ env: 'prod', features: ['chat' as never] })).toThrow(InvalidOptionError)
    expect(() => cspDirectives({ env: 'prod', hosts: { checkout: 'not a url' } })).toThrow(InvalidOptionError)
  })
})

describe('cspHeader', () => {
  it('writes one directive per name, merging the sets in order', () => {
    const page = {
      'default-src': ["'none'"],
      'script-src': ["'nonce-abc'", "'strict-dynamic'"],
      'frame-src': ["'none'"],
    }
    const portico = cspDirectives({ env: 'prod', features: ['checkout', 'protection'] })
    expect(cspHeader(page, portico)).toBe(
      "default-src 'none'; script-src 'nonce-abc' 'strict-dynamic' https://sdk.nsureapi.com/sdk.js " +
        'https://js.v.coinflow.sh/prod/bundle.js; frame-src https://coinflow.cash; ' +
        'connect-src https://api.coinflow.cash',
    )
  })

  it('leaves out directives without sources and repeats no source', () => {
    expect(
      cspHeader(
        { 'img-src': [], 'frame-src': ['https://a.example'] },
        { 'frame-src': ['https://a.example'] },
      ),
    ).toBe('frame-src https://a.example')
  })
})
