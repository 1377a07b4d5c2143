// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/checkout-errors'
import { CheckoutLoadError } from '../errors/load-errors'
import { type LoadWatchOptions, loadTimeout, watchLoad } from './load-watch'

const ORIGIN = 'https://checkout.test'

// happy-dom enforces no policy: the event is the one a browser fires, with the fields it sets.
function violation(blockedURI: string, directive = 'frame-src', disposition = 'enforce') {
  const event = new Event('securitypolicyviolation', { bubbles: true, composed: true })
  Object.assign(event, { blockedURI, effectiveDirective: directive, disposition })
  document.dispatchEvent(event)
}

// What the surface's `fail` gets; its status, event and onError are the framed embed's (the contract suite).
function setup(options: LoadWatchOptions = {}) {
  const errors: CheckoutLoadError[] = []
  const watch = watchLoad(
    document,
    () => ORIGIN,
    () => options.loadTimeoutMs,
    (error) => errors.push(error),
  )
  return { watch, errors }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('watchLoad', () => {
  it('reports a frame the policy refuses at once, as a CheckoutLoadError of its origin', () => {
    const { watch, errors } = setup()
    watch.start()
    violation(`${ORIGIN}/solana/purchase/shop?cents=100`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(CheckoutLoadError)
    expect(errors[0]).toMatchObject({ code: 'CHECKOUT_LOAD_FAILED', reason: 'csp', origin: ORIGIN })
    watch.stop()
  })

  it('takes a refusal reported by origin, under child-src or default-src', () => {
    for (const directive of ['child-src', 'default-src']) {
      const { watch, errors } = setup()
      watch.start()
      violation(ORIGIN, directive)
      expect(errors.map((e) => e.reason)).toEqual(['csp'])
    }
  })

  it("ignores report-only policies, other directives and other origins' refusals", () => {
    const { watch, errors } = setup()
    watch.start()
    violation(`${ORIGIN}/x`, 'frame-src', 'report')
    violation(`${ORIGIN}/x`, 'script-src')
    violation('https://checkout.test.evil.example/x')
    violation('https://other.test/x')
    expect(errors).toEqual([])
    watch.stop()
  })

  it('hears nothing before start and after the frame loaded', () => {
    const { watch, errors } = setup()
    violation(ORIGIN)
    watch.start()
    watch.stop()
    violation(ORIGIN)
    expect(errors).toEqual([])
  })

  it('reports a frame that has not loaded within loadTimeoutMs, once', () => {
    vi.useFakeTimers()
    const { watch, errors } = setup({ loadTimeoutMs: 1000 })
    watch.start()
    vi.advanceTimersByTime(999)
    expect(errors).toEqual([])
    vi.advanceTimersByTime(1)
    expect(errors.map((e) => e.reason)).toEqual(['timeout'])
    // The refusal listener went with the timer: one failure per navigation.
    violation(ORIGIN)
    vi.advanceTimersByTime(60_000)
    expect(errors).toHaveLength(1)
  })

  it('waits 30 s by default, forever with Infinity, and starts a new timer on each start', () => {
    vi.useFakeTimers()
    const { watch, errors } = setup()
    watch.start()
    vi.advanceTimersByTime(29_999)
    watch.start()
    vi.advanceTimersByTime(29_999)
    expect(errors).toEqual([])
    vi.advanceTimersByTime(1)
    expect(errors).toHaveLength(1)
    const forever = setup({ loadTimeoutMs: Number.POSITIVE_INFINITY })
    forever.watch.start()
    vi.advanceTimersByTime(2 ** 31)
    expect(forever.errors).toEqual([])
  })

  it('stops its timer when the frame loads', () => {
    vi.useFakeTimers()
    const { watch, errors } = setup({ loadTimeoutMs: 10 })
    watch.start()
    watch.stop()
    vi.advanceTimersByTime(100)
    expect(errors).toEqual([])
  })

  it('refuses a time limit a timer cannot keep', () => {
    for (const bad of [0, -1, Number.NaN, 2 ** 31, '100'])
      expect(() => loadTimeout(bad)).toThrow(InvalidOptionError)
    expect(loadTimeout(undefined)).toBe(30_000)
  })
})
