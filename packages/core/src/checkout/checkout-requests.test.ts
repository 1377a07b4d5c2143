// @vitest-environment node

import { describe, expect, it, vi } from 'vitest'
import { eventSink, type PorticoEvent } from '../embed/events'
import type { CheckoutMessage } from '../embed/message'
import { type BridgeHooks, createCheckoutRequests } from './checkout-requests'

// The checkout's requests with the real pipeline, loaded with its real import(): what must never wait for
// that chunk (lazy-pipeline.test.ts times the chunk itself).

/** Requests whose wallet signs at once (`r:{data}`), with the replies sent and the data the wallet saw. */
function requests(overrides: Partial<BridgeHooks> = {}) {
  const sent: string[] = []
  const asked: string[] = []
  const events: PorticoEvent[] = []
  const wallet = async (data: string) => {
    asked.push(data)
    return `r:${data}`
  }
  const hooks: BridgeHooks = {
    blockchain: 'keys',
    handlers: () => ({ signMessage: wallet, signTransaction: wallet, sendTransaction: wallet }),
    events: eventSink('checkout', 'c1', () => ({ onEvent: (e: PorticoEvent) => events.push(e) })),
    ...overrides,
  }
  return { r: createCheckoutRequests(() => hooks, { send: (m) => sent.push(m) }), sent, asked, events }
}
const request = (data: string): CheckoutMessage => ({ method: 'signTransaction', data })
// Once this resolves, the pipeline's chunk has arrived for the requests too (one module, loaded once).
const chunkArrived = async () => {
  await import('./request-pipeline')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('createCheckoutRequests', () => {
  it('hands outcomes and other messages to their hooks at once, before the request pipeline has loaded', () => {
    const onSuccess = vi.fn()
    const onAuthDeclined = vi.fn()
    const onEvent = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { r } = requests({ onSuccess, onAuthDeclined, onEvent })
    r.take(request('waits for the pipeline'))
    // No await anywhere, so no import() has resolved: a payment's outcome never waits for code.
    r.take({ method: 'success', data: '', info: { paymentId: 'p-1' } })
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p-1' })
    r.take({ method: 'authDeclined', data: '', info: undefined })
    expect(onAuthDeclined).toHaveBeenCalledOnce()
    r.take({ method: 'redirect', data: 'https://shop.test/done' })
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ method: 'redirect', data: 'https://shop.test/done' })
    r.take({ method: 'unknown', data: '', name: 'later' })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Portico: unknown message later')
    warn.mockRestore()
  })

  it('serves a request taken before the pipeline loaded, once it has: one reply, with its events', async () => {
    const { r, sent, events } = requests()
    r.take(request('first'))
    await vi.waitFor(() => expect(sent).toEqual(['r:first']))
    expect(events.map((e) => e.type)).toEqual(['request', 'reply'])
  })

  it('sends nothing and asks the wallet nothing once destroyed while the pipeline loads', async () => {
    const { r, sent, asked, events } = requests()
    r.take(request('a'))
    r.destroy()
    await chunkArrived()
    r.take(request('b'))
    await chunkArrived()
    expect({ asked, sent, events }).toEqual({ asked: [], sent: [], events: [] })
  })
})
