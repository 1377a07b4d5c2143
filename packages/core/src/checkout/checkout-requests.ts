import type { EventSink } from '../embed/events'
import type { CheckoutInfo, CheckoutMessage } from '../embed/message'
import { PorticoError } from '../errors/portico-error'
import type { RequestHandlers, RequestMethod } from '../plugins/plugin'
import type { WalletQueue } from './wallet-queue'

/** A sign or send request as the merchant's `onBeforeRequest` sees it, before the wallet does. */
export interface CheckoutRequest {
  method: RequestMethod
  /** The checkout's request data (base58, base64 JSON… as the chain plugin reads it). */
  data: string
  blockchain: string
}

/** Inspects a request before the wallet sees it: `false`, a throw or a rejection refuses it (`ERROR` reply). */
// biome-ignore lint/suspicious/noConfusingVoidType: a callback that only inspects (returns nothing) must type-check
export type BeforeRequest = (request: CheckoutRequest) => boolean | void | Promise<boolean | void>

/** What the protocol does with each message. Read again for every message, so the latest values always apply. */
export interface BridgeHooks {
  /** The blockchain served, passed on to `onBeforeRequest`. */
  blockchain: string
  /** The id this instance's `heightChange:{id}` messages carry. */
  heightChangeId?: string | undefined
  /**
   * The wallet's handlers; called once per request when it reaches the front of the queue, with the time
   * (`Date.now()`) its wallet timeout started.
   */
  handlers(startedAt: number): RequestHandlers
  onBeforeRequest?: BeforeRequest | undefined
  onSuccess?: ((info: CheckoutInfo | undefined) => void) | undefined
  onAuthDeclined?: ((info: CheckoutInfo | undefined) => void) | undefined
  onHeightChange?: ((height: number) => void) | undefined
  onLoad?: (() => void) | undefined
  /** Every other checkout message (inputError, redirect, accountLinked, …), already checked and parsed. */
  onEvent?: ((message: CheckoutMessage) => void) | undefined
  /** How long a request may take from reaching the wallet to its answer, in ms. @default 120000 */
  walletTimeoutMs?: number | undefined
  /** Where requests, replies and messages are reported (`onEvent`, `debug`). */
  events?: EventSink | undefined
}

/** How the protocol reaches the checkout document: the one thing a transport (iframe, WebView) provides. */
export interface ProtocolTransport {
  /** Delivers a reply string to the document that asked; a throw is logged as a warning, never rethrown. */
  send(message: string): void
  /**
   * Called just before a reply is sent: false when the document that asked is gone (the transport then
   * calls `reset()` itself, or already did), so the reply is dropped. @default always true
   */
  canReply?(): boolean
  /**
   * Whether a request arriving now may be queued: false while the transport may still be showing the
   * document it is leaving, whose request's reply would reach the next one. @default always true
   */
  canRequest?(): boolean
}

/** The checkout's requests and outcomes, on messages already checked and parsed by their transport. */
export interface CheckoutRequests {
  /** Takes one parsed message: a request is queued, an outcome or other message goes to its hook. */
  take(message: CheckoutMessage | null): void
  /** A new document: what the one before asked is dropped (its pending reply is never sent). */
  reset(): void
  /** Stops for good: pending replies are dropped, queued requests never reach the wallet, nothing is sent. */
  destroy(): void
}

/** The module that serves requests, as createCheckoutRequests loads it (with import() unless given). */
export type RequestPipelineModule = typeof import('./request-pipeline')

/**
 * The checkout's requests on parsed messages. Sign and send requests go to the handlers one at a time in
 * arrival order, and each gets at most one reply through `transport.send`: the result, or `ERROR <message>`
 * (a refusal by `onBeforeRequest`, a missing handler, a wallet failure, or no answer in `walletTimeoutMs`,
 * after which the next request starts). `success`, `authDeclined` and the other messages go to their
 * hooks at once; heights and `loaded` are the transport's (the framed embed's, or createCheckoutProtocol's).
 * The transport decides which messages are the checkout's (origin, source, document) and calls `reset()`
 * when the checkout shows a new document.
 *
 * What serves requests is a module of its own, loaded with `load` (import() by default) as soon as the code
 * that called this has run, so that a page's bundler ships it apart; requests that come before it wait in
 * order. If it does not load, each waiting request is replied `ERROR` (code REQUEST_LOAD_FAILED) and the
 * next request loads it again.
 */
export function createCheckoutRequests(
  hooks: () => BridgeHooks,
  transport: ProtocolTransport,
  load: () => Promise<RequestPipelineModule> = () => import('./request-pipeline'),
): CheckoutRequests {
  let live = true
  // The pipeline once loaded (reset() drops what it holds at once), and its load on the way or done.
  let queue: WalletQueue | undefined
  let loading: Promise<WalletQueue> | undefined
  // Counts the documents: a request still waiting for the code when its document goes is dropped.
  let documents = 0

  const reply = (message: string, method: RequestMethod, ms: number) => {
    // The document may have changed since the request came: then its reply belongs to no one.
    if (!live || transport.canReply?.() === false) return
    const events = hooks().events
    events?.emit({ type: 'reply', method, ok: !message.startsWith('ERROR'), ms })
    events?.sent(`${method} reply`)
    try {
      transport.send(message)
    } catch (error) {
      console.warn(error)
    }
  }

  // import() is called a microtask later: at first, once the code that made this has run, so the frame it
  // serves is built and asking for its page by then (the chunk does not go out before the checkout's own
  // request, and is there long before the shopper pays). A failed load is forgotten: the next request
  // tries again.
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

  const take = (m: CheckoutMessage | null) => {
    if (!live) return
    const h = hooks()
    switch (m?.method) {
      case 'signMessage':
      case 'signTransaction':
      case 'sendTransaction': {
        if (transport.canRequest?.() === false) break
        const { method, data } = m
        const document = documents
        // Every request goes through the same promise, so they reach the queue in arrival order. Its wallet
        // timeout starts there: waiting for the code is the page's delay, not the wallet's.
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
        break
      }
      case 'success':
        h.onSuccess?.(m.info)
        break
      case 'authDeclined':
        h.onAuthDeclined?.(m.info)
        break
      case 'unknown':
        console.warn(`Portico: unknown message ${m.name}`)
        break
      default:
        if (m) h.onEvent?.(m)
    }
  }

  const reset = () => {
    documents++
    queue?.drop()
  }

  return {
    take,
    reset,
    destroy() {
      live = false
      reset()
    },
  }
}
