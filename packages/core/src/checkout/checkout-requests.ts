import type { EventSink } from '../embed/events'
import type { CheckoutInfo, CheckoutMessage } from '../embed/message'
import type { RequestHandlers, RequestMethod } from '../plugins/plugin'
import { createLazyPipeline } from './lazy-pipeline'

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

/**
 * The checkout's requests on parsed messages. Sign and send requests go to the handlers one at a time in
 * arrival order, and each gets at most one reply through `transport.send`: the result, or `ERROR <message>`
 * (a refusal by `onBeforeRequest`, a missing handler, a wallet failure, or no answer in `walletTimeoutMs`,
 * after which the next request starts). `success`, `authDeclined` and the other messages go to their
 * hooks at once; heights and `loaded` are the transport's (the framed embed's, or createCheckoutProtocol's).
 * The transport decides which messages are the checkout's (origin, source, document) and calls `reset()`
 * when the checkout shows a new document. What serves requests loads apart (createLazyPipeline).
 */
export function createCheckoutRequests(
  hooks: () => BridgeHooks,
  transport: ProtocolTransport,
): CheckoutRequests {
  let live = true

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
  const queue = createLazyPipeline(hooks, reply)

  const take = (m: CheckoutMessage | null) => {
    if (!live) return
    const h = hooks()
    switch (m?.method) {
      case 'signMessage':
      case 'signTransaction':
      case 'sendTransaction':
        if (transport.canRequest?.() !== false) queue.push(m.method, m.data)
        break
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

  return {
    take,
    reset: queue.drop,
    destroy() {
      live = false
      queue.drop()
    },
  }
}
