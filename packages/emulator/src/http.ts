import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** A request handler; a thrown HttpError becomes its status and message, anything else a 500. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void

/** An error that maps to an HTTP status, with a message safe to show to the caller. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/** A started HTTP server on the loopback interface. */
export interface LocalServer {
  /** `http://localhost:{port}`. */
  origin: string
  port: number
  /** Stops listening and destroys open sockets (keep-alive connections would otherwise hold it open). */
  close(): Promise<void>
}

/** Listens on 127.0.0.1 only (never on other interfaces); port 0 picks a free one. */
export async function startServer(port: number, handler: Handler): Promise<LocalServer> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    Promise.resolve()
      .then(() => handler(req, res, url))
      .catch((error: unknown) => fail(res, error))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  return {
    origin: `http://localhost:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

function fail(res: ServerResponse, error: unknown): void {
  const status = error instanceof HttpError ? error.status : 500
  const message = error instanceof HttpError ? error.message : 'internal error'
  if (!(error instanceof HttpError)) console.error('[portico-emulator]', error)
  if (res.headersSent) {
    res.end()
    return
  }
  sendJson(res, status, { error: message })
}

/** Sends a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8', headers)
}

/** Response headers as a plain record. */
export type Headers = Record<string, string>

/** Sends a body with its content type; never cached, as every run has its own state. */
export function send(
  res: ServerResponse,
  status: number,
  body: string,
  contentType: string,
  headers: Headers = {},
): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(body)
}

const MAX_BODY = 256 * 1024

/** Reads a JSON object body (at most 256 KiB); anything else is a 400. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new HttpError(413, 'body too large')
    chunks.push(chunk as Buffer)
  }
  let value: unknown
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
  } catch {
    throw new HttpError(400, 'body is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'body must be a JSON object')
  return value as Record<string, unknown>
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** One endpoint: method, path pattern (capture groups become `params`) and its handler. */
export interface Route {
  method: 'GET' | 'POST'
  path: RegExp
  handle(req: IncomingMessage, res: ServerResponse, params: string[], url: URL): Promise<void> | void
}

/** Runs the route matching the request; 404 when the path is unknown, 405 when the method is wrong. */
export async function dispatch(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let pathMatched = false
  for (const route of routes) {
    const match = route.path.exec(url.pathname)
    if (!match) continue
    pathMatched = true
    if (route.method !== req.method) continue
    let params: string[]
    try {
      params = match.slice(1).map((part) => decodeURIComponent(part ?? ''))
    } catch {
      throw new HttpError(400, 'malformed path')
    }
    await route.handle(req, res, params, url)
    return
  }
  throw new HttpError(pathMatched ? 405 : 404, pathMatched ? 'method not allowed' : 'not found')
}
