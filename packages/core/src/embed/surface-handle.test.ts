import { describe, expect, it, vi } from 'vitest'
import { holdOptions, needsNewFrame } from './surface-handle'

// A surface as bindings hold it; its update is a spy, since what it does is each surface's own test.
const surface = (withUpdate = true) => ({
  status: 'loaded',
  subscribe: () => () => {},
  destroy: vi.fn(),
  ...(withUpdate && { update: vi.fn() }),
})

describe('holdOptions', () => {
  it('takes new callbacks with the same data in place: nothing is updated or made again', () => {
    const first = vi.fn()
    const held = holdOptions({ cents: 1, theme: { a: 1 }, onSuccess: first })
    const made = surface()
    const latest = vi.fn()
    expect(held.take({ cents: 1, theme: { a: 1 }, onSuccess: latest }, made)).toBe('kept')
    expect(made.update).not.toHaveBeenCalled()
    held.current.onSuccess()
    expect(latest).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
  })

  it('gives new data to update() and holds it from then on', () => {
    const held = holdOptions({ cents: 1 })
    const made = surface()
    const next = { cents: 2 }
    expect(held.take(next, made)).toBe('updated')
    expect(made.update).toHaveBeenCalledWith(next)
    expect(held.current).toBe(next)
  })

  it('makes the surface again for a property it takes only when made, or when it has no update() or no surface', () => {
    const held = holdOptions({ cents: 1, method: 'paypal' })
    const made = surface()
    expect(held.take({ cents: 1, method: 'venmo' } as never, made)).toBe('remake')
    expect(made.update).not.toHaveBeenCalled()
    expect(held.take({ cents: 2 } as never, surface(false))).toBe('remake')
    expect(held.take({ cents: 3 } as never, undefined)).toBe('remake')
    expect(held.current).toEqual({ cents: 3 })
  })
})

describe('needsNewFrame', () => {
  it("leaves credentialless to the checkout's update, whose framed embed makes the new frame", () => {
    expect(needsNewFrame({}, { credentialless: true })).toBe(false)
    expect(needsNewFrame({ credentialless: true }, { credentialless: false })).toBe(false)
  })

  it("sees a button's new method, and no other change", () => {
    expect(needsNewFrame({ method: 'paypal' }, { method: 'venmo' })).toBe(true)
    expect(needsNewFrame({ variant: 'card' }, { variant: 'cvv' })).toBe(true)
    expect(needsNewFrame({ method: 'paypal', cents: 1 }, { method: 'paypal', cents: 2 })).toBe(false)
  })
})
