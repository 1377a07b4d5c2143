import { requireWindow } from '../platform/window'
import { toggledListener } from './toggled-listener'
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

// Whether setting src from `before` to `after` only moves to a fragment of the same document.
const sameDocument = (before: string | null | undefined, after: string) => {
  const hash = after.indexOf('#')
  return hash >= 0 && before?.split('#')[0] === after.slice(0, hash)
}

/**
 * Listens to `iframe`'s messages on the window, taking only those whose `origin` is `origin` exactly and
 * whose `source` is the frame's own window: both set by the browser, the only facts a frame cannot forge.
 * Every surface (checkout, payment button, hosted card form) listens through this one function, so a fix
 * here reaches them all. A frame taken out of the page leaves no listener on the window until it is back
 * and loaded. Make it before the iframe is in the page: what its first document says before its load
 * event is then heard. `newDocument` is called whenever what the frame shows may have become another
 * document: its window changed (a move in the DOM), the page set a new `src`, or it loaded (a reload, or a
 * navigation of its own, where `event.source` and `contentWindow` stay the same).
 */
export function listenToFrame(
  iframe: HTMLIFrameElement,
  origin: string,
  hooks: FrameListenerHooks,
): FrameListener {
  const win = requireWindow()
  let live = true
  // The frame's window (its browsing context): null before the iframe is in the page, new after a move in
  // the DOM; the same across reloads and new src.
  let shown = iframe.contentWindow
  // Whether the next load is the first document's in a new window. Nothing from an older document can reach
  // a new window, so what it sent before that load (the first document may ask before its load event) is
  // its own and is kept. In a window already seen, what came before a load may be the old document's.
  let firstLoad = false
  // From a new `src` until the frame loads: a message now may still come from the document left.
  let navigating = false
  const newDocument = () => hooks.newDocument?.()
  // Looks at the frame's window; a new one (a move in the DOM) is a new document.
  const check = (): boolean => {
    if (iframe.contentWindow === shown) return false
    shown = iframe.contentWindow
    firstLoad = true
    navigating = false
    newDocument()
    return true
  }
  const listen = toggledListener(win, 'message', (event) => {
    if (event.origin !== origin || !event.source || event.source !== iframe.contentWindow) return
    check()
    hooks.message(event.data)
  })
  const removal = watchRemoval(iframe, () => {
    listen(false)
    hooks.removed?.()
  })
  const loaded = () => {
    listen(true)
    removal.watch()
    hooks.load?.()
    if (!check() && !firstLoad && !navigating) newDocument()
    firstLoad = navigating = false
  }
  const sources = new MutationObserver(([record]) => {
    // Only a new fragment: the same document scrolls, and no load would come to end `navigating`.
    if (sameDocument(record?.oldValue, iframe.getAttribute('src') ?? '')) return
    navigating = true
    newDocument()
  })
  iframe.addEventListener('load', loaded)
  sources.observe(iframe, { attributeFilter: ['src'], attributeOldValue: true })
  listen(true)
  removal.watch()
  // The surfaces put the iframe in the page right after making its listener.
  queueMicrotask(() => {
    if (live) removal.watch()
  })
  return {
    get navigating() {
      return navigating
    },
    check,
    stop() {
      live = false
      listen(false)
      removal.stop()
      sources.disconnect()
      iframe.removeEventListener('load', loaded)
    },
  }
}
