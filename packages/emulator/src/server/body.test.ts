import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson } from './body'
import { type LocalServer, sendJson, startServer } from './http'
import { rawConnect, rawRequest } from './raw-http.test-helper'

// A real server whose one route echoes the JSON object it reads, and answers GET /ok.
let server: LocalServer
beforeAll(async () => {
  server = await startServer(0, async (req, res, url) => {
    if (req.method === 'GET') return sendJson(res, 200, { path: url.pathname })
    // /stalls reads with a short wait for the next bytes, so a body that stops is seen quickly.
    sendJson(res, 200, await readJson(req, url.pathname === '/stalls' ? { idleMs: 100 } : {}))
  })
})
afterAll(() => server.close())

const health = () => rawRequest(server.port, 'GET /ok HTTP/1.1\r\nHost: localhost')

describe('request bodies', () => {
  // Well past the limit, so the limit is hit while most of the body is still on its way.
  const big = 'x'.repeat(4 * 1024 * 1024)

  it('answers 413 to a body over 256 KiB, and the answer reaches a client that sent it all', async () => {
    const response = await fetch(`${server.origin}/`, {
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
      connection.write('POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n')
      for (let i = 0; i < 64; i++) connection.write(`10000\r\n${'y'.repeat(0x10000)}\r\n`)
      connection.write('0\r\n\r\n')
      expect((await connection.response()).status).toBe(413)
      // Keep-alive: the rest of the body was read, so the next request on the connection is understood.
      connection.write('GET /after HTTP/1.1\r\nHost: localhost\r\n\r\n')
      const next = await connection.response()
      expect(next.status).toBe(200)
      expect(JSON.parse(next.body)).toEqual({ path: '/after' })
    } finally {
      connection.close()
    }
  })

  it('answers 413 from the declared length alone, reading what is sent to its end', async () => {
    const connection = await rawConnect(server.port)
    try {
      connection.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${big.length}\r\n\r\n`)
      connection.write(big)
      expect((await connection.response()).status).toBe(413)
    } finally {
      connection.close()
    }
  })

  it('survives a client that leaves in the middle of a body', async () => {
    const connection = await rawConnect(server.port)
    connection.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{"a":')
    // Once another request is answered, the server has read the first one's head and is waiting for its body.
    expect((await health()).status).toBe(200)
    connection.close()
    expect((await health()).status).toBe(200)
  })

  it.each([
    ['a declared length never reached', 'Content-Length: 1000\r\n\r\n{"reply":'],
    ['a chunked body that never ends', 'Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n'],
  ])('answers 408 to %s, and closes the connection', async (_name, rest) => {
    const connection = await rawConnect(server.port)
    try {
      connection.write(`POST /stalls HTTP/1.1\r\nHost: localhost\r\n${rest}`)
      const answer = await connection.response()
      expect(answer.status).toBe(408)
      expect(answer.headers.connection).toBe('close')
      expect(JSON.parse(answer.body)).toEqual({ error: 'the body stopped arriving' })
    } finally {
      connection.close()
    }
    expect((await health()).status).toBe(200)
  })

  it('reads a JSON object and refuses anything else with 400', async () => {
    const post = (body: string) =>
      fetch(`${server.origin}/`, { method: 'POST', body }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }))
    expect(await post('{"a":1}')).toEqual({ status: 200, body: { a: 1 } })
    expect((await post('[1]')).status).toBe(400)
    expect((await post('{')).status).toBe(400)
  })
})
