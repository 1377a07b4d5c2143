// Test helper: HTTP/1.1 over plain node:net sockets. fetch normalises request targets (`//[` never leaves
// it as written) and cannot hold a request between its head and its body; these helpers can, so tests send
// malformed request lines and race handlers that have all started before any body is readable.
import { connect, type Socket } from 'node:net'

/** One response as it came off the wire. */
export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** An open connection: write bytes as they are, read the responses in order. */
export interface RawConnection {
  write(data: string | Buffer): void
  /** The next response; interim (1xx) ones are skipped unless `interim`. `head`: the request was a HEAD. */
  response(options?: { interim?: boolean; head?: boolean }): Promise<RawResponse>
  close(): void
}

/** Opens a connection to 127.0.0.1:`port`. */
export async function rawConnect(port: number): Promise<RawConnection> {
  const socket: Socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let buffer = Buffer.alloc(0)
  let ended: Error | undefined
  let wake = () => {}
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    wake()
  })
  const stop = (error: Error) => {
    ended ??= error
    wake()
  }
  socket.on('error', stop)
  socket.on('close', () => stop(new Error('the server closed the connection')))

  const take = (options: { head?: boolean }): RawResponse | undefined => {
    const end = buffer.indexOf('\r\n\r\n')
    if (end < 0) return undefined
    const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const at = line.indexOf(':')
      headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
    }
    const rest = buffer.subarray(end + 4)
    if (options.head || status < 200 || status === 204 || status === 304) {
      buffer = rest
      return { status, headers, body: '' }
    }
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = []
      let at = 0
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', at)
        if (lineEnd < 0) return undefined
        const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16)
        if (rest.length < lineEnd + 2 + size + 2) return undefined
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
        at = lineEnd + 2 + size + 2
        if (size === 0) break
      }
      buffer = rest.subarray(at)
      return { status, headers, body: Buffer.concat(parts).toString('utf8') }
    }
    const length = Number(headers['content-length'] ?? 0)
    if (rest.length < length) return undefined
    buffer = rest.subarray(length)
    return { status, headers, body: rest.subarray(0, length).toString('utf8') }
  }

  return {
    write: (data) => socket.write(data),
    async response({ interim = false, head = false } = {}) {
      for (;;) {
        const message = take({ head })
        if (message && (interim || message.status >= 200)) return message
        if (message) continue
        if (ended) throw ended
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    },
    close: () => socket.destroy(),
  }
}

/** Sends one request written by hand (`GET //[ HTTP/1.1`, headers…) and reads its response. */
export async function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  const connection = await rawConnect(port)
  try {
    connection.write(`${head}\r\n\r\n${body}`)
    return await connection.response({ head: head.startsWith('HEAD ') })
  } finally {
    connection.close()
  }
}

/** A POST to race: its path and JSON body (extra request headers optional). */
export interface RacedPost {
  path: string
  body: unknown
  headers?: Record<string, string>
}

/**
 * Races POSTs, one connection each. Every head goes out with `Expect: 100-continue`; the server answers
 * `100 Continue` right before it hands the request to its handler, so once every connection has its 100
 * (or its final answer) every handler has started, and none has a body yet. Only then are the bodies sent.
 */
export async function racePosts(port: number, posts: readonly RacedPost[]): Promise<RawResponse[]> {
  const connections = await Promise.all(posts.map(() => rawConnect(port)))
  try {
    const bodies = posts.map((post) => Buffer.from(JSON.stringify(post.body), 'utf8'))
    const first = await Promise.all(
      connections.map((connection, i) => {
        const extra = Object.entries(posts[i]?.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`)
        connection.write(
          `POST ${posts[i]?.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${bodies[i]?.length}\r\nExpect: 100-continue\r\n${extra.join('')}\r\n`,
        )
        return connection.response({ interim: true })
      }),
    )
    return await Promise.all(
      connections.map((connection, i) => {
        const answer = first[i] as RawResponse
        if (answer.status !== 100) return answer
        connection.write(bodies[i] as Buffer)
        return connection.response()
      }),
    )
  } finally {
    for (const connection of connections) connection.close()
  }
}
