import type { IncomingMessage } from 'node:http'
import { HttpError } from './http'

const MAX_BODY = 256 * 1024
const BODY_IDLE_MS = 10_000

/** How a body is read. */
export interface ReadBodyOptions {
  /** How long to wait for the next bytes before answering 408. @default 10000 */
  idleMs?: number
}

/**
 * The body as text: a 413 past 256 KiB, a 400 when the client leaves before its end, a 408 (and the
 * connection closed) when no bytes come for `idleMs`: a body that stalls must not hold what its route claimed
 * (a request, a challenge) until the server's own 5-minute limit. An oversized body is still read to its end,
 * and dropped: answering while the client is still sending would make its TCP stack reset the connection and
 * lose the answer (and leave unread bytes in front of a keep-alive's next request).
 */
export function readBody(
  req: IncomingMessage,
  { idleMs = BODY_IDLE_MS }: ReadBodyOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let ended = false
    let idle: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(idle)
      idle = setTimeout(() => {
        ended = true
        // The rest of the body may still come: this connection can carry no other request.
        reject(new HttpError(408, 'the body stopped arriving', { Connection: 'close' }))
      }, idleMs)
    }
    wait()
    req.on('data', (chunk: Buffer) => {
      wait()
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    req.on('end', () => {
      clearTimeout(idle)
      ended = true
      if (size > MAX_BODY) reject(new HttpError(413, `body too large (at most ${MAX_BODY / 1024} KiB)`))
      else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    const cut = () => {
      clearTimeout(idle)
      reject(new HttpError(400, 'the body did not arrive whole'))
    }
    req.on('error', cut)
    req.on('close', () => ended || cut())
  })
}

/** Reads a JSON object body (see readBody); anything else is a 400. */
export async function readJson(
  req: IncomingMessage,
  options: ReadBodyOptions = {},
): Promise<Record<string, unknown>> {
  const text = await readBody(req, options)
  let value: unknown
  try {
    value = JSON.parse(text || 'null')
  } catch {
    throw new HttpError(400, 'body is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'body must be a JSON object')
  return value as Record<string, unknown>
}
