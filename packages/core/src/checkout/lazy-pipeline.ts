import { PorticoError } from '../errors/portico-error'
import type { BridgeHooks } from './checkout-requests'
import type { RequestReply } from './request-pipeline'
import type { WalletQueue } from './wallet-queue'

/** The module that serves requests, as createLazyPipeline loads it. */
export type RequestPipelineModule = typeof import('./request-pipeline')

/**
 * createRequestPipeline's queue with its code loaded apart, so that a page's bundler ships it in a chunk
 * of its own. `load` (import() by default) is called a microtask after this returns: once the code that
 * made the checkout has run, its frame is built and asking for its page, so the chunk does not go out
 * before the checkout's own request, and is there long before the shopper pays. Requests that come before
 * it wait in arrival order (`drop()` drops them as it drops queued ones), and their wallet timeout has not
 * started: it runs from when a request reaches the wallet, and waiting for code is the page's delay, not
 * the wallet's. If the code does not load, each waiting request is replied `ERROR` (code
 * REQUEST_LOAD_FAILED) and the next request loads it again.
 */
export function createLazyPipeline(
  hooks: () => BridgeHooks,
  reply: RequestReply,
  load: () => Promise<RequestPipelineModule> = () => import('./request-pipeline'),
): WalletQueue {
  // The pipeline once loaded (drop() empties it at once), and its load on the way or done.
  let queue: WalletQueue | undefined
  let loading: Promise<WalletQueue> | undefined
  // Counts the documents: a request still waiting for the code when its document goes is dropped.
  let documents = 0

  // A failed load is forgotten, so the next request tries again.
  const pipeline = () =>
    (loading ??= Promise.resolve()
      .then(load)
      .then(
        (m) => (queue = m.createRequestPipeline(hooks, reply)),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
  pipeline().catch(() => {})

  return {
    push(method, data) {
      const document = documents
      // Every request goes through the same promise, so they reach the queue in arrival order.
      pipeline().then(
        (q) => document === documents && q.push(method, data),
        (error: unknown) => {
          // The checkout must never wait forever: one ERROR for each request that waited (0 ms: it never
          // reached the wallet). A PorticoError by its code, as no class of the request errors is on the
          // page before the code that failed to load.
          const failed = new PorticoError('REQUEST_LOAD_FAILED', `${method}: code did not load`, {
            cause: error,
          })
          if (document === documents) reply(`ERROR ${failed.message}`, method, 0)
        },
      )
    },
    drop() {
      documents++
      queue?.drop()
    },
  }
}
