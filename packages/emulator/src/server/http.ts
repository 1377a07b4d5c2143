import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { ChainPackageMissingError } from '../chains/chain-packages'

/** A request handler; a thrown HttpError becomes its status and message, anything else a 500. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void

/** An error that maps to an HTTP status, with a message safe to show to the caller (and headers to add). */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly headers: Headers
  constructor(status: number, message: string, headers: Headers = {}) {
    super(message)
    this.status = status
    this.headers = headers
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
    // One boundary for all a request can throw, reading its target included: any page can make a browser
    // send `GET //[`, and a throw outside this chain would end the whole process.
    Promise.resolve()
      .then(() => handler(req, res, requestUrl(req)))
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

/** The request's URL; a target that is no URL (`//[`, `//x:99999`, `http://[`) is a 400. */
function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://localhost')
  } catch {
    throw new HttpError(400, 'the request target is not a valid URL')
  }
}

function fail(res: ServerResponse, thrown: unknown): void {
  // A route that needs a chain package that is not installed says which one (501: not served by this run).
  const error = thrown instanceof ChainPackageMissingError ? new HttpError(501, thrown.message) : thrown
  const known = error instanceof HttpError
  if (!known) console.error('[portico-emulator]', error)
  try {
    if (res.headersSent) res.end()
    else
      sendJson(
        res,
        known ? error.status : 500,
        { error: known ? error.message : 'internal error' },
        known ? error.headers : {},
      )
  } catch (cause) {
    // Nothing can be answered any more (the connection broke under us): drop it rather than the process.
    console.error('[portico-emulator]', cause)
    res.destroy()
  }
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

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** One endpoint: method, path pattern (capture groups become `params`) and its handler. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  path: RegExp
  handle(req: IncomingMessage, res: ServerResponse, params: string[], url: URL): Promise<void> | void
}

/** Whether a route answers this method: a GET route answers HEAD too (Node sends no body for HEAD). */
function answers(route: Route, method: string | undefined): boolean {
  return route.method === method || (route.method === 'GET' && method === 'HEAD')
}

/**
 * Runs the route matching the request; 404 when the path is unknown, 405 (with `Allow`) when the method is
 * wrong.
 */
export async function dispatch(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const allowed = new Set<string>()
  for (const route of routes) {
    const match = route.path.exec(url.pathname)
    if (!match) continue
    allowed.add(route.method)
    if (route.method === 'GET') allowed.add('HEAD')
    if (!answers(route, req.method)) continue
    let params: string[]
    try {
      params = match.slice(1).map((part) => decodeURIComponent(part ?? ''))
    } catch {
      throw new HttpError(400, 'malformed path')
    }
    await route.handle(req, res, params, url)
    return
  }
  if (allowed.size) throw new HttpError(405, 'method not allowed', { Allow: [...allowed].join(', ') })
  throw new HttpError(404, 'not found')
}
