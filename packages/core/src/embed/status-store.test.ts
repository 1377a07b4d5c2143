import { describe, expect, it, vi } from 'vitest'
import { createStatusStore } from './status-store'

describe('createStatusStore', () => {
  it('tells listeners each new status once, and nothing for the status it has', () => {
    const store = createStatusStore<'loading' | 'loaded' | 'destroyed'>('loading')
    const listener = vi.fn()
    const off = store.subscribe(listener)
    expect(store.set('loading')).toBe(false)
    expect(store.set('loaded')).toBe(true)
    expect(store.set('loaded')).toBe(false)
    off()
    store.set('loading')
    expect(listener.mock.calls).toEqual([['loaded']])
    expect(store.status).toBe('loading')
  })

  it('ends once: the last status reaches the listeners, who are then forgotten, and later sets do nothing', () => {
    const store = createStatusStore<'loading' | 'destroyed'>('loading')
    const listener = vi.fn()
    store.subscribe(listener)
    store.end('destroyed')
    store.end('loading')
    expect(store.set('loading')).toBe(false)
    expect(store.status).toBe('destroyed')
    expect(listener.mock.calls).toEqual([['destroyed']])
  })

  it('lets a listener unsubscribe another while it is told', () => {
    const store = createStatusStore<'a' | 'b'>('a')
    const second = vi.fn()
    let offSecond = () => {}
    store.subscribe(() => offSecond())
    offSecond = store.subscribe(second)
    store.set('b')
    expect(second).toHaveBeenCalledOnce()
  })
})
