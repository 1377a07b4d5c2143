/** A watch on one element for the moment it leaves its document. */
export interface RemovalWatch {
  /** Watches from where the element is now; if it was watched and has left its document, that is a removal. */
  watch(): void
  /** Stops watching. */
  stop(): void
}

/**
 * Calls `onRemoved` when `element`, being watched, is no longer in its document once the DOM work of the
 * current task is done: a move (taken out and put back in one task) is not a removal. After a removal the
 * watch stops until `watch()` is called again.
 */
export function watchRemoval(element: Element, onRemoved: () => void): RemovalWatch {
  let watching = false
  // Only the child lists of its ancestors, not whole subtrees: taking out the element or any ancestor shows
  // there, and the rest of the page's DOM work costs nothing. Shadow roots are crossed through their host.
  const watch = () => {
    observer.disconnect()
    if (element.isConnected) {
      watching = true
      for (let node = element.parentNode; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
        observer.observe(node, { childList: true })
    } else if (watching) {
      // Also reached from a direct call: disconnect() above discarded the records that would have said so.
      watching = false
      onRemoved()
    }
  }
  const observer = new MutationObserver(watch)
  return {
    watch,
    stop() {
      watching = false
      observer.disconnect()
    },
  }
}
