// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The token lives for the page; each test gets a fresh module (and so a fresh cache) and clean cookies.
// Fake timers stand in for the 15 s / 2 s waits; no test asserts how long anything took.
let forter: typeof import('./forter-token')

// Forter's own script sets its token as a cookie; the tests do what it does.
const setCookie = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page state under test is a cookie
  document.cookie = `${name}=${value}; path=/`
}
const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: the page state under test is a cookie
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
const announce = (detail: unknown) => document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail }))

beforeEach(async () => {
  vi.resetModules()
  clearCookies()
  forter = await import('./forter-token')
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('reading the Forter token', () => {
  it('reads the forterToken cookie, URL-decoded', () => {
    setCookie('forterToken', 'abc%7C123')
    expect(forter.forterToken()).toBe('abc|123')
  })

  it('falls back to any cookie whose name has both "forter" and "token"', () => {
    setCookie('other', 'x')
    setCookie('ftr_forter_token_v2', 'fallback-token')
    expect(forter.forterToken()).toBe('fallback-token')
  })

  it('prefers the exact forterToken cookie over a lookalike', () => {
    setCookie('my_forter_token', 'lookalike')
    setCookie('forterToken', 'exact')
    expect(forter.forterToken()).toBe('exact')
  })

  it.each([
    ['a CR/LF (header injection)', encodeURIComponent('tok\r\nx-evil: 1')],
    ['a NUL', '%00tok'],
    ['1025 characters', 'a'.repeat(1025)],
    ['a broken escape', 'tok%E0%A4%A'],
  ])('refuses a cookie token with %s', (_what, value) => {
    setCookie('forterToken', value)
    expect(forter.forterToken()).toBeUndefined()
  })

  it('reads no token, without throwing, where cookies cannot be read (a sandboxed document)', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError')
    })
    expect(forter.forterToken()).toBeUndefined()
  })

  it('accepts a token of exactly 1024 characters', () => {
    setCookie('forterToken', 'a'.repeat(1024))
    expect(forter.forterToken()).toHaveLength(1024)
  })
})

describe('captureForterToken', () => {
  it('resolves with a token announced by ftr:tokenReady, and the latest announcement wins', async () => {
    const capture = forter.captureForterToken()
    announce('first')
    expect(await capture).toBe('first')
    announce('second')
    expect(forter.forterToken()).toBe('second')
  })

  it('never lets a cookie read replace the token from the event', async () => {
    const capture = forter.captureForterToken()
    announce('from-event')
    setCookie('forterToken', 'from-cookie')
    expect(await capture).toBe('from-event')
    expect(await forter.captureForterToken()).toBe('from-event')
    expect(forter.forterToken()).toBe('from-event')
  })

  it('refuses an announced token with CR/LF or over 1024 characters', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const capture = forter.captureForterToken({ timeoutMs: 1000 })
    announce('tok\r\nx-evil: 1')
    announce('b'.repeat(1025))
    announce(42)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await capture).toBeNull()
  })

  it('finds a cookie set later by polling it', async () => {
    vi.useFakeTimers()
    const capture = forter.captureForterToken()
    await vi.advanceTimersByTimeAsync(1000)
    setCookie('forterToken', 'late')
    await vi.advanceTimersByTimeAsync(250)
    expect(await capture).toBe('late')
  })

  it('runs one poll loop for concurrent captures', async () => {
    vi.useFakeTimers()
    const cookie = vi.spyOn(document, 'cookie', 'get')
    const first = forter.captureForterToken()
    expect(forter.captureForterToken()).toBe(first)
    const before = cookie.mock.calls.length
    await vi.advanceTimersByTimeAsync(2500)
    // Ten intervals of 250 ms: one read each. Two loops would read twice as often.
    expect(cookie.mock.calls.length - before).toBe(10)
    setCookie('forterToken', 'done')
    await vi.advanceTimersByTimeAsync(250)
    expect(await first).toBe('done')
  })

  it('gives up after 15 s with a warning that names cookies and Forter globals, never values', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setCookie('session', 'secret-session-value')
    Object.assign(window, { ftrConfig: { key: 'secret-global-value' } })
    const capture = forter.captureForterToken()
    await vi.advanceTimersByTimeAsync(14_750)
    expect(warn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(250)
    expect(await capture).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    const text = String(warn.mock.calls[0]?.[0])
    expect(text).toContain('session')
    expect(text).toContain('ftrConfig')
    expect(text).not.toContain('secret')
    delete (window as { ftrConfig?: unknown }).ftrConfig
  })
})

describe('awaitForterToken', () => {
  it('answers at once with a known token', async () => {
    setCookie('forterToken', 'known')
    vi.useFakeTimers()
    expect(await forter.awaitForterToken()).toBe('known')
  })

  it('resolves with a token that arrives before the deadline', async () => {
    const waiting = forter.awaitForterToken()
    announce('arrived')
    expect(await waiting).toBe('arrived')
  })

  it('resolves null at the 2 s deadline without warning (it fails open)', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn')
    let result: string | null | undefined
    void forter.awaitForterToken().then((value) => {
      result = value
    })
    await vi.advanceTimersByTimeAsync(1900)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(100)
    expect(result).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
