import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dispatch, HttpError, type LocalServer, type Route, readJson, sendJson, startServer } from './http'
import { rawConnect, rawRequest } from './raw-http.test-helper'

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

describe('request bodies', () => {
  // Well past the limit, so the limit is hit while most of the body is still on its way.
  const big = 'x'.repeat(4 * 1024 * 1024)

  it('answers 413 to a body over 256 KiB, and the answer reaches a client that sent it all', async () => {
    const response = await fetch(`${server.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ big }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'body too large (at most 256 KiB)' })
  })

  it('answers 413 to an oversized chunked body and keeps the connection usable', async () => {
    const connection = await rawConnect(server.port)
    try {
      connection.write('POST /echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n')
      for (let i = 0; i < 64; i++) connection.write(`10000\r\n${'y'.repeat(0x10000)}\r\n`)
      connection.write('0\r\n\r\n')
      expect((await connection.response()).status).toBe(413)
      // Keep-alive: the rest of the body was read, so the next request on the connection is understood.
      connection.write('GET /thing/after HTTP/1.1\r\nHost: localhost\r\n\r\n')
      const next = await connection.response()
      expect(next.status).toBe(200)
      expect(JSON.parse(next.body)).toEqual({ id: 'after' })
    } finally {
      connection.close()
    }
  })

  it('answers 413 from the declared length alone, reading what is sent to its end', async () => {
    const connection = await rawConnect(server.port)
    try {
      connection.write(`POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${big.length}\r\n\r\n`)
      connection.write(big)
      expect((await connection.response()).status).toBe(413)
    } finally {
      connection.close()
    }
  })

  it('survives a client that leaves in the middle of a body', async () => {
    const connection = await rawConnect(server.port)
    connection.write('POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{"a":')
    // Once another request is answered, the server has read the first one's head and is waiting for its body.
    expect((await health()).status).toBe(200)
    connection.close()
    expect((await health()).status).toBe(200)
  })

  it('reads a JSON object and refuses anything else with 400', async () => {
    const post = (body: string) =>
      fetch(`${server.origin}/echo`, { method: 'POST', body }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }))
    expect(await post('{"a":1}')).toEqual({ status: 200, body: { a: 1 } })
    expect((await post('[1]')).status).toBe(400)
    expect((await post('{')).status).toBe(400)
  })
})
