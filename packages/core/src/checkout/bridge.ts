import { IframeNotDefinedError } from '../errors/checkout-errors'
import { RequestRefusedError, UnsupportedRequestError } from '../errors/request-errors'
import { requireWindow } from '../platform/window'
import type { RequestHandlers, RequestMethod } from '../plugins/plugin'
import { type CheckoutInfo, type CheckoutMessage, parseCheckoutMessage } from './message'

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
}

/** A message bridge bound to one checkout iframe. */
export interface Bridge {
  /** Posts a string to the checkout frame, at the checkout origin only. */
  send(message: string): void
  /** Stops listening; replies still pending are dropped and queued requests never reach the wallet. */
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
 * arrival order, and each gets exactly one reply posted to `origin`: the result, or `ERROR <message>`.
 */
export function createBridge(iframe: HTMLIFrameElement, origin: string, hooks: () => BridgeHooks): Bridge {
  const win = requireWindow()
  let live = true
  let queue = Promise.resolve()

  const send = (message: string) => {
    const target = iframe.contentWindow
    if (!target) throw new IframeNotDefinedError()
    target.postMessage(message, origin)
  }

  const serve = async (method: RequestMethod, data: string) => {
    if (!live) return
    let reply: string
    try {
      const h = hooks()
      // A throw or rejection here refuses too, with the merchant's own message.
      if ((await h.onBeforeRequest?.({ method, data, blockchain: h.blockchain })) === false)
        throw new RequestRefusedError(method)
      const handler = h.handlers()[method]
      if (!handler) throw new UnsupportedRequestError(method, 'no handler for this wallet')
      reply = await handler(data)
      // A plugin bug must not put a non-string on the wire.
      if (typeof reply !== 'string')
        throw new UnsupportedRequestError(method, 'the handler returned no string')
    } catch (error) {
      reply = `ERROR ${text(error)}`
    }
    if (live) send(reply)
  }

  const listener = (event: MessageEvent) => {
    // origin and source are set by the browser, not by the sender: the only facts a frame cannot forge.
    if (event.origin !== origin || !event.source || event.source !== iframe.contentWindow) return
    const h = hooks()
    const m = parseCheckoutMessage(event.data, h.heightChangeId)
    switch (m?.method) {
      case 'signMessage':
      case 'signTransaction':
      case 'sendTransaction':
        // serve() never rejects except when the reply cannot be posted; say so and keep the queue going.
        queue = queue.then(() => serve(m.method, m.data)).catch(console.warn)
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

  win.addEventListener('message', listener)
  return {
    send,
    destroy() {
      live = false
      win.removeEventListener('message', listener)
    },
  }
}
