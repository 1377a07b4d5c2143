import type { EventSink } from '../embed/events'
import { listenToFrame } from '../embed/frame-listener'
import { type CheckoutInfo, type CheckoutMessage, parseCheckoutMessage } from '../embed/message'
import { reportMessage } from '../embed/message-event'
import { IframeNotDefinedError } from '../errors/checkout-errors'
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

/** What a bridge does with each message. Read again for every message, so the latest values always apply. */
export interface BridgeHooks {
  /** The blockchain served, passed on to `onBeforeRequest`. */
  blockchain: string
  /** The id this instance's `heightChange:{id}` messages carry. */
  heightChangeId?: string | undefined
  /** The wallet's handlers; called once per request when it reaches the front of the queue. */
  handlers(): RequestHandlers
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

/** A message bridge bound to one checkout iframe. */
export interface Bridge {
  /** Posts a string to the checkout frame, at the checkout origin only. */
  send(message: string): void
  /** Stops for good; replies still pending are dropped and queued requests never reach the wallet. */
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
 * Listens for the checkout's messages on `window`, accepting only those whose `origin` is `origin` and
 * whose `source` is this iframe's window. Sign and send requests go to the handlers one at a time in
 * arrival order, and each gets at most one reply, posted to `origin`: the result, or `ERROR <message>`
 * (a request the wallet has not answered in `walletTimeoutMs` gets `ERROR`, and the next one starts).
 *
 * Replies go only to the document that asked. `source` and `contentWindow` stay the same when the frame
 * loads another document, so each new document (a `load` of the iframe, a new `src`, a move in the DOM)
 * drops the requests of the one before: the reply pending is never posted and queued ones never reach the
 * wallet. Make the bridge before the iframe is in the page, as mountCheckout does: what the first document
 * asks before its load event is then kept. An iframe taken out of the page stops the bridge (no listener
 * left) until it is back and loaded.
 */
export function createBridge(iframe: HTMLIFrameElement, origin: string, hooks: () => BridgeHooks): Bridge {
  let live = true
  // When the request at the wallet started (one at a time), for its reply's `ms`.
  let started = 0

  const send = (message: string) => {
    const target = iframe.contentWindow
    if (!target) throw new IframeNotDefinedError()
    target.postMessage(message, origin)
  }

  const serve = async (method: RequestMethod, data: string, wanted: () => boolean): Promise<string> => {
    started = performance.now()
    hooks().events?.emit({ type: 'request', method })
    try {
      const h = hooks()
      walletTimeout(h.walletTimeoutMs)
      // A throw or rejection here refuses too, with the merchant's own message.
      if ((await h.onBeforeRequest?.({ method, data, blockchain: h.blockchain })) === false)
        throw new RequestRefusedError(method)
      // Dropped or timed out while the page decided: the wallet must not see it (and no reply is posted).
      if (!wanted()) return ''
      const handler = h.handlers()[method]
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
      // The frame may have moved since the request came: then its reply belongs to no one.
      if (!live || frame.check()) return
      const ok = !message.startsWith('ERROR')
      const events = hooks().events
      events?.emit({ type: 'reply', method, ok, ms: performance.now() - started })
      events?.sent(`${method} reply`)
      try {
        send(message)
      } catch (error) {
        console.warn(error)
      }
    },
    // An invalid value sets no timer: serve() answers it with InvalidOptionError.
    timeoutMs: () => Number(hooks().walletTimeoutMs ?? WALLET_TIMEOUT_MS),
  })

  const onMessage = (data: unknown) => {
    const h = hooks()
    const m = parseCheckoutMessage(data, h.heightChangeId)
    if (m && h.events) reportMessage(h.events, m)
    switch (m?.method) {
      case 'signMessage':
      case 'signTransaction':
      case 'sendTransaction':
        // While the frame navigates, a request may be the old document's: its reply would reach the new one.
        if (!frame.navigating) queue.push(m.method, m.data)
        break
      case 'heightChange':
        h.onHeightChange?.(m.height)
        break
      case 'success':
        h.onSuccess?.(m.info)
        break
      case 'authDeclined':
        h.onAuthDeclined?.(m.info)
        break
      case 'loaded':
        h.onLoad?.()
        break
      case 'unknown':
        console.warn(`Portico: unknown message ${m.name}`)
        break
      default:
        if (m) h.onEvent?.(m)
    }
  }

  // Each new document drops what the one before asked; a frame taken out of the page drops it too.
  const frame = listenToFrame(iframe, origin, {
    message: onMessage,
    newDocument: queue.drop,
    removed: queue.drop,
  })

  return {
    send,
    destroy() {
      live = false
      queue.drop()
      frame.stop()
    },
  }
}
