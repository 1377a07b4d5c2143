// @vitest-environment happy-dom

import { deliver, nextLoad, serveCheckoutPage, settle, wire } from '@portico/test-fixtures/checkout-page'
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import type { RequestHandlers } from '../plugins/plugin'
import { type Bridge, type BridgeHooks, createBridge } from './bridge'
import { type CheckoutPage, handWallet, loadedFrame } from './bridge.test-helper'

// Faults around the checkout's documents and the wallet: a frame that loads another document, moves, or
// leaves the page while the wallet works, and a wallet that never answers. The checkout is a real page on
// another origin; happy-dom runs no script in frames, so its messages are dispatched on window with the
// origin and source a browser would set. test/browser/faults.browser.test.ts plays the same faults in Chromium.

let page: CheckoutPage
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())

let bridge: Bridge | undefined
afterEach(() => {
  bridge?.destroy()
  bridge = undefined
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const open = (iframe: HTMLIFrameElement, handlers: RequestHandlers, extra: Partial<BridgeHooks> = {}) => {
  const hooks: BridgeHooks = { blockchain: 'solana', handlers: () => handlers, ...extra }
  bridge = createBridge(iframe, page.origin, () => hooks)
  return { bridge, hooks }
}
/** The checkout in `iframe` asks for a signature of `data`. */
const ask = (iframe: HTMLIFrameElement, data: string) =>
  deliver(iframe.contentWindow, page.origin, wire('signMessage', data))
/** Spies on what is posted to the window the frame shows now (the call still goes through). */
const postedTo = (iframe: HTMLIFrameElement) =>
  vi.spyOn(iframe.contentWindow as Window, 'postMessage') as Mock
/** A loaded frame bridged to a wallet answered by hand for `signMessage`, and a spy on what is posted to it. */
async function walletFrame(extra: Partial<BridgeHooks> = {}) {
  const iframe = await loadedFrame(page)
  const wallet = handWallet()
  const { hooks } = open(iframe, { signMessage: wallet.handler }, extra)
  return { iframe, wallet, hooks, posted: postedTo(iframe) }
}
// A navigation inside the frame keeps its window, as in a browser, and ends with a load event on the iframe;
// happy-dom cannot run the checkout's own navigation, so the test dispatches that load event.
const navigateInside = (iframe: HTMLIFrameElement) => iframe.dispatchEvent(new Event('load'))
const container = () => document.body.appendChild(document.createElement('div'))
/** The frame asks for `data`, the wallet answers `sig-{data}`, and the answer is posted to the frame. */
async function served(iframe: HTMLIFrameElement, wallet: ReturnType<typeof handWallet>, data: string) {
  const posted = postedTo(iframe)
  ask(iframe, data)
  await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith(data))
  wallet.answer(data, `sig-${data}`)
  await vi.waitFor(() => expect(posted).toHaveBeenCalledWith(`sig-${data}`, page.origin))
}

describe('a bridge and the documents its frame shows', () => {
  it('drops the answer still pending for a document once the frame loads another', async () => {
    const { iframe, wallet, posted } = await walletFrame()
    ask(iframe, 'old')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('old'))
    navigateInside(iframe)
    wallet.answer('old', 'sig-old')
    await settle()
    expect(posted).not.toHaveBeenCalled()
  })

  it('never hands the wallet a request queued before the load, and serves the new document at once', async () => {
    const { iframe, wallet, posted } = await walletFrame()
    ask(iframe, 'old-1')
    ask(iframe, 'old-2')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('old-1'))
    navigateInside(iframe)
    // The old request is still at the wallet (it may never answer): the new document does not wait for it.
    ask(iframe, 'new')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('new'))
    wallet.answer('new', 'sig-new')
    wallet.answer('old-1', 'sig-old-1')
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
    await settle()
    expect(wallet.handler.mock.calls).toEqual([['old-1'], ['new']])
    expect(posted.mock.calls).toEqual([['sig-new', page.origin]])
  })

  it('drops the answer when the iframe moves in the DOM, even before the moved frame has loaded', async () => {
    const iframe = await loadedFrame(page, container())
    const wallet = handWallet()
    open(iframe, { signMessage: wallet.handler })
    const before = postedTo(iframe)
    ask(iframe, 'a')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('a'))
    const loaded = nextLoad(iframe)
    container().append(iframe)
    // A move gives the frame a new window, where the new document will live.
    const after = postedTo(iframe)
    wallet.answer('a', 'sig-a')
    await settle()
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
    // The moved frame's own request, asked before its load event, is its own and is served.
    ask(iframe, 'b')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('b'))
    await loaded
    wallet.answer('b', 'sig-b')
    await vi.waitFor(() => expect(after).toHaveBeenCalledWith('sig-b', page.origin))
    expect(after).toHaveBeenCalledTimes(1)
  })

  it('serves what the first document asks before its load event (made before the frame is in the page)', async () => {
    const iframe = document.createElement('iframe')
    iframe.src = `${page.origin}/solana/purchase-v2/m`
    const wallet = handWallet()
    // As mountCheckout does: the bridge first, then the iframe goes into the page and starts loading.
    open(iframe, { signMessage: wallet.handler })
    const loaded = nextLoad(iframe)
    document.body.append(iframe)
    const posted = postedTo(iframe)
    ask(iframe, 'early')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('early'))
    await loaded
    wallet.answer('early', 'sig-early')
    await vi.waitFor(() => expect(posted).toHaveBeenCalledWith('sig-early', page.origin))
  })

  it('never asks the wallet for a request dropped while onBeforeRequest was deciding', async () => {
    const iframe = await loadedFrame(page)
    const wallet = handWallet()
    let allow = (_: boolean) => {}
    const onBeforeRequest = vi.fn(() => new Promise<boolean>((resolve) => (allow = resolve)))
    open(iframe, { signMessage: wallet.handler }, { onBeforeRequest })
    const posted = postedTo(iframe)
    ask(iframe, 'a')
    await vi.waitFor(() => expect(onBeforeRequest).toHaveBeenCalledTimes(1))
    navigateInside(iframe)
    allow(true)
    await settle()
    expect(wallet.handler).not.toHaveBeenCalled()
    expect(posted).not.toHaveBeenCalled()
  })
})

