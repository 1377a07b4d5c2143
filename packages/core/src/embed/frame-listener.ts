import { requireWindow } from '../platform/window'
import { toggledListener } from './toggled-listener'
import { watchDocuments } from './watch-documents'
import { watchRemoval } from './watch-removal'

/** What a surface does with what its frame says and does. */
export interface FrameListenerHooks {
  /** The `data` of a message from this frame's window at the frame's origin (parse it before use). */
  message(data: unknown): void
  /** The frame may now show another document (a reload, a new `src`, a move in the DOM). */
  newDocument?(): void
  /** The frame loaded a document. */
  load?(): void
  /** The frame left the page without `stop()`: nothing is listened to until it is back and loaded. */
  removed?(): void
}

/** A frame listener, to stop when its surface is destroyed. */
export interface FrameListener {
  /** True from a new `src` until the frame loads: a message now may still be the old document's. */
  readonly navigating: boolean
  /** Looks at the frame's window now: true (and `newDocument`) when it is a new one. */
  check(): boolean
  /** Stops for good: no window listener and no observer is left. */
  stop(): void
}

/**
 * Listens to `iframe`'s messages on the window, taking only those whose `origin` is `origin` exactly and
 * whose `source` is the frame's own window: both set by the browser, the only facts a frame cannot forge.
 * Every surface (checkout, payment button, hosted card form) listens through this one function, so a fix
 * here reaches them all. A frame taken out of the page leaves no listener on the window until it is back
 * and loaded. Make it before the iframe is in the page: what its first document says before its load
 * event is then heard.
 */
export function listenToFrame(
  iframe: HTMLIFrameElement,
  origin: string,
  hooks: FrameListenerHooks,
): FrameListener {
  const win = requireWindow()
  let live = true
  const listen = toggledListener(win, 'message', (event) => {
    if (event.origin !== origin || !event.source || event.source !== iframe.contentWindow) return
    documents.check()
    hooks.message(event.data)
  })
  const removal = watchRemoval(iframe, () => {
    listen(false)
    hooks.removed?.()
  })
  const documents = watchDocuments(
    iframe,
    () => hooks.newDocument?.(),
    () => {
      if (!live) return
      listen(true)
      removal.watch()
      hooks.load?.()
    },
  )
  listen(true)
  removal.watch()
  // The surfaces put the iframe in the page right after making its listener.
  queueMicrotask(() => {
    if (live) removal.watch()
  })
  return {
    get navigating() {
      return documents.navigating
    },
    check: documents.check,
    stop() {
      live = false
      listen(false)
      removal.stop()
      documents.stop()
    },
  }
}
