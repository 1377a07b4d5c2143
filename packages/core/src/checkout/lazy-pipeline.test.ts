// @vitest-environment node

import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventSink, type PorticoEvent } from '../embed/events'
import type { RequestMethod } from '../plugins/plugin'
import type { BridgeHooks } from './checkout-requests'
import { createLazyPipeline, type RequestPipelineModule } from './lazy-pipeline'
import * as pipelineModule from './request-pipeline'

// The pipeline that serves requests is the real module; only its arrival is in the test's hands: `load`
// stands in for the page's import() of its chunk, which a browser fetches over the network (slow, or failed
// when the network drops or a deploy removed the chunk). Nothing else is replaced.

afterEach(() => {
  vi.useRealTimers()
})

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

/** A lazy pipeline whose wallet signs at once (`r:{data}`) unless `answer` is given; what it replied and asked. */
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
  const replies: Array<[RequestMethod, number]> = []
  const q = createLazyPipeline(
    () => hooks,
    (message, method, ms) => {
      sent.push(message)
      replies.push([method, ms])
    },
    load,
  )
  // Requests as the checkout's protocol hands them on.
  const r = { take: (method: RequestMethod, data: string) => q.push(method, data), drop: q.drop }
  return { r, sent, events, asked, replies }
}
// Lets every pending promise callback and zero-delay timer run.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLazyPipeline', () => {
  it('starts loading once the code that made it has run, and loads once for every request', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent } = requests(load)
    // Not while the caller still runs (the frame's own request goes out first)…
    expect(load).not.toHaveBeenCalled()
    // …but before any request comes.
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    arrive()
    r.take('signMessage', 'a')
    r.take('signMessage', 'b')
    await vi.waitFor(() => expect(sent).toEqual(['r:a', 'r:b']))
    expect(load).toHaveBeenCalledOnce()
  })

  it('keeps arrival order across the chunk: requests that waited for it come first, one reply each', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent, asked } = requests(load)
    r.take('signTransaction', 'a')
    r.take('sendTransaction', 'b')
    await settle()
    expect(asked).toEqual([])
    arrive()
    // Taken after the chunk resolved but before its callbacks ran: still behind a and b.
    r.take('signMessage', 'c')
    await vi.waitFor(() => expect(sent).toHaveLength(3))
    r.take('signMessage', 'd')
    await vi.waitFor(() => expect(sent).toHaveLength(4))
    await settle()
    expect(asked).toEqual(['a', 'b', 'c', 'd'])
    expect(sent).toEqual(['r:a', 'r:b', 'r:c', 'r:d'])
  })

  it('drops requests still waiting for the chunk on drop() (a new document), as queued ones: no reply, never at the wallet', async () => {
    const { load, arrive } = slowChunk()
    const { r, sent, asked, events } = requests(load)
    r.take('signTransaction', 'old document')
    r.drop()
    r.take('signTransaction', 'new document')
    arrive()
    await vi.waitFor(() => expect(sent).toEqual(['r:new document']))
    await settle()
    expect(asked).toEqual(['new document'])
    expect(events.filter((e) => e.type === 'request')).toHaveLength(1)
  })

  it('answers each waiting request one ERROR when the chunk fails to load, and loads again for the next', async () => {
    const { load, fail } = slowChunk()
    const { r, sent, replies, asked } = requests(load)
    r.take('signTransaction', 'a')
    r.take('sendTransaction', 'b')
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    // What a browser's import() rejects with when the chunk's fetch fails.
    fail(new TypeError('Failed to fetch dynamically imported module'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent).toEqual([
      'ERROR signTransaction: code did not load',
      'ERROR sendTransaction: code did not load',
    ])
    // 0 ms: neither reached the wallet.
    expect(replies).toEqual([
      ['signTransaction', 0],
      ['sendTransaction', 0],
    ])
    expect(asked).toEqual([])
    // The network is back: the next request loads the chunk again and is served.
    load.mockImplementation(() => Promise.resolve(pipelineModule))
    r.take('signMessage', 'c')
    await vi.waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]).toBe('r:c')
    expect(load).toHaveBeenCalledTimes(2)
    await settle()
    expect(sent).toHaveLength(3)
  })

  it('answers no ERROR for a request whose document went while the chunk failed to load', async () => {
    const { load, fail } = slowChunk()
    const { r, sent } = requests(load)
    r.take('signTransaction', 'old document')
    r.drop()
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
    r.take('signMessage', 'a')
    await vi.waitFor(() => expect(sent).toEqual(['r:a']))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('counts the wallet timeout from when a request reaches the wallet, not while it waits for the chunk', async () => {
    vi.useFakeTimers()
    const { load, arrive } = slowChunk()
    const never = new Promise<string>(() => {})
    const { r, sent, asked } = requests(load, { walletTimeoutMs: 1_000 }, () => never)
    r.take('signMessage', 'a')
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
