import { describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../errors/portico-error'
import { lazyHandlers } from './lazy-handlers'
import type { RequestHandlers } from './plugin'

describe('lazyHandlers', () => {
  it('loads nothing until the checkout asks, then answers each request with what the load gave', async () => {
    const signMessage = vi.fn(async (data: string) => `signed ${data}`)
    const load = vi.fn(async (): Promise<RequestHandlers> => ({ signMessage }))
    const handlers = lazyHandlers(load)
    expect(Object.keys(handlers).sort()).toEqual(['sendTransaction', 'signMessage', 'signTransaction'])
    expect(load).not.toHaveBeenCalled()
    await expect(handlers.signMessage!('a')).resolves.toBe('signed a')
    await expect(handlers.signMessage!('b')).resolves.toBe('signed b')
    // Asked anew for each request, as the wallet may have changed in between.
    expect(load).toHaveBeenCalledTimes(2)
    expect(signMessage.mock.calls).toEqual([['a'], ['b']])
  })

  it('rejects with what the loaded handler or the load itself rejects with', async () => {
    const refused = new PorticoError('X', 'refused')
    const handlers = lazyHandlers(async () => ({ signTransaction: () => Promise.reject(refused) }))
    await expect(handlers.signTransaction!('t')).rejects.toBe(refused)
    const offline = new TypeError('Failed to fetch dynamically imported module')
    await expect(lazyHandlers(() => Promise.reject(offline)).sendTransaction!('t')).rejects.toBe(offline)
  })

  it('rejects (never throws) for a method the loaded handlers lack', async () => {
    const handlers = lazyHandlers(async () => ({}))
    await expect(handlers.sendTransaction!('t')).rejects.toBeInstanceOf(TypeError)
  })
})
