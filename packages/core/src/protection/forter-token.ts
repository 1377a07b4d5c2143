import { safeSignalValue } from './header-value'

/** How long to look for the Forter token and how often to read its cookie. */
export interface ForterTokenOptions {
  /** Give up (resolving `null`) after this long. @default 15000 for capture, 2000 for await */
  timeoutMs?: number
  /** Read the cookie this often. @default 250 for capture, 100 for await */
  intervalMs?: number
}

// The token for the whole page: the latest `ftr:tokenReady` event, else a cookie read. A token from the
// event is never replaced by a cookie read (the cookie may lag behind the event).
let token: string | undefined
let listening = false
let capture: Promise<string | null> | undefined
const waiting = new Set<(token: string) => void>()

const hasDocument = () => typeof document !== 'undefined'

// URL-decoded, then refused when over-long or carrying control characters (CR/LF header injection).
function clean(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  try {
    return safeSignalValue(decodeURIComponent(raw))
  } catch {
    return undefined
  }
}

function cookies(): [string, string][] {
  let text: string
  try {
    text = document.cookie
  } catch {
    // A sandboxed document without allow-same-origin throws on reading cookies: it has none to give.
    return []
  }
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)]
    })
}

function fromCookie(): string | undefined {
  const all = cookies()
  const named =
    all.find(([name]) => name === 'forterToken') ??
    all.find(([name]) => /forter/i.test(name) && /token/i.test(name))
  return named && clean(named[1])
}

function found(value: string): string {
  token = value
  for (const resolve of waiting) resolve(value)
  return value
}

// Listens to `ftr:tokenReady` (once per page); false where there is no document (server rendering), so the
// callers answer null at once.
function listen(): boolean {
  if (!hasDocument()) return false
  if (listening) return true
  listening = true
  // For the page's lifetime: the latest token Forter announces wins.
  document.addEventListener('ftr:tokenReady', (event) => {
    const value = clean((event as CustomEvent<unknown>).detail)
    if (value) found(value)
  })
  return true
}

/** The Forter token known now (the latest `ftr:tokenReady`, else the Forter cookie), or `undefined`. */
export function forterToken(): string | undefined {
  if (token || !hasDocument()) return token
  const value = fromCookie()
  return value && found(value)
}

// Resolves with the token, or with null after `timeoutMs`, reading the cookie every `intervalMs`.
function poll(timeoutMs: number, intervalMs: number, onTimeout?: () => void): Promise<string | null> {
  return new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (value: string | null) => {
      clearTimeout(timer)
      waiting.delete(finish)
      resolve(value)
    }
    const tick = () => {
      const value = forterToken()
      if (value) return finish(value)
      if (Date.now() >= deadline) {
        onTimeout?.()
        return finish(null)
      }
      timer = setTimeout(tick, Math.min(intervalMs, Math.max(0, deadline - Date.now())))
    }
    waiting.add(finish)
    tick()
  })
}

function warnNoToken(timeoutMs: number): void {
  // Names only: cookie and global values may be secrets.
  const names = cookies().map(([name]) => name)
  const globals = Object.keys(window).filter((key) => /forter|ftr/i.test(key))
  console.warn(
    `Portico: no Forter token after ${timeoutMs} ms. Cookies: ${names.join(', ') || 'none'}. Forter globals: ${
      globals.join(', ') || 'none'
    }.`,
  )
}

/**
 * Starts capturing the Forter token: listens to `ftr:tokenReady` for the page's lifetime and reads the
 * Forter cookie until a token is found or `timeoutMs` passes (then it warns, naming cookies and Forter
 * globals but never their values). Resolves with the token or `null`; one capture runs at a time, so
 * concurrent calls share it. Tokens are URL-decoded; one over 1024 characters or with control characters
 * is refused. Portico never loads Forter's own script.
 */
export function captureForterToken({
  timeoutMs = 15_000,
  intervalMs = 250,
}: ForterTokenOptions = {}): Promise<string | null> {
  if (!listen()) return Promise.resolve(null)
  capture ??= poll(timeoutMs, intervalMs, () => warnNoToken(timeoutMs)).finally(() => {
    capture = undefined
  })
  return capture
}

/**
 * The Forter token, waiting at most `timeoutMs` for it: at once when one is known, else the first one the
 * event or the cookie gives, else `null` at the deadline. Never rejects (it fails open), so it can be
 * awaited before a fast saved-card charge.
 */
export function awaitForterToken({
  timeoutMs = 2000,
  intervalMs = 100,
}: ForterTokenOptions = {}): Promise<string | null> {
  if (!listen()) return Promise.resolve(null)
  const known = forterToken()
  return known ? Promise.resolve(known) : poll(timeoutMs, intervalMs)
}
