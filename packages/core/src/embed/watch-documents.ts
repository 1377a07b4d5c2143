/** A watch on which document an iframe shows, for a bridge that must answer only the one that asked. */
export interface DocumentWatch {
  /** True from a new `src` until the frame loads: a message now may still come from the document left. */
  readonly navigating: boolean
  /** Looks at the frame's window; a new one (a move in the DOM) is a new document: `onNewDocument`, true. */
  check(): boolean
  /** Stops watching. */
  stop(): void
}

// Whether setting src from `before` to `after` only moves to a fragment of the same document.
const sameDocument = (before: string | null | undefined, after: string) => {
  const hash = after.indexOf('#')
  return hash >= 0 && before?.split('#')[0] === after.slice(0, hash)
}

/**
 * Calls `onNewDocument` whenever what `iframe` shows may have become another document: its window changed
 * (a move in the DOM), the page set a new `src`, or it loaded (a reload, or a navigation of its own, where
 * `event.source` and `contentWindow` stay the same), and `onLoad` after every load.
 */
export function watchDocuments(
  iframe: HTMLIFrameElement,
  onNewDocument: () => void,
  onLoad: () => void,
): DocumentWatch {
  // The frame's window (its browsing context): null before the iframe is in the page, new after a move in
  // the DOM; the same across reloads and new src.
  let shown = iframe.contentWindow
  // Whether the next load is the first document's in a new window. Nothing from an older document can reach
  // a new window, so what it sent before that load (the first document may ask before its load event) is
  // its own and is kept. In a window already seen, what came before a load may be the old document's.
  let firstLoad = false
  let navigating = false

  const check = (): boolean => {
    if (iframe.contentWindow === shown) return false
    shown = iframe.contentWindow
    firstLoad = true
    navigating = false
    onNewDocument()
    return true
  }

  const loaded = () => {
    onLoad()
    if (!check() && !firstLoad && !navigating) onNewDocument()
    firstLoad = navigating = false
  }

  const sources = new MutationObserver(([record]) => {
    // Only a new fragment: the same document scrolls, and no load would come to end `navigating`.
    if (sameDocument(record?.oldValue, iframe.getAttribute('src') ?? '')) return
    navigating = true
    onNewDocument()
  })

  iframe.addEventListener('load', loaded)
  sources.observe(iframe, { attributeFilter: ['src'], attributeOldValue: true })
  return {
    get navigating() {
      return navigating
    },
    check,
    stop() {
      sources.disconnect()
      iframe.removeEventListener('load', loaded)
    },
  }
}
