import { describe, expect, it } from 'vitest'
import { fraudDeviceScriptUrl, fraudSessionProjectId, fraudSessionScriptUrl } from './protection-hosts'

describe('fraud signal script URLs', () => {
  it('serves production scripts for prod only and sandbox ones for every other hosted env', () => {
    expect(fraudDeviceScriptUrl('prod')).toBe('https://sdk.nsureapi.com/sdk.js')
    expect(fraudDeviceScriptUrl()).toBe('https://sdk.nsureapi.com/sdk.js')
    expect(fraudSessionScriptUrl('prod')).toBe('https://js.v.coinflow.sh/prod/bundle.js')
    for (const env of ['sandbox', 'staging', 'tunnel']) {
      expect(fraudDeviceScriptUrl(env)).toBe('https://sandbox-sdk.nsureapi.com/sdk.js')
      expect(fraudSessionScriptUrl(env)).toBe('https://js.v.coinflow.sh/sandbox/bundle.js')
    }
  })

  it("points env 'local' at the emulator's stand-ins on its API origin", () => {
    expect(fraudDeviceScriptUrl('local')).toBe('http://localhost:5000/fraud/device/sdk.js')
    expect(fraudSessionScriptUrl('local', { api: 'http://localhost:5123' })).toBe(
      'http://localhost:5123/fraud/session/sandbox/bundle.js',
    )
  })

  it('takes the full script URLs from hosts', () => {
    const hosts = { fraudDeviceScript: 'https://cdn.test/d.js', fraudSessionScript: 'https://cdn.test/s.js' }
    expect(fraudDeviceScriptUrl('prod', hosts)).toBe(hosts.fraudDeviceScript)
    expect(fraudSessionScriptUrl('local', hosts)).toBe(hosts.fraudSessionScript)
  })

  it('uses the production session project id for prod only', () => {
    expect(fraudSessionProjectId('prod')).toBe('315da543-c486-435a-aa21-53844c469822')
    expect(fraudSessionProjectId('local')).toBe('e9f629c4-80ee-4c6d-967e-62af47d8679e')
    expect(fraudSessionProjectId('sandbox')).toBe('e9f629c4-80ee-4c6d-967e-62af47d8679e')
  })
})
