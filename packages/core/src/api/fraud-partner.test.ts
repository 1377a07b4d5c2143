import type { ServerResponse } from 'node:http'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchFraudPartnerId } from './fraud-partner'

let server: LocalServer
const held: ServerResponse[] = []
const views: Record<string, [number, unknown]> = {
  nested: [200, { nSureSettings: { nSurePartnerId: 'partner-nested' }, nSurePartnerId: 'partner-top' }],
  top: [200, { nSureSettings: null, nSurePartnerId: 'partner-top' }],
  none: [200, { name: 'A shop' }],
  'a/b c': [200, { nSurePartnerId: 'partner-encoded' }],
  missing: [404, { error: 'not found' }],
}

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const id = decodeURIComponent(request.path.replace('/merchant/view/', ''))
    if (id === 'garbled') return void response.writeHead(200).end('{"nSurePartnerId":')
    if (id === 'silent') return void held.push(response)
    const [status, body] = views[id] ?? [500, {}]
    sendJson(response, status, body)
  })
})
afterAll(async () => {
  for (const response of held) response.end()
  await server.close()
})

const lookUp = (merchantId: string) => fetchFraudPartnerId(merchantId, 'local', { api: server.origin })

describe('fetchFraudPartnerId', () => {
  it('reads nSureSettings.nSurePartnerId first', async () => {
    expect(await lookUp('nested')).toBe('partner-nested')
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/merchant/view/nested' })
  })

  it('falls back to a top-level nSurePartnerId', async () => {
    expect(await lookUp('top')).toBe('partner-top')
  })

  it('URL-encodes the merchant id', async () => {
    expect(await lookUp('a/b c')).toBe('partner-encoded')
    expect(server.requests.at(-1)?.path).toBe('/merchant/view/a%2Fb%20c')
  })

  it.each(['none', 'missing', 'garbled'])(
    'resolves to undefined for merchant %s instead of failing',
    async (id) => {
      await expect(lookUp(id)).resolves.toBeUndefined()
    },
  )

  it('resolves to undefined when the API cannot be reached', async () => {
    const closed = await startLocalServer(() => {})
    await closed.close()
    await expect(fetchFraudPartnerId('nested', 'local', { api: closed.origin })).resolves.toBeUndefined()
  })

  it('tells onError why it failed, and nothing when the merchant simply has no partner id', async () => {
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    await expect(
      fetchFraudPartnerId('missing', 'local', { api: server.origin }, { onError }),
    ).resolves.toBeUndefined()
    expect(errors).toEqual([expect.objectContaining({ code: 'API_REQUEST_FAILED', status: 404 })])
    await fetchFraudPartnerId('none', 'local', { api: server.origin }, { onError })
    expect(errors).toHaveLength(1)
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    controller.abort(new Error('stopped'))
    const errors: unknown[] = []
    const lookup = fetchFraudPartnerId(
      'nested',
      'local',
      { api: server.origin },
      {
        signal: controller.signal,
        onError: (error) => errors.push(error),
      },
    )
    await expect(lookup).resolves.toBeUndefined()
    expect(errors).toHaveLength(1)
  })

  it('resolves to undefined when the API does not answer in time', async () => {
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    const lookUpSilent = fetchFraudPartnerId(
      'silent',
      'local',
      { api: server.origin },
      { timeoutMs: 100, onError },
    )
    await expect(lookUpSilent).resolves.toBeUndefined()
    expect(held).toHaveLength(1)
    expect(errors).toEqual([expect.objectContaining({ code: 'API_REQUEST_FAILED', failure: 'timeout' })])
  })
})
