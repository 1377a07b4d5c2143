import { ProtectionScriptError, type ProtectionSignal } from '../errors/protection-errors'

/** What loading one fraud signal script needs. */
export interface ProtectionScript<G> {
  signal: ProtectionSignal
  url: string
  /** Attributes the script reads from its own element, e.g. `verisoul-project-id`. */
  attributes?: Record<string, string>
  /** The script's global, once it has run (it may already be on the page). */
  global(): G | undefined
  timeoutMs: number
}

// One load per script URL for the whole page, shared by every protection; a failed load is forgotten (and
// its element removed) so that a later start tries again.
const loads = new Map<string, Promise<void>>()

/**
 * Loads a fraud signal script once per page and resolves with its global. Resolves at once when the global
 * is already there. A 404, a CSP block, a timeout or a script that defines no global rejects with
 * ProtectionScriptError.
 */
export async function loadProtectionScript<G>(document: Document, script: ProtectionScript<G>): Promise<G> {
  const ready = script.global()
  if (ready) return ready
  let load = loads.get(script.url)
  if (!load) {
    load = inject(document, script)
    loads.set(script.url, load)
    const forget = () => {
      if (loads.get(script.url) === load) loads.delete(script.url)
    }
    load.catch(forget)
  }
  await load
  const global = script.global()
  if (global) return global
  loads.delete(script.url)
  throw new ProtectionScriptError(script.signal, script.url, 'it ran but defined no global')
}

function inject(document: Document, { signal, url, attributes = {}, timeoutMs }: ProtectionScript<unknown>) {
  const element = document.createElement('script')
  element.src = url
  element.async = true
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  const done = new Promise<void>((resolve, reject) => {
    const settle = (reason?: string) => {
      clearTimeout(timer)
      element.removeEventListener('load', onLoad)
      element.removeEventListener('error', onError)
      if (!reason) return resolve()
      element.remove()
      reject(new ProtectionScriptError(signal, url, reason))
    }
    const onLoad = () => settle()
    const onError = () => settle('network error, 404 or blocked by the content security policy')
    const timer = setTimeout(() => settle(`no answer after ${timeoutMs} ms`), timeoutMs)
    element.addEventListener('load', onLoad)
    element.addEventListener('error', onError)
  })
  // Listeners are in place before the element is connected: some environments report the outcome at once.
  document.head.appendChild(element)
  return done
}
