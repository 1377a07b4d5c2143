// @vitest-environment node

import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventSink, type PorticoEvent } from '../embed/events'
import type { CheckoutMessage } from '../embed/message'
import type { RequestMethod } from '../plugins/plugin'
import { type BridgeHooks, createCheckoutRequests } from './checkout-requests'
import type { RequestPipelineModule } from './lazy-pipeline'
import * as pipelineModule from './request-pipeline'

// The pipeline that serves requests is the real module; only its arrival is in the test's hands: `load`
// stands in for the page's import() of its chunk, which a browser fetches over the network (slow, or failed
// when the network drops or a deploy removed the chunk). Nothing else is replaced.

afterEach(() => {
  vi.useRealTimers()
})

const request = (method: RequestMethod, data: string): CheckoutMessage => ({ method, data })

/** A chunk that arrives when the test says (even before it is asked for), or fails to. */
function slowChunk() {
  let arrive: () => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const chunk = new Promise<RequestPipelineModule>((resolve, reject) => {
    arrive = () => resolve(pipelineModule)
    fail = reject
  })
  return { load: vi.fn(() => chunk), arrive, fail }
}

/** Requests served by a wallet that signs at once (`r:{data}`), unless `answer` is given. */
function requests(
  load: () => Promise<RequestPipelineModule>,
  overrides: Partial<BridgeHooks> = {},
  answer = (data: string) => Promise.resolve(`r:${data}`),
) {
  const sent: string[] = []
  const events: PorticoEvent[] = []
  const asked: string[] = []
  const wallet = (data: string) => {
    asked.push(data)
    return answer(data)
  }
  const hooks: BridgeHooks = {
    blockchain: 'keys',
    handlers: () => ({ signMessage: wallet, signTransaction: wallet, sendTransaction: wallet }),
    events: eventSink('checkout', 'c1', () => ({ onEvent: (e: PorticoEvent) => events.push(e) })),
    ...overrides,
  }
  const r = createCheckoutRequests(() => hooks, { send: (m) => sent.push(m) }, load)
  return { r, sent, events, asked }
}
// Lets every pending promise callback and zero-delay timer run.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createCheckoutRequests: the pipeline loaded apart', () => {
  it('starts loading once the code that made it has run, and loads once for every request', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent } = requests(load)
    // Not while the caller still runs (the frame's own request goes out first)…
    expect(load).not.toHaveBeenCalled()
    // …but before any request comes.
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    arrive()
    r.take(request('signMessage', 'a'))
    r.take(request('signMessage', 'b'))
    await vi.waitFor(() => expect(sent).toEqual(['r:a', 'r:b']))
    expect(load).toHaveBeenCalledOnce()
  })

  it('keeps arrival order across the chunk: requests that waited for it come first, one reply each', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent, asked } = requests(load)
    r.take(request('signTransaction', 'a'))
    r.take(request('sendTransaction', 'b'))
    await settle()
    expect(asked).toEqual([])
    arrive()
    // Taken after the chunk resolved but before its callbacks ran: still behind a and b.
    r.take(request('signMessage', 'c'))
    await vi.waitFor(() => expect(sent).toHaveLength(3))
    r.take(request('signMessage', 'd'))
    await vi.waitFor(() => expect(sent).toHaveLength(4))
    await settle()
    expect(asked).toEqual(['a', 'b', 'c', 'd'])
    expect(sent).toEqual(['r:a', 'r:b', 'r:c', 'r:d'])
  })

  it('hands outcomes and other messages to their hooks at once, while the chunk is still on its way', () => {
    const { load } = slowChunk()
    const onSuccess = vi.fn()
    const onAuthDeclined = vi.fn()
    const onEvent = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { r } = requests(load, { onSuccess, onAuthDeclined, onEvent })
    r.take(request('signTransaction', 'waits'))
    // No await anywhere: a payment's outcome never waits for code.
    r.take({ method: 'success', data: '', info: { paymentId: 'p-1' } })
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p-1' })
    r.take({ method: 'authDeclined', data: '', info: undefined })
    expect(onAuthDeclined).toHaveBeenCalledOnce()
    r.take({ method: 'redirect', data: 'https://shop.test/done' })
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ method: 'redirect', data: 'https://shop.test/done' })
    r.take({ method: 'unknown', data: '', name: 'later' })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Portico: unknown message later')
    warn.mockRestore()
    expect(load).not.toHaveBeenCalled()
  })

  it('drops requests still waiting for the chunk on reset(), as queued ones: no reply, never at the wallet', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent, asked, events } = requests(load)
    r.take(request('signTransaction', 'old document'))
    r.reset()
    r.take(request('signTransaction', 'new document'))
    arrive()
    await vi.waitFor(() => expect(sent).toEqual(['r:new document']))
    await settle()
    expect(asked).toEqual(['new document'])
    expect(events.filter((e) => e.type === 'request')).toHaveLength(1)
  })

  it('sends nothing and asks the wallet nothing once destroyed while the chunk loads', async () => {
    const { load, arrive } = slowChunk()
    const seen = requests(load)
    seen.r.take(request('signTransaction', 'a'))
    seen.r.destroy()
    arrive()
    await settle()
    seen.r.take(request('signTransaction', 'b'))
    await settle()
    expect({ asked: seen.asked, sent: seen.sent, events: seen.events }).toEqual({
      asked: [],
      sent: [],
      events: [],
    })
  })

  it('answers each waiting request one ERROR when the chunk fails to load, and loads again for the next', async () => {
    const { load, fail } = slowChunk()
    const { r, sent, events, asked } = requests(load)
    r.take(request('signTransaction', 'a'))
    r.take(request('sendTransaction', 'b'))
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    // What a browser's import() rejects with when the chunk's fetch fails.
    fail(new TypeError('Failed to fetch dynamically imported module'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent).toEqual([
      'ERROR signTransaction: code did not load',
      'ERROR sendTransaction: code did not load',
    ])
    expect(events.map((e) => e.type === 'reply' && [e.method, e.ok])).toEqual([
      ['signTransaction', false],
      ['sendTransaction', false],
    ])
    expect(asked).toEqual([])
    // The network is back: the next request loads the chunk again and is served.
    load.mockImplementation(() => Promise.resolve(pipelineModule))
    r.take(request('signMessage', 'c'))
    await vi.waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]).toBe('r:c')
    expect(load).toHaveBeenCalledTimes(2)
    await settle()
    expect(sent).toHaveLength(3)
  })

  it('answers no ERROR for a request whose document went while the chunk failed to load', async () => {
    const { load, fail } = slowChunk()
    const { r, sent } = requests(load)
    r.take(request('signTransaction', 'old document'))
    r.reset()
    fail(new TypeError('Failed to fetch dynamically imported module'))
    await settle()
    await settle()
    // The reply would have reached the new document, which asked nothing.
    expect(sent).toEqual([])
  })

  it('replies nothing for a failed early load no request waited for; the first request loads again', async () => {
    const { load, fail } = slowChunk()
    const { r, sent } = requests(load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    fail(new TypeError('Failed to fetch dynamically imported module'))
    await settle()
    expect(sent).toEqual([])
    load.mockImplementation(() => Promise.resolve(pipelineModule))
    r.take(request('signMessage', 'a'))
    await vi.waitFor(() => expect(sent).toEqual(['r:a']))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('counts the wallet timeout from when a request reaches the wallet, not while it waits for the chunk', async () => {
    vi.useFakeTimers()
    const { load, arrive } = slowChunk()
    const never = new Promise<string>(() => {})
    const { r, sent, asked } = requests(load, { walletTimeoutMs: 1_000 }, () => never)
    r.take(request('signMessage', 'a'))
    // Five wallet timeouts go by while the chunk is on its way: none of it is the wallet's.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sent).toEqual([])
    arrive()
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual(['a'])
    await vi.advanceTimersByTimeAsync(999)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual(['ERROR the wallet did not answer signMessage within 1000 ms'])
  })
})
