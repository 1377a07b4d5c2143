import { describe, expect, it, vi } from 'vitest'
import { createStatusStore } from './status-store'
import { createSurfaceRef } from './surface-ref'

type Status = 'loading' | 'loaded' | 'error' | 'destroyed'

// A surface with a real status store; reload and destroy move it as a framed surface's would.
function surface() {
  const store = createStatusStore<Status>('loading')
  return {
    get status() {
      return store.status
    },
    subscribe: store.subscribe,
    set: store.set,
    reload: vi.fn(() => store.set('loading')),
    destroy: vi.fn(() => store.set('destroyed')),
  }
}

describe('createSurfaceRef', () => {
  it('reads as loading before the surface is made and does nothing then', () => {
    const ref = createSurfaceRef<never, Status>('loading')
    expect(ref.handle.status).toBe('loading')
    expect(() => ref.handle.reload()).not.toThrow()
  })

  it('follows the surface of the moment: its status, its listeners, its reload', () => {
    const ref = createSurfaceRef<never, Status>('loading')
    const heard: Status[] = []
    ref.handle.subscribe((status) => heard.push(status))
    const first = surface()
    ref.set(first)
    first.set('error')
    ref.handle.reload()
    expect(first.reload).toHaveBeenCalledOnce()
    first.destroy()
    ref.set(undefined)
    const second = surface()
    ref.set(second)
    second.set('loaded')
    first.set('loaded')
    expect(heard).toEqual(['error', 'loading', 'destroyed', 'loading', 'loaded'])
    expect(ref.handle.status).toBe('loaded')
  })

  it('keeps the last status once the surface is removed, and stops telling after unsubscribe', () => {
    const ref = createSurfaceRef<never, Status>('loading')
    const listener = vi.fn()
    const stop = ref.handle.subscribe(listener)
    const made = surface()
    ref.set(made)
    ref.handle.destroy()
    ref.set(undefined)
    expect(ref.handle.status).toBe('destroyed')
    stop()
    ref.set(surface())
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
