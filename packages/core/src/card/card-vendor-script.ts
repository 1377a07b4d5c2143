import { cardVendorScriptUrl, type Env, type Hosts } from '../api/hosts'
import { loadScript } from '../embed/script-loader'
import { CardScriptLoadError } from '../errors/card-errors'
import { requireWindow } from '../platform/window'
import { type CardVendor, pageCardVendor } from './card-vendor'

/** Options of `loadCardVendorScript`. */
export interface LoadCardVendorScriptOptions {
  /** Give up (and let a later call retry) when the script has neither loaded nor failed by then. @default 20000 */
  timeoutMs?: number | undefined
  /** Set as the script's `nonce`, for a page whose policy allows scripts by nonce. */
  nonce?: string | undefined
}

/**
 * Loads the card vendor script once per page and resolves with its global. Concurrent callers share one
 * `<script>` and one promise; a failure (404, CSP, offline, timeout) rejects with CardScriptLoadError and
 * the next call tries again.
 */
export function loadCardVendorScript(
  env?: Env,
  hosts?: Hosts,
  { timeoutMs = 20_000, nonce }: LoadCardVendorScriptOptions = {},
): Promise<CardVendor> {
  const { document } = requireWindow()
  const url = cardVendorScriptUrl(env, hosts)
  return loadScript(document, {
    url,
    nonce,
    timeoutMs,
    global: pageCardVendor,
    globalName: 'TokenEx.Iframe',
    failure: (reason) => new CardScriptLoadError(url, reason),
  })
}
