import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { fetchCardFieldConfig } from './card-field-config'

const SIGNED = {
  origin: 'https://shop.example',
  timestamp: '20250101000000',
  tokenExID: 'tx-id',
  tokenScheme: 'PCI',
  authenticationKey: 'signed-key',
  pci: true,
}
let server: LocalServer
let answer: (response: Parameters<typeof sendJson>[0]) => void

beforeAll(async () => {
  server = await startLocalServer((_request, response) => answer(response))
})
afterAll(() => server.close())

const fetchWith = (reply: typeof answer) => {
  answer = reply
  return fetchCardFieldConfig({
    hosts: { api: server.origin },
    origins: ['https://shop.example'],
    merchantId: 'm-1',
  })
}

describe('fetchCardFieldConfig', () => {
  it('posts the origins and who the field is for as JSON to the config endpoint', async () => {
    answer = (response) => sendJson(response, 200, SIGNED)
    const config = await fetchCardFieldConfig({
      hosts: { api: server.origin },
      origins: ['https://shop.example'],
      checkoutJwt: 'jwt-1',
      token: 'saved-token',
    })
    expect(config).toEqual(SIGNED)
    const request = server.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', path: '/api/tokenize/iframe/config' })
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      origins: ['https://shop.example'],
      checkoutJwt: 'jwt-1',
      token: 'saved-token',
    })
  })

  it('turns a non-2xx answer into an ApiRequestError with its status', async () => {
    const error = await fetchWith((response) =>
      sendJson(response, 403, { error: 'origin not allowed' }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ code: 'API_REQUEST_FAILED', status: 403 })
  })

  it('turns an answer that is not JSON into an ApiRequestError', async () => {
    const failed = fetchWith((response) => response.writeHead(200).end('<html>maintenance</html>'))
    await expect(failed).rejects.toThrow(/not JSON/)
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError)
  })

  it('turns JSON that is not a configuration into an ApiRequestError', async () => {
    await expect(fetchWith((response) => sendJson(response, 200, ['nope']))).rejects.toThrow(
      /not a card field configuration/,
    )
  })

  it('turns a network failure into an ApiRequestError that keeps the cause', async () => {
    const closed = await startLocalServer(() => {})
    await closed.close()
    const error = await fetchCardFieldConfig({
      hosts: { api: closed.origin },
      origins: [],
      merchantId: 'm-1',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: undefined, message: expect.stringMatching(/network failure/) })
    // fetch rejects with a TypeError when the network fails (by name: the test may run in a VM context, a
    // realm of its own beside Node's fetch).
    expect((error as ApiRequestError).cause).toHaveProperty('name', 'TypeError')
  })
})
