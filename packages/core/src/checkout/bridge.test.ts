// @vitest-environment happy-dom

import { deliver, serveCheckoutPage, settle, wire } from '@portico/test-fixtures/checkout-page'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { IframeNotDefinedError } from '../errors/checkout-errors'
import type { RequestHandler } from '../plugins/plugin'
import { type Bridge, type BridgeHooks, createBridge } from './bridge'
import { loadedFrame } from './bridge.test-helper'

// The checkout is a real page on 127.0.0.1 (another origin than the test page); messages "from" it are
// dispatched on window with the origin and source a browser would set, as no script runs in happy-dom frames.
let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())

const frame = () => loadedFrame(page)

let iframe: HTMLIFrameElement
let replies: Mock
let bridge: Bridge | undefined
let hooks: BridgeHooks
const handler = (impl: RequestHandler) => vi.fn(impl)
const fromCheckout = (data: string) => deliver(iframe.contentWindow, page.origin, data)

beforeEach(async () => {
  iframe = await frame()
  // Spies on the real cross-origin window: the call still goes through, so a wrong target origin throws.
  replies = vi.spyOn(iframe.contentWindow!, 'postMessage') as Mock
  hooks = { blockchain: 'solana', heightChangeId: 'h1', handlers: () => ({}) }
})
afterEach(() => {
  bridge?.destroy()
  bridge = undefined
  document.body.replaceChildren()
  vi.restoreAllMocks()
})
const open = () => {
  bridge = createBridge(iframe, page.origin, () => hooks)
  return bridge
}
/** Waits for as many replies as expected, then checks them in order, each posted to the checkout's origin. */
async function expectReplies(...expected: string[]) {
  await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(expected.length))
  expect(replies.mock.calls).toEqual(expected.map((reply) => [reply, page.origin]))
}

