import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void

/** An HTTP server on 127.0.0.1 with an ephemeral port; `close()` ends it and its open sockets. */
export async function serve(handler: Handler): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) =>
    handler(req, res, new URL(req.url ?? '/', `http://${req.headers.host}`)),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Sends a body with a content type. */
export function send(res: ServerResponse, type: string, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
  res.end(body)
}

/** The start of every test page: a language and a title, as any merchant page has (axe-core checks them). */
export const HEAD = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Merchant test page</title>'

/** A page that loads the given scripts and nothing else (no inline script). */
export const page = (...scripts: string[]) =>
  `${HEAD}<body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`
