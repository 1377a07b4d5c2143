// What every emulator page script shares: the page's data block, the embedding page's origin, messages to
// it (JSON strings `{ method, data, info? }`, to that exact origin, never '*'), calls to the emulator's own
// origin, and height reports.

/** The page's data block, written by the server. */
export const page = JSON.parse(document.getElementById('portico-page').textContent)

/** The element with this `data-testid`. */
export const $ = (id) => document.querySelector(`[data-testid="${id}"]`)

/** The embedding page's origin: Chromium's ancestorOrigins, else the referrer; none when not embedded. */
function embeddingOrigin() {
  if (window.parent === window) return undefined
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] === 'null' ? undefined : ancestors[0]
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The app's WebView, when the page is its top document (react-native-webview injects `ReactNativeWebView`
 * before the page's scripts): messages then go to its `postMessage`, and its replies come as `message`
 * events it dispatches itself (no origin, no source), on `window` (iOS) or on `document` (Android).
 */
const webView = window.parent === window ? window.ReactNativeWebView : undefined
if (webView)
  document.addEventListener('message', (event) => {
    window.dispatchEvent(new MessageEvent('message', { data: event.data }))
  })

/** The origin every message goes to and every reply must come from. */
export const parentOrigin = embeddingOrigin()

/** Whether there is a host to talk to: an embedding page, or the app's WebView. */
export const embedded = parentOrigin !== undefined || webView !== undefined

/** Whether a message event comes from the host: the embedding page itself (its window and its origin), or the app. */
export function fromParent(event) {
  if (webView) return event.source === null && !event.origin
  return parentOrigin !== undefined && event.source === window.parent && event.origin === parentOrigin
}

/** Enables the page's controls, which the server sends disabled until this script has bound them. */
export function ready() {
  const controls = $('page-controls')
  if (controls) controls.disabled = false
}

/** Posts `{ method, data, info? }` to the embedding page; nothing when the page is not embedded. */
export function post(method, data, info) {
  if (!embedded) return
  const message = JSON.stringify(info === undefined ? { method, data } : { method, data, info })
  if (webView) webView.postMessage(message)
  else window.parent.postMessage(message, parentOrigin)
}

/** POSTs JSON to the emulator's own origin; an answer that is not 2xx throws with the emulator's words. */
export async function api(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(json.error || `The emulator answered ${response.status}`)
  return json
}

/** Calls `report(height)` with the document's height in pixels each time it changes. */
export function watchHeight(report) {
  let last = -1
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height === last || height <= 0) return
    last = height
    report(height)
  })
  observer.observe(document.documentElement)
}

/** Sets the page's colours and fonts from the checkout's `theme` parameter. */
export function applyTheme(theme = {}, extra = {}) {
  const root = document.documentElement.style
  const vars = {
    '--primary': theme.primary,
    '--background': theme.background,
    '--surface': theme.backgroundAccent,
    '--text': theme.textColor,
    '--muted': theme.textColorAccent,
    '--cta': theme.ctaColor ?? theme.primary,
    '--font': theme.font,
    '--button-radius': { sharp: '0', rounded: '8px', pill: '999px' }[theme.style],
    ...extra,
  }
  for (const [name, value] of Object.entries(vars))
    if (value !== undefined && value !== '') root.setProperty(name, String(value))
}
