import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson } from './body'
import { dispatch, HttpError, type LocalServer, type Route, sendJson, startServer } from './http'
import { rawRequest } from './raw-http.test-helper'

// A server with one route of each kind the emulator has: a GET, a POST that reads its body, and handlers
// that throw, synchronously or later.
const routes: Route[] = [
  { method: 'GET', path: /^\/thing\/([^/]+)$/, handle: (_req, res, [id]) => sendJson(res, 200, { id }) },
  {
    method: 'POST',
    path: /^\/echo$/,
    handle: async (req, res) => sendJson(res, 200, await readJson(req)),
  },
]

let server: LocalServer
const seen: string[] = []
beforeAll(async () => {
  server = await startServer(0, (req, res, url) => {
    seen.push(url.pathname)
    if (url.pathname === '/throw') throw new Error('thrown synchronously')
    if (url.pathname === '/refuse') throw new HttpError(418, 'no')
    return dispatch(routes, req, res, url)
  })
})
afterAll(() => server.close())

const health = () => rawRequest(server.port, 'GET /thing/ok HTTP/1.1\r\nHost: localhost')

describe('the request boundary', () => {
  it.each(['//[', '//x:99999', '//%zz', 'http://[', '//[x', 'http://x:99999/thing/1'])(
    'answers 400 to the request target %s and keeps serving',
    async (target) => {
      const before = seen.length
      const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: localhost`)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/request target/) })
      // The handler never saw it: a target that is not a URL has no path to route.
      expect(seen.length).toBe(before)
      expect((await health()).status).toBe(200)
    },
  )

  it('turns a handler that throws synchronously into a 500, and one that throws HttpError into its status', async () => {
    const thrown = await rawRequest(server.port, 'GET /throw HTTP/1.1\r\nHost: localhost')
    expect(thrown.status).toBe(500)
    expect(JSON.parse(thrown.body)).toEqual({ error: 'internal error' })
    expect((await rawRequest(server.port, 'GET /refuse HTTP/1.1\r\nHost: localhost')).status).toBe(418)
    expect((await health()).status).toBe(200)
  })

  it('answers HEAD wherever GET answers, without a body', async () => {
    const get = await rawRequest(server.port, 'GET /thing/a HTTP/1.1\r\nHost: localhost')
    const head = await rawRequest(server.port, 'HEAD /thing/a HTTP/1.1\r\nHost: localhost')
    expect(head.status).toBe(200)
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
    expect(head.body).toBe('')
    expect((await rawRequest(server.port, 'HEAD /echo HTTP/1.1\r\nHost: localhost')).status).toBe(405)
  })

  it('names the allowed methods on a 405', async () => {
    const answer = await rawRequest(server.port, 'DELETE /thing/a HTTP/1.1\r\nHost: localhost')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })
})
