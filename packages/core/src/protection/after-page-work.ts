/**
 * Resolves after the page's `load` event, once the main thread is idle (or after `maxWaitMs` of a busy
 * thread), so that a checkout mounted in the same burst of work requests its iframe first and fraud
 * scripts never hold up the page's own loading. Resolves at once when `signal` aborts.
 */
export function afterPageWork(w: Window, signal: AbortSignal, maxWaitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    let cancel = () => {}
    const go = () => {
      signal.removeEventListener('abort', stop)
      resolve()
    }
    const stop = () => {
      cancel()
      resolve()
    }
    const idle = () => {
      if (typeof w.requestIdleCallback === 'function') {
        const id = w.requestIdleCallback(go, { timeout: maxWaitMs })
        cancel = () => w.cancelIdleCallback(id)
      } else {
        const id = w.setTimeout(go, 0)
        cancel = () => w.clearTimeout(id)
      }
    }
    if (signal.aborted) return resolve()
    signal.addEventListener('abort', stop, { once: true })
    if (w.document.readyState === 'complete') return idle()
    w.addEventListener('load', idle, { once: true })
    cancel = () => w.removeEventListener('load', idle)
  })
}
