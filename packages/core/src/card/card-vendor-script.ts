import { cardVendorScriptUrl, type Env, type Hosts } from '../api/hosts'
import { CardScriptLoadError } from '../errors/card-errors'
import { requireWindow } from '../platform/window'
import { type CardVendor, pageCardVendor } from './card-vendor'

/** Options of `loadCardVendorScript`. */
export interface LoadCardVendorScriptOptions {
  /** Give up (and let a later call retry) when the script has neither loaded nor failed by then. @default 20000 */
  timeoutMs?: number
}

// One load per script URL for the whole page, shared by every field; a failed load is forgotten so the next
// caller retries with a fresh <script>.
const loads = new Map<string, Promise<CardVendor>>()

/**
 * Loads the card vendor script once per page and resolves with its global. Concurrent callers share one
 * `<script>` and one promise; a failure (404, CSP, offline, timeout) rejects with CardScriptLoadError.
 */
export function loadCardVendorScript(
  env?: Env,
  hosts?: Hosts,
  { timeoutMs = 20_000 }: LoadCardVendorScriptOptions = {},
): Promise<CardVendor> {
  const { document } = requireWindow()
  const ready = pageCardVendor()
  if (ready) return Promise.resolve(ready)
  const url = cardVendorScriptUrl(env, hosts)
  let load = loads.get(url)
  if (load) return load
  const found = [...document.scripts].find((s) => s.getAttribute('src') === url)
  // Someone (the merchant, another copy of Portico) put the script on the page and it has not run yet.
  if (found)
    console.warn(
      `Portico: the card vendor script was not loaded on the first attempt; waiting for its load event (${url})`,
    )
  const script = found ?? document.createElement('script')
  if (!found) {
    script.src = url
    script.async = true
  }
  load = waitForScript(script, url, timeoutMs)
  loads.set(url, load)
  load.catch(() => {
    if (loads.get(url) === load) loads.delete(url)
    script.remove()
  })
  // Listeners are in place before the element is connected: some environments report the outcome at once.
  if (!script.isConnected) document.head.appendChild(script)
  return load
}

function waitForScript(script: HTMLScriptElement, url: string, timeoutMs: number): Promise<CardVendor> {
  return new Promise((resolve, reject) => {
    const settle = (reason?: string) => {
      clearTimeout(timer)
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      const vendor = pageCardVendor()
      if (vendor && !reason) resolve(vendor)
      else reject(new CardScriptLoadError(url, reason ?? 'it ran but defined no TokenEx.Iframe'))
    }
    const onLoad = () => settle()
    const onError = () => settle('network error, 404 or blocked by the content security policy')
    const timer = setTimeout(() => settle(`no answer after ${timeoutMs} ms`), timeoutMs)
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
  })
}
