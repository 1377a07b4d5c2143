import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebSocket } from 'ws'

// How long close() lets a busy connection finish before cutting it.
const closeGraceMs = 500

/**
 * Listens on `port` and, for WebSockets, on `port + 1` when that is free. With port 0 it retries a few ephemeral
 * ports to find a free pair; with a fixed port a busy neighbour only means WebSockets share the HTTP port.
 */
export async function listenPair(
  serve: () => Server,
  host: string,
  port: number,
): Promise<{ http: Server; ws?: Server }> {
  for (let attempt = 0; ; attempt++) {
    const http = await listen(serve(), host, port)
    const httpPort = (http.address() as AddressInfo).port
    try {
      return { http, ws: await listen(serve(), host, httpPort + 1) }
    } catch (error) {
      if (port !== 0) return { http }
      await closeServer(http)
      if (attempt >= 20 || !isAddressInUse(error)) throw error
    }
  }
}

function listen(server: Server, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/** Stops `server`, letting a request in flight finish within a grace period. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    // Idle keep-alive connections (web3.js keeps them) close now; one still busy gets its answer first, within
    // a grace period.
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), closeGraceMs).unref()
  })
}

/**
 * Closes a WebSocket with 1000 (normal closure): web3.js then does not reconnect, which would otherwise keep
 * retrying, and keep the caller's process alive, once the chain is gone.
 */
export function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve())
    socket.close(1000, 'chain stopped')
    setTimeout(() => socket.terminate(), closeGraceMs).unref()
  })
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'
}