describe('a bridge whose iframe leaves the page without destroy()', () => {
  const listenerOf = (add: Mock) => add.mock.calls.find(([type]) => type === 'message')?.[1]

  it('stops: its message listener goes and the answer in flight is never posted', async () => {
    const box = container()
    const iframe = await loadedFrame(page, box)
    const wallet = handWallet()
    const add = vi.spyOn(window, 'addEventListener') as Mock
    const remove = vi.spyOn(window, 'removeEventListener')
    open(iframe, { signMessage: wallet.handler })
    const posted = postedTo(iframe)
    ask(iframe, 'a')
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('a'))
    box.remove()
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith('message', listenerOf(add)))
    wallet.answer('a', 'sig-a')
    await settle()
    expect(posted).not.toHaveBeenCalled()
  })

  it('stops even when taken out before its frame has loaded (made before the frame was in the page)', async () => {
    // No src (a frame taken out mid-load makes happy-dom log the abort), and its load event is kept from
    // the bridge: the bridge must notice without any load, as for a checkout still on its way.
    const iframe = document.createElement('iframe')
    iframe.addEventListener('load', (event) => event.stopImmediatePropagation())
    const add = vi.spyOn(window, 'addEventListener') as Mock
    const remove = vi.spyOn(window, 'removeEventListener')
    const box = container()
    open(iframe, {})
    box.append(iframe)
    // A later task: the page's own code takes the checkout out again.
    await new Promise((resolve) => setTimeout(resolve, 0))
    box.remove()
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith('message', listenerOf(add)))
  })

  it('keeps serving a frame moved within one task (not a removal)', async () => {
    const iframe = await loadedFrame(page, container())
    const wallet = handWallet()
    const remove = vi.spyOn(window, 'removeEventListener')
    open(iframe, { signMessage: wallet.handler })
    const loaded = nextLoad(iframe)
    container().append(iframe)
    await loaded
    expect(remove).not.toHaveBeenCalled()
    await served(iframe, wallet, 'b')
  })

  it('serves the frame again once it is put back and has loaded', async () => {
    const box = container()
    const iframe = await loadedFrame(page, box)
    const wallet = handWallet()
    const remove = vi.spyOn(window, 'removeEventListener')
    open(iframe, { signMessage: wallet.handler })
    box.remove()
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1))
    const loaded = nextLoad(iframe)
    document.body.append(box)
    await loaded
    await served(iframe, wallet, 'back')
  })

  it('stays stopped after destroy(), whatever the frame loads next', async () => {
    const iframe = await loadedFrame(page)
    const wallet = handWallet()
    const add = vi.spyOn(window, 'addEventListener') as Mock
    const remove = vi.spyOn(window, 'removeEventListener')
    open(iframe, { signMessage: wallet.handler }).bridge.destroy()
    expect(remove).toHaveBeenCalledWith('message', listenerOf(add))
    const loaded = nextLoad(iframe)
    iframe.src = `${page.origin}/solana/purchase-v2/m?again`
    await loaded
    navigateInside(iframe)
    ask(iframe, 'after')
    await settle()
    expect(add.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1)
    expect(wallet.handler).not.toHaveBeenCalled()
  })
})

describe('a wallet that never answers', () => {
  it('gets the request an ERROR after walletTimeoutMs, lets the next one through and is ignored later', async () => {
    const { iframe, wallet, hooks, posted } = await walletFrame({ walletTimeoutMs: 50 })
    ask(iframe, 'hangs')
    // Read as each request starts: the next one has all the time the test needs.
    hooks.walletTimeoutMs = 60_000
    ask(iframe, 'next')
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
    expect(posted).toHaveBeenCalledWith(
      'ERROR the wallet did not answer signMessage within 50 ms',
      page.origin,
    )
    await vi.waitFor(() => expect(wallet.handler).toHaveBeenCalledWith('next'))
    wallet.answer('next', 'sig-next')
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2))
    wallet.answer('hangs', 'too late')
    await settle()
    expect(posted.mock.calls.map(([reply]) => reply)).toEqual([
      'ERROR the wallet did not answer signMessage within 50 ms',
      'sig-next',
    ])
  })

  it.each([0, -1, Number.NaN, 2 ** 31, '1000'])(
    'answers ERROR without asking the wallet when walletTimeoutMs is %s',
    async (walletTimeoutMs) => {
      const { iframe, wallet, posted } = await walletFrame({ walletTimeoutMs: walletTimeoutMs as number })
      ask(iframe, 'a')
      await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
      expect(String(posted.mock.calls[0]?.[0])).toMatch(/^ERROR Invalid walletTimeoutMs: /)
      expect(wallet.handler).not.toHaveBeenCalled()
    },
  )
})
