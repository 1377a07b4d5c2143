import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server on 127.0.0.1 serving an empty page at every path: the checkout stand-in for DOM tests.
 * The test page runs on another origin (localhost:3000), so happy-dom gives the iframe a cross-origin
 * window whose postMessage refuses a wrong target origin, as a browser's does. `hits` lists the paths
 * loaded, so a test can count (re)loads.
 */
export async function serveCheckoutPage() {
  const hits: string[] = []
  const server = createServer((request, response) => {
    hits.push(request.url ?? '')
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>checkout</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Resolves on the iframe's next `load` event. */
export const nextLoad = (iframe: HTMLIFrameElement) =>
  new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }))

/** Dispatches a `message` event on the page as if `source` had posted `data` from `origin`. */
export function deliver(source: Window | null, origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

/** A checkout message as the wire carries it. */
export const wire = (method: string, data = '', info?: unknown) => JSON.stringify({ method, data, info })

/** Lets every pending promise and timer callback run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
