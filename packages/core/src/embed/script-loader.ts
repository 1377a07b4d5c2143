/** One third-party script a surface needs on the page (the card vendor's, a fraud signal's). */
export interface PageScript<G> {
  url: string
  /** Attributes the script reads from its own element, e.g. `verisoul-project-id`. */
  attributes?: Record<string, string> | undefined
  /** Set as the element's `nonce`, for a page whose Content-Security-Policy allows scripts by nonce. */
  nonce?: string | undefined
  /** The script's global once it has run (it may be on the page already). */
  global(): G | undefined
  /** What the global is called, for the error of a script that defined none. @default 'global' */
  globalName?: string | undefined
  /** Give up after this long without a load or an error, in ms. */
  timeoutMs: number
  /** The error a failed load rejects with, from why it failed. */
  failure(reason: string): Error
}

// One load per script URL for the whole page, shared by every surface; a failed load is forgotten (and its
// element removed) so that a later call tries again with a fresh <script>.
const loads = new Map<string, Promise<unknown>>()

/**
 * Loads a script once per page and resolves with its global: at once when the global is already there.
 * Concurrent callers share one `<script>` and one promise. A 404, a refusal by the page's policy, a timeout
 * or a script that defines no global rejects with `script.failure(reason)`.
 */
export function loadScript<G>(document: Document, script: PageScript<G>): Promise<G> {
  const ready = script.global()
  if (ready) return Promise.resolve(ready)
  const { url } = script
  const shared = loads.get(url) as Promise<G> | undefined
  if (shared) return shared
  const load = inject(document, script)
  loads.set(url, load)
  load.catch(() => {
    if (loads.get(url) === load) loads.delete(url)
  })
  return load
}

function inject<G>(document: Document, script: PageScript<G>): Promise<G> {
  const { url, timeoutMs } = script
  // Someone (the merchant, another copy of Portico) put the script on the page and it has not run yet.
  const found = [...document.scripts].find((s) => s.getAttribute('src') === url)
  if (found) console.warn(`Portico: ${url} was not loaded on the first attempt; waiting for its load event`)
  const element = found ?? document.createElement('script')
  if (!found) {
    element.src = url
    element.async = true
    if (script.nonce) element.nonce = script.nonce
    for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value)
  }
  const done = new Promise<G>((resolve, reject) => {
    const settle = (reason?: string) => {
      clearTimeout(timer)
      element.removeEventListener('load', onLoad)
      element.removeEventListener('error', onError)
      const global = reason ? undefined : script.global()
      if (global) return resolve(global)
      element.remove()
      reject(script.failure(reason ?? `it ran but defined no ${script.globalName ?? 'global'}`))
    }
    const onLoad = () => settle()
    const onError = () => settle('network error, 404 or blocked by the content security policy')
    const timer = setTimeout(() => settle(`no answer after ${timeoutMs} ms`), timeoutMs)
    element.addEventListener('load', onLoad)
    element.addEventListener('error', onError)
  })
  // Listeners are in place before the element is connected: some environments report the outcome at once.
  if (!element.isConnected) document.head.appendChild(element)
  return done
}
