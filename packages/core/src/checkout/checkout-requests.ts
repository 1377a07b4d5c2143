import type { EventSink } from '../embed/events'
import type { CheckoutInfo, CheckoutMessage } from '../embed/message'
import { RequestRefusedError, UnsupportedRequestError } from '../errors/request-errors'
import type { RequestHandlers, RequestMethod } from '../plugins/plugin'
import { createWalletQueue, WALLET_TIMEOUT_MS, walletTimeout } from './wallet-queue'

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

// Wallets reject with Errors, EIP-1193 plain objects or strings; all become reply text, and nothing here may
// throw, or the checkout would wait forever for its reply.
const text = (error: unknown): string => {
  try {
    return String((error as { message?: unknown } | null)?.message ?? error)
  } catch {
    return 'request failed'
  }
}

/**
 * The checkout's requests on parsed messages. Sign and send requests go to the handlers one at a time in
 * arrival order, and each gets at most one reply through `transport.send`: the result, or `ERROR <message>`
 * (a refusal by `onBeforeRequest`, a missing handler, a wallet failure, or no answer in `walletTimeoutMs`,
 * after which the next request starts). `success`, `authDeclined` and the other messages go to their
 * hooks; heights and `loaded` are the transport's (the framed embed's, or createCheckoutProtocol's). The
 * transport decides which messages are the checkout's (origin, source, document) and calls `reset()` when
 * the checkout shows a new document.
 */
export function createCheckoutRequests(
  hooks: () => BridgeHooks,
  transport: ProtocolTransport,
): CheckoutRequests {
  let live = true
  // When the request at the wallet started (one at a time), for its reply's `ms`.
  let started = 0

  const serve = async (method: RequestMethod, data: string, wanted: () => boolean): Promise<string> => {
    started = performance.now()
    // The wallet timeout runs from here, also while the merchant's onBeforeRequest decides.
    const startedAt = Date.now()
    hooks().events?.emit({ type: 'request', method })
    try {
      const h = hooks()
      walletTimeout(h.walletTimeoutMs)
      // A throw or rejection here refuses too, with the merchant's own message.
      if ((await h.onBeforeRequest?.({ method, data, blockchain: h.blockchain })) === false)
        throw new RequestRefusedError(method)
      // Dropped or timed out while the page decided: the wallet must not see it (and no reply is sent).
      if (!wanted()) return ''
      const handler = h.handlers(startedAt)[method]
      if (!handler) throw new UnsupportedRequestError(method, 'no handler for this wallet')
      const reply = await handler(data)
      // A plugin bug must not put a non-string on the wire.
      if (typeof reply !== 'string')
        throw new UnsupportedRequestError(method, 'the handler returned no string')
      return reply
    } catch (error) {
      return `ERROR ${text(error)}`
    }
  }

  const queue = createWalletQueue({
    serve,
    reply(message, method) {
      // The document may have changed since the request came: then its reply belongs to no one.
      if (!live || transport.canReply?.() === false) return
      const events = hooks().events
      events?.emit({
        type: 'reply',
        method,
        ok: !message.startsWith('ERROR'),
        ms: performance.now() - started,
      })
      events?.sent(`${method} reply`)
      try {
        transport.send(message)
      } catch (error) {
        console.warn(error)
      }
    },
    // An invalid value sets no timer: serve() answers it with InvalidOptionError.
    timeoutMs: () => Number(hooks().walletTimeoutMs ?? WALLET_TIMEOUT_MS),
  })

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
