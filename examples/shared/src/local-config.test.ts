import { describe, expect, it } from 'vitest'
import { localConfig } from './local-config'

describe('localConfig', () => {
  it('defaults to the emulator and the chains portico-emulator starts', () => {
    expect(localConfig('')).toEqual({
      env: 'local',
      hosts: undefined,
      solanaRpc: 'http://localhost:8899',
      evmRpc: 'http://localhost:8545',
    })
  })

  it('takes the checkout and API origins and the RPC URLs from the query', () => {
    const query = new URLSearchParams({
      checkout: 'http://localhost:41001',
      api: 'http://localhost:41002',
      solanaRpc: 'http://127.0.0.1:41003',
      evmRpc: 'http://127.0.0.1:41004',
    })
    expect(localConfig(`?${query}`)).toEqual({
      env: 'local',
      hosts: { checkout: 'http://localhost:41001', api: 'http://localhost:41002' },
      solanaRpc: 'http://127.0.0.1:41003',
      evmRpc: 'http://127.0.0.1:41004',
    })
  })

  it('gives only the hosts that are in the query', () => {
    expect(localConfig('?api=http://localhost:41002').hosts).toEqual({ api: 'http://localhost:41002' })
  })

  it('ignores values that are not http(s) URLs', () => {
    const config = localConfig('?checkout=javascript:alert(1)&api=&solanaRpc=not%20a%20url&evmRpc=ftp://x')
    expect(config.hosts).toBeUndefined()
    expect(config.solanaRpc).toBe('http://localhost:8899')
    expect(config.evmRpc).toBe('http://localhost:8545')
  })
})
