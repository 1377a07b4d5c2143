import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { answer, parseFailure, type RpcMethods } from './json-rpc'

// Transactions are at most 1,232 bytes; a generous cap still stops a runaway body from filling memory.
const maxBody = 4 * 1024 * 1024

// A chain on the loopback interface, called from checkout pages on other local origins: any origin may call it,
// as any origin may call a public RPC node.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/** An HTTP server answering JSON-RPC on POST (any path), `GET /health`, CORS preflights; upgrades go to `upgrade`. */
export function createRpcServer(
  methods: RpcMethods,
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void,
): Server {
  const server = createServer((req, res) => {
    const reply = (status: number, body: string, type?: string) =>
      send(res, status, body, type, !server.listening)
    if (req.method === 'OPTIONS') return reply(204, '')
    const path = pathOf(req.url)
    // A target that is no URL (any page can make a browser send `GET //[`) must not throw out of here.
    if (path === undefined) return reply(400, 'Bad request target', 'text/plain')
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/health') {
      return reply(200, 'ok', 'text/plain')
    }
    if (req.method !== 'POST') return reply(405, 'Method not allowed', 'text/plain')
    readBody(req, (body) => {
      if (body === undefined) return reply(413, 'Request too large', 'text/plain')
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return reply(200, JSON.stringify(parseFailure()))
      }
      const response = answer(parsed, methods)
      reply(200, response === undefined ? '' : JSON.stringify(response))
    })
  })
  server.on('upgrade', upgrade)
  return server
}

function pathOf(target = '/'): string | undefined {
  try {
    return new URL(target, 'http://localhost').pathname
  } catch {
    return undefined
  }
}

function readBody(req: IncomingMessage, then: (body: string | undefined) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  let finished = false
  const done = (body: string | undefined) => {
    if (!finished) then(body)
    finished = true
  }
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= maxBody) chunks.push(chunk)
  })
  req.on('end', () => done(size <= maxBody ? Buffer.concat(chunks).toString('utf8') : undefined))
  req.on('error', () => done(undefined))
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json; charset=utf-8',
  closing = false,
): void {
  if (res.headersSent) return
  // Once the server is closing, a request already in flight still gets its answer, on a connection that then
  // closes: close() neither cuts it off (web3.js would see "other side closed") nor waits on keep-alive.
  const headers = { ...cors, 'content-type': type, 'cache-control': 'no-store' }
  res.writeHead(status, closing ? { ...headers, connection: 'close' } : headers)
  res.end(body)
}
