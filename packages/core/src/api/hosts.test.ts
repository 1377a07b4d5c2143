import { describe, expect, it } from 'vitest'
import { apiOrigin, appOrigin, cardVendorScriptUrl, checkoutOrigin } from './hosts'

describe('host table', () => {
  it.each([
    [
      undefined,
      'https://coinflow.cash',
      'https://api.coinflow.cash',
      'https://htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'prod',
      'https://coinflow.cash',
      'https://api.coinflow.cash',
      'https://htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'sandbox',
      'https://sandbox.coinflow.cash',
      'https://api-sandbox.coinflow.cash',
      'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'staging',
      'https://staging.coinflow.cash',
      'https://api-staging.coinflow.cash',
      'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'staging-live',
      'https://staging-live.coinflow.cash',
      'https://api-staging-live.coinflow.cash',
      'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'ngrok',
      'https://coinflow.ngrok.app',
      'https://api-ngrok.coinflow.cash',
      'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    // The alias names the same hosts, API included.
    [
      'tunnel',
      'https://coinflow.ngrok.app',
      'https://api-ngrok.coinflow.cash',
      'https://test-htp.tokenex.com/iframe/iframe-v3.min.js',
    ],
    [
      'local',
      'http://localhost:3000',
      'http://localhost:5000',
      'http://localhost:5000/card-vendor/iframe-v3.min.js',
    ],
  ])('env %s', (env, checkout, api, script) => {
    expect(checkoutOrigin(env)).toBe(checkout)
    expect(apiOrigin(env)).toBe(api)
    expect(cardVendorScriptUrl(env)).toBe(script)
  })

  it('takes host overrides as origins', () => {
    const hosts = { checkout: 'http://127.0.0.1:4100/ignored/path', api: 'http://127.0.0.1:4200/' }
    expect(checkoutOrigin('prod', hosts)).toBe('http://127.0.0.1:4100')
    expect(apiOrigin('prod', hosts)).toBe('http://127.0.0.1:4200')
    expect(cardVendorScriptUrl('local', hosts)).toBe('http://127.0.0.1:4200/card-vendor/iframe-v3.min.js')
    expect(cardVendorScriptUrl('prod', { cardVendorScript: 'https://cdn.test/v.js' })).toBe(
      'https://cdn.test/v.js',
    )
  })
})

describe('appOrigin', () => {
  it.each([
    [undefined, 'https://app.coinflow.cash'],
    ['prod', 'https://app.coinflow.cash'],
    ['sandbox', 'https://app-sandbox.coinflow.cash'],
    ['staging', 'https://app-staging.coinflow.cash'],
    ['staging-live', 'https://app-staging-live.coinflow.cash'],
    ['local', 'http://localhost:3003'],
    ['ngrok', 'https://coinflow.ngrok.app'],
    ['tunnel', 'https://coinflow.ngrok.app'],
  ])('env %s is %s', (env, app) => {
    expect(appOrigin(env)).toBe(app)
  })

  it('takes hosts.app as an origin, and only hosts.app', () => {
    expect(appOrigin('prod', { app: 'http://127.0.0.1:4300/dashboard' })).toBe('http://127.0.0.1:4300')
    expect(appOrigin('sandbox', { checkout: 'http://127.0.0.1:4100', api: 'http://127.0.0.1:4200' })).toBe(
      'https://app-sandbox.coinflow.cash',
    )
  })
})
