import type { Bridge } from './bridge'
import type { Subtotal } from './checkout-types'
import { stringifyJson } from './structured'

/** Keeps a checkout whose URL pins its first subtotal told of the later ones, without reloading it. */
export interface SubtotalUpdates {
  /** The latest subtotal: sent once the checkout has loaded, unless its JSON is the last one it has. */
  set(subtotal: Subtotal | undefined): void
  /** The checkout said `loaded`: the latest subtotal is sent now if it differs from what the checkout has. */
  loaded(): void
  /** The checkout reloaded: it has its URL's subtotal again and hears nothing until its next `loaded`. */
  reset(): void
}

/**
 * Sends `updateSubtotal:{json}` (a plain string, not a JSON envelope) through `bridge`, which posts to the
 * checkout's exact origin. Nothing is sent before `loaded()`; a subtotal set before then is sent at
 * `loaded()`; a subtotal whose JSON equals the last one the checkout has (at first, `pinned`, the one in its
 * URL) is not sent again.
 */
export function createSubtotalUpdates(
  bridge: Pick<Bridge, 'send'>,
  pinned: Subtotal | undefined,
): SubtotalUpdates {
  const pinnedText = pinned === undefined ? undefined : stringifyJson(pinned)
  let latest = pinned
  let sent = pinnedText
  let ready = false
  const flush = () => {
    if (!ready || latest === undefined) return
    const text = stringifyJson(latest)
    if (text === sent) return
    bridge.send(`updateSubtotal:${text}`)
    sent = text
  }
  return {
    set(subtotal) {
      latest = subtotal
      flush()
    },
    loaded() {
      ready = true
      flush()
    },
    reset() {
      ready = false
      sent = pinnedText
    },
  }
}
