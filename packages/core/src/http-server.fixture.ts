// Test fixture: a real HTTP server on 127.0.0.1 (ephemeral port) standing in for the provider's origins.
// It answers CORS like a public API does, records every request and closes even with requests pending.
import { createServer, type ServerResponse } from 'node:http'

/** A request as the server saw it. */
export interface SeenRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A running local server. */
export interface LocalServer {
  origin: string
  requests: SeenRequest[]
  close(): Promise<void>
}

/** Starts a server whose answers come from `handle`; preflight requests are answered for it. */
export async function startLocalServer(
  handle: (request: SeenRequest, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: SeenRequest[] = []
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type, accept')
    res.setHeader('access-control-allow-methods', 'GET, POST')
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      if (req.method === 'OPTIONS') return void res.writeHead(204).end()
      const seen = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(seen)
      handle(seen, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the test server has no port')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Answers with JSON. */
export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}
