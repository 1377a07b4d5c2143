import type { ServerResponse } from 'node:http'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiRequestError } from '../errors/api-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { apiRequest } from './api-request'

// A real local server plays an API that answers, fails, never answers, or stops halfway through its body.
let server: LocalServer
const held: ServerResponse[] = []
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.path === '/silent') return void held.push(response)
    if (request.path === '/half') {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"partial":')
      return void held.push(response)
    }
    if (request.path === '/garbled') return void response.writeHead(200).end('{"x":')
    if (request.path === '/down') return sendJson(response, 503, { message: 'down' })
    if (request.path === '/slow') return void setTimeout(() => sendJson(response, 200, { slow: true }), 50)
    sendJson(response, 200, { ok: true })
  })
})
afterAll(async () => {
  for (const response of held) response.end()
  await server.close()
})

const failure = (path: string, init = {}) =>
  apiRequest(server.origin + path, { timeoutMs: 200, ...init }).then(
    () => expect.unreachable('it answered'),
    (error: unknown) => error,
  )

describe('apiRequest', () => {
  it('answers the JSON body', async () => {
    expect(await apiRequest(`${server.origin}/ok`)).toEqual({ ok: true })
  })

  it('fails with a timeout when the API never answers', async () => {
    const error = await failure('/silent')
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ code: 'API_REQUEST_FAILED', failure: 'timeout', status: undefined })
    expect((error as Error).message).toContain('no answer within 200 ms')
  })

  it('fails with a timeout when the body stops halfway', async () => {
    expect(await failure('/half')).toMatchObject({ failure: 'timeout' })
  })

  it('names every other failure', async () => {
    expect(await failure('/down')).toMatchObject({ failure: 'status', status: 503 })
    expect(await failure('/garbled')).toMatchObject({ failure: 'not-json', status: 200 })
    const closed = await startLocalServer(() => {})
    await closed.close()
    expect(await apiRequest(`${closed.origin}/x`).catch((e: unknown) => e)).toMatchObject({
      failure: 'network',
    })
  })

  it("rejects with the caller's abort reason, not as a failure of the API", async () => {
    const controller = new AbortController()
    const reason = new Error('the field was destroyed')
    const pending = failure('/silent', { signal: controller.signal, timeoutMs: 10_000 })
    controller.abort(reason)
    expect(await pending).toBe(reason)
    const already = AbortSignal.abort(reason)
    expect(await failure('/ok', { signal: already })).toBe(reason)
  })

  it('waits as long as it takes with timeoutMs Infinity', async () => {
    expect(await apiRequest(`${server.origin}/slow`, { timeoutMs: Number.POSITIVE_INFINITY })).toEqual({
      slow: true,
    })
  })

  it.each([0, -1, Number.NaN, 2 ** 31])(
    'refuses timeoutMs %s with InvalidOptionError, asking nothing (a timer would fire at once)',
    async (timeoutMs) => {
      const error = await apiRequest(`${server.origin}/slow`, { timeoutMs }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidOptionError)
      expect(error).toMatchObject({ code: 'INVALID_OPTION', option: 'timeoutMs' })
    },
  )
})
