import { listenToFrame } from '../embed/frame-listener'
import { IframeNotDefinedError } from '../errors/checkout-errors'
import { type BridgeHooks, createCheckoutProtocol } from './checkout-protocol'

// The surfaces import these from here since before the protocol had a module of its own.
export type { BeforeRequest, BridgeHooks, CheckoutRequest } from './checkout-protocol'

/** A message bridge bound to one checkout iframe. */
export interface Bridge {
  /** Posts a string to the checkout frame, at the checkout origin only. */
  send(message: string): void
  /** Stops for good; replies still pending are dropped and queued requests never reach the wallet. */
  destroy(): void
}

/**
 * The iframe transport of the checkout's protocol (createCheckoutProtocol). Listens for the checkout's
 * messages on `window`, accepting only those whose `origin` is `origin` and whose `source` is this iframe's
 * window; replies are posted to `origin` only. Requests are answered one at a time in arrival order, each
 * at most once: the result, or `ERROR <message>`.
 *
 * Replies go only to the document that asked. `source` and `contentWindow` stay the same when the frame
 * loads another document, so each new document (a `load` of the iframe, a new `src`, a move in the DOM)
 * drops the requests of the one before: the reply pending is never posted and queued ones never reach the
 * wallet. Make the bridge before the iframe is in the page, as mountCheckout does: what the first document
 * asks before its load event is then kept. An iframe taken out of the page stops the bridge (no listener
 * left) until it is back and loaded.
 */
export function createBridge(iframe: HTMLIFrameElement, origin: string, hooks: () => BridgeHooks): Bridge {
  const send = (message: string) => {
    const target = iframe.contentWindow
    if (!target) throw new IframeNotDefinedError()
    target.postMessage(message, origin)
  }

  const protocol = createCheckoutProtocol(hooks, {
    send,
    // A new window (the frame moved) drops what the old document asked, and with it this reply.
    canReply: () => !frame.check(),
    // While the frame navigates, a request may be the old document's: its reply would reach the new one.
    canRequest: () => !frame.navigating,
  })

  // Each new document drops what the one before asked; a frame taken out of the page drops it too.
  const frame = listenToFrame(iframe, origin, {
    message: protocol.receive,
    newDocument: protocol.reset,
    removed: protocol.reset,
  })

  return {
    send,
    destroy() {
      protocol.destroy()
      frame.stop()
    },
  }
}