describe('createBridge', () => {
  it('serves a request from the checkout frame and replies to the exact checkout origin', async () => {
    const signMessage = handler(async (data) => `signed:${data}`)
    hooks.handlers = () => ({ signMessage })
    open()
    fromCheckout(wire('signMessage', 'hello'))
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(signMessage).toHaveBeenCalledWith('hello')
    expect(replies).toHaveBeenCalledWith('signed:hello', page.origin)
  })

  it('ignores messages from any other origin, even with the right source', async () => {
    const signMessage = handler(async () => 'sig')
    hooks.handlers = () => ({ signMessage })
    hooks.onLoad = vi.fn()
    open()
    const other = page.origin.replace('127.0.0.1', 'localhost')
    for (const origin of [other, `${page.origin}/`, page.origin.replace('http', 'https'), 'null', '']) {
      deliver(iframe.contentWindow, origin, wire('signMessage', 'x'))
      deliver(iframe.contentWindow, origin, wire('loaded'))
    }
    await settle()
    expect(signMessage).not.toHaveBeenCalled()
    expect(hooks.onLoad).not.toHaveBeenCalled()
    expect(replies).not.toHaveBeenCalled()
  })

  it('ignores messages of the checkout origin from another iframe, the page itself or no source', async () => {
    const impostor = await frame()
    const signMessage = handler(async () => 'sig')
    hooks.handlers = () => ({ signMessage })
    hooks.onSuccess = vi.fn()
    open()
    for (const source of [impostor.contentWindow, window, null]) {
      deliver(source, page.origin, wire('signMessage', 'x'))
      deliver(source, page.origin, wire('success', '', { id: 1 }))
    }
    await settle()
    expect(signMessage).not.toHaveBeenCalled()
    expect(hooks.onSuccess).not.toHaveBeenCalled()
    expect(replies).not.toHaveBeenCalled()
  })

  it('ignores source-less messages while the iframe is detached (null must not equal null)', async () => {
    const signMessage = handler(async () => 'sig')
    hooks.handlers = () => ({ signMessage })
    hooks.onLoad = vi.fn()
    open()
    iframe.remove()
    expect(iframe.contentWindow).toBeNull()
    deliver(null, page.origin, wire('signMessage', 'x'))
    deliver(null, page.origin, wire('loaded'))
    await settle()
    expect(signMessage).not.toHaveBeenCalled()
    expect(hooks.onLoad).not.toHaveBeenCalled()
  })

  it('answers concurrent requests one at a time, in arrival order', async () => {
    const started: string[] = []
    const release: Record<string, () => void> = {}
    const slow = (data: string) =>
      new Promise<string>((resolve) => {
        started.push(data)
        release[data] = () => resolve(`r-${data}`)
      })
    hooks.handlers = () => ({ signTransaction: slow, sendTransaction: slow, signMessage: slow })
    open()
    fromCheckout(wire('signTransaction', 'a'))
    fromCheckout(wire('sendTransaction', 'b'))
    fromCheckout(wire('signMessage', 'c'))
    await settle()
    expect(started).toEqual(['a'])
    release.a!()
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']))
    release.b!()
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']))
    release.c!()
    await expectReplies('r-a', 'r-b', 'r-c')
  })

  it('replies ERROR with the message when the handler throws, rejects or is missing', async () => {
    hooks.handlers = () => ({
      signMessage: () => {
        throw new Error('user closed the wallet')
      },
      signTransaction: async () => Promise.reject(new Error('rejected by user')),
    })
    open()
    fromCheckout(wire('signMessage', 'x'))
    fromCheckout(wire('signTransaction', 'y'))
    fromCheckout(wire('sendTransaction', 'z'))
    await expectReplies(
      'ERROR user closed the wallet',
      'ERROR rejected by user',
      'ERROR sendTransaction is not supported: no handler for this wallet',
    )
  })

  it('replies ERROR for every other failure: handlers() throwing, odd rejections, a non-string result', async () => {
    const outcomes: Array<() => Promise<unknown>> = [
      async () => undefined,
      () => Promise.reject({ code: 4001, message: 'User rejected the request.' }), // EIP-1193 style
      () => Promise.reject('plain text'),
      () => Promise.reject(Object.create(null)), // cannot even be turned into a string
    ]
    let calls = 0
    hooks.handlers = () => {
      if (calls++ === 0) throw new Error('no wallet connected')
      return { signMessage: outcomes.shift() as RequestHandler }
    }
    open()
    for (const data of ['1', '2', '3', '4', '5']) fromCheckout(wire('signMessage', data))
    await expectReplies(
      'ERROR no wallet connected',
      'ERROR signMessage is not supported: the handler returned no string',
      'ERROR User rejected the request.',
      'ERROR plain text',
      'ERROR request failed',
    )
  })

  it('lets onBeforeRequest see each request and refuse it (false, throw, rejection) before the wallet does', async () => {
    const signTransaction = handler(async (data) => `ok-${data}`)
    hooks.handlers = () => ({ signTransaction })
    const verdicts: Array<() => unknown> = [
      () => false,
      () => {
        throw new Error('amount too high')
      },
      () => Promise.reject(new Error('not now')),
      () => true,
      () => undefined,
      async () => false,
    ]
    const onBeforeRequest = vi.fn(() => verdicts.shift()!() as boolean)
    hooks.onBeforeRequest = onBeforeRequest
    open()
    for (const data of ['1', '2', '3', '4', '5', '6']) fromCheckout(wire('signTransaction', data))
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(6))
    expect(onBeforeRequest).toHaveBeenNthCalledWith(1, {
      method: 'signTransaction',
      data: '1',
      blockchain: 'solana',
    })
    expect(signTransaction.mock.calls).toEqual([['4'], ['5']])
    expect(replies.mock.calls.map(([reply]) => reply)).toEqual([
      'ERROR signTransaction was refused: refused by the page',
      'ERROR amount too high',
      'ERROR not now',
      'ok-4',
      'ok-5',
      'ERROR signTransaction was refused: refused by the page',
    ])
  })

  it('drops the reply of a request in flight at destroy and never starts the queued ones', async () => {
    let finish = (_: string) => {}
    const signMessage = handler(() => new Promise<string>((resolve) => (finish = resolve)))
    hooks.handlers = () => ({ signMessage })
    const bridge = open()
    fromCheckout(wire('signMessage', 'first'))
    fromCheckout(wire('signMessage', 'second'))
    await vi.waitFor(() => expect(signMessage).toHaveBeenCalledTimes(1))
    bridge.destroy()
    finish('late signature')
    await settle()
    expect(signMessage).toHaveBeenCalledTimes(1)
    expect(replies).not.toHaveBeenCalled()
  })

  it('adds one message listener and removes that same one on destroy', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const bridge = open()
    expect(add).toHaveBeenCalledTimes(1)
    expect(add.mock.calls[0]?.[0]).toBe('message')
    bridge.destroy()
    expect(remove).toHaveBeenCalledWith('message', add.mock.calls[0]?.[1])
  })

  it('resizes only for its own heightChange id', () => {
    hooks.onHeightChange = vi.fn()
    open()
    fromCheckout(wire('heightChange:other', '300'))
    fromCheckout(wire('heightChange', '300'))
    fromCheckout(wire('heightChange:h1', '480'))
    expect(hooks.onHeightChange).toHaveBeenCalledTimes(1)
    expect(hooks.onHeightChange).toHaveBeenCalledWith(480)
  })

  it('passes success and authDeclined info once per message, and reports loaded', () => {
    hooks.onSuccess = vi.fn()
    hooks.onAuthDeclined = vi.fn()
    hooks.onLoad = vi.fn()
    open()
    fromCheckout(wire('success', '', { paymentId: 'p1' }))
    fromCheckout(wire('success', '', { paymentId: 'p2' }))
    fromCheckout(wire('authDeclined', '', { reason: 'card' }))
    fromCheckout(wire('loaded'))
    expect((hooks.onSuccess as Mock).mock.calls).toEqual([[{ paymentId: 'p1' }], [{ paymentId: 'p2' }]])
    expect(hooks.onAuthDeclined).toHaveBeenCalledExactlyOnceWith({ reason: 'card' })
    expect(hooks.onLoad).toHaveBeenCalledTimes(1)
  })

  it('ignores accountLinked and warns once for an unknown method, without replying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    open()
    fromCheckout(wire('accountLinked', 'acct'))
    expect(warn).not.toHaveBeenCalled()
    fromCheckout(wire('openTheVault', 'now'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('openTheVault')
    await settle()
    expect(replies).not.toHaveBeenCalled()
  })

  it('reads its hooks at each message, so new callbacks apply without rebinding', () => {
    const first = vi.fn()
    const second = vi.fn()
    hooks.onSuccess = first
    open()
    fromCheckout(wire('success'))
    hooks = { ...hooks, onSuccess: second }
    fromCheckout(wire('success'))
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('throws "Iframe not defined" when sending with the iframe gone', () => {
    const bridge = open()
    bridge.send('ping')
    expect(replies).toHaveBeenCalledWith('ping', page.origin)
    iframe.remove()
    expect(() => bridge.send('ping')).toThrow(IframeNotDefinedError)
    expect(() => bridge.send('ping')).toThrow('Iframe not defined')
  })
})
