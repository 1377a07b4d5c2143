import type { CheckoutMessage } from '../embed/message'
import { parseFrameMessage } from '../embed/message'
import { reportMessage } from '../embed/message-event'
import { type BridgeHooks, createCheckoutRequests, type ProtocolTransport } from './checkout-requests'

export type {
  BeforeRequest,
  BridgeHooks,
  CheckoutRequest,
  CheckoutRequests,
  ProtocolTransport,
} from './checkout-requests'

/** The checkout's message protocol over message strings, with no window, iframe or WebView of its own. */
export interface CheckoutProtocol {
  /** Takes one message the checkout document posted (already known to come from it); ignores anything else. */
  receive(data: unknown): void
  /** Takes one message already parsed and reported (a transport that reads every message itself). */
  take(message: CheckoutMessage | null): void
  /** A new document: what the one before asked is dropped (its pending reply is never sent). */
  reset(): void
  /** Stops for good: pending replies are dropped, queued requests never reach the wallet, nothing is sent. */
  destroy(): void
}

/**
 * The checkout's protocol on strings, for a transport that reads nothing itself (the bridge, a WebView):
 * each string is parsed and reported, heights go to `onHeightChange` and `loaded` to `onLoad`, the rest to
 * createCheckoutRequests (requests one at a time, one reply each, outcomes to their hooks). The transport
 * decides which strings are the checkout's (origin, source, document) and calls `reset()` when the
 * checkout shows a new document.
 */
export function createCheckoutProtocol(
  hooks: () => BridgeHooks,
  transport: ProtocolTransport,
): CheckoutProtocol {
  let live = true
  const requests = createCheckoutRequests(hooks, transport)
  return {
    ...requests,
    receive(data) {
      if (!live) return
      const h = hooks()
      const m = parseFrameMessage(data, h.heightChangeId)
      if (m && h.events) reportMessage(h.events, m)
      if (m?.method === 'heightChange') h.onHeightChange?.(m.height)
      else if (m?.method === 'loaded') h.onLoad?.()
      else requests.take(m)
    },
    destroy() {
      live = false
      requests.destroy()
    },
  }
}
