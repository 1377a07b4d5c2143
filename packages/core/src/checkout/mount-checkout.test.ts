// @vitest-environment happy-dom

import { deliver, nextLoad, settle, wire, withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PorticoEvent } from '../embed/events'
import {
  BlockchainNotSupportedError,
  InvalidOptionError,
  SolanaRequiredError,
} from '../errors/checkout-errors'
import { type ChainEntry, definePlugin, type HandlerContext } from '../plugins/plugin'
import { lendSignals } from '../protection/device'
import {
  type CheckoutHandle,
  createCheckout,
  type MountCheckoutOptions,
  mountCheckout,
} from './mount-checkout'
import { bankLinkPage } from './own-pages'

// The checkout is a real page on 127.0.0.1 (cross-origin to the test page); its messages are dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = withCheckoutPage()

interface TestWallet {
  address: string
  sign?: (data: string) => Promise<string>
}
// Test-only chains, registered so options type-check as a merchant's would with a plugin installed.
declare module '../plugins/plugin' {
  interface ChainRegistry {
    'mount-test': ChainEntry<TestWallet, { to: string }>
    'mount-bare': ChainEntry<TestWallet, string>
  }
}
const handlers = vi.fn((wallet: TestWallet, _context: HandlerContext) => ({
  signMessage: wallet.sign ?? (async (data: string) => `${wallet.address} signed ${data}`),
}))
const testPlugin = definePlugin<TestWallet, { to: string }>({
  name: 'test',
  blockchains: ['solana', 'mount-test'],
  walletAddress: (wallet) => wallet.address,
  encodeTransaction: (tx) => `encoded-${tx.to}`,
  handlers,
})
const bare = definePlugin<TestWallet>({
  name: 'bare',
  blockchains: ['mount-bare'],
  walletAddress: () => undefined,
  handlers: () => ({}),
})

// Every frame is let finish loading before teardown: removing one mid-load makes happy-dom log the abort.
const mounted = new Map<Pick<CheckoutHandle, 'iframe' | 'status' | 'destroy'>, Promise<void>>()
type Options = MountCheckoutOptions<'mount-test'>
const options = (extra: Partial<Options> = {}): Options => ({
  blockchain: 'mount-test',
  merchantId: 'shop',
  hosts: { checkout: page.origin },
  plugins: [testPlugin, bare],
  wallet: { address: 'W1' },
  ...extra,
})
function mount(
  extra: Partial<Options> = {},
  container = document.body.appendChild(document.createElement('div')),
) {
  const handle = mountCheckout(container, options(extra))
  mounted.set(handle, nextLoad(handle.iframe))
  return handle
}
async function mountLoaded(extra: Partial<Options> = {}) {
  const handle = mount(extra)
  await mounted.get(handle)
  return handle
}
/** Resolves after the next animation frame: the one a heightChange sent before this call is written in. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
/** Records every write to `iframe`'s style attribute, as the inline style (without the mount's own). */
function watchStyleWrites(iframe: HTMLIFrameElement) {
  const seen: string[] = []
  const base = iframe.style.cssText
  new MutationObserver((records) => {
    for (const _ of records) seen.push(iframe.style.cssText.replace(base, '').trim())
  }).observe(iframe, { attributeFilter: ['style'] })
  return () => seen
}
const params = (handle: CheckoutHandle<'mount-test'>) => new URL(handle.iframe.src).searchParams
const send = (handle: { iframe: HTMLIFrameElement }, method: string, data = '', info?: unknown) =>
  deliver(handle.iframe.contentWindow, page.origin, wire(method, data, info))

afterEach(async () => {
  for (const [handle, loaded] of mounted) if (handle.status !== 'destroyed') await loaded
  for (const handle of mounted.keys()) handle.destroy()
  mounted.clear()
  document.body.replaceChildren()
  page.hits.length = 0
  handlers.mockClear()
  vi.restoreAllMocks()
})

describe('mountCheckout: the iframe', () => {
  it('embeds a titled, permissioned, full-width iframe that fades in once the checkout says loaded', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    const handle = mount({}, container)
    const { iframe } = handle
    // In a box of its own, which its loader covers.
    expect(iframe.parentElement?.parentElement).toBe(container)
    expect(iframe.getAttribute('title')).toBe('Checkout')
    expect(iframe.getAttribute('allow')).toBe('payment; camera; clipboard-write; geolocation')
    expect(iframe.style.width).toBe('100%')
    expect(iframe.style.transition).toBe('opacity 300ms')
    expect(iframe.style.opacity).toBe('0')
    expect(iframe.hasAttribute('credentialless')).toBe(false)
    await mounted.get(handle)
    // Loaded as a document is not loaded as a checkout: it shows once it says so.
    expect(iframe.style.opacity).toBe('0')
    send(handle, 'loaded')
    expect(iframe.style.opacity).toBe('1')
  })

  it('takes a title and sets credentialless before src when asked', () => {
    const { iframe } = mount({ title: 'Pay with Portico', credentialless: true })
    expect(iframe.getAttribute('title')).toBe('Pay with Portico')
    const names = iframe.getAttributeNames()
    expect(names).toContain('credentialless')
    expect(names.indexOf('credentialless')).toBeLessThan(names.indexOf('src'))
  })

  it('builds the URL with the wallet address, the encoded transaction, the route and its height id', () => {
    const handle = mount({
      transaction: { to: 'bob' },
      kind: 'withdraw',
      cents: 500,
      blockchain: 'mount-test',
    })
    const url = new URL(handle.iframe.src)
    expect(url.origin + url.pathname).toBe(`${page.origin}/mount-test/withdraw/shop`)
    expect(params(handle).get('pubkey')).toBe('W1')
    expect(params(handle).get('transaction')).toBe('encoded-bob')
    expect(params(handle).get('cents')).toBe('500')
    expect(params(handle).get('useHeightChange')).toMatch(/^portico-\w+$/)
  })

  it('prefers the given pubkey, route and heightChangeId, and defaults to the purchase page on solana', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const solana = { merchantId: 'shop', hosts: { checkout: page.origin }, plugins: [testPlugin] }
    const handle = mountCheckout(container, { ...solana, pubkey: 'GIVEN', heightChangeId: 'h-7' })
    mounted.set(handle, nextLoad(handle.iframe))
    expect(new URL(handle.iframe.src).pathname).toBe('/solana/purchase-v2/shop')
    expect(new URL(handle.iframe.src).searchParams.get('pubkey')).toBe('GIVEN')
    expect(new URL(handle.iframe.src).searchParams.get('useHeightChange')).toBe('h-7')
    expect(new URL(mount({ route: '/custom/page' }).iframe.src).pathname).toBe('/mount-test/custom/page')
    // The URL's name of the tag is not an option (a page without types may still pass it): not read.
    const urlName = mount({ useHeightChange: 'old' } as Partial<Options>)
    expect(params(urlName).get('useHeightChange')).toMatch(/^portico-\w+$/)
  })

  it('passes a string transaction through for a plugin with no encoder, and refuses anything else', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const bareOptions = { merchantId: 'shop', hosts: { checkout: page.origin }, plugins: [bare] }
    const handle = mountCheckout(container, {
      ...bareOptions,
      blockchain: 'mount-bare',
      transaction: 'ready-made',
    })
    mounted.set(handle, nextLoad(handle.iframe))
    expect(new URL(handle.iframe.src).searchParams.get('transaction')).toBe('ready-made')
    const untyped = {
      ...bareOptions,
      blockchain: 'mount-bare',
      transaction: { to: 'x' } as unknown as string,
    } as const
    expect(() => mountCheckout(container, untyped)).toThrow(InvalidOptionError)
  })

  it('throws the catalogue error when no given plugin serves the blockchain, embedding nothing', () => {
    const container = document.createElement('div')
    expect(() => mountCheckout(container, { merchantId: 'shop', plugins: [bare] })).toThrow(
      SolanaRequiredError,
    )
    const eth = { merchantId: 'shop', blockchain: 'eth', plugins: [testPlugin, bare] } as const
    expect(() => mountCheckout(container, eth)).toThrow(BlockchainNotSupportedError)
    expect(() => mountCheckout(container, eth)).toThrow('blockchain not supported')
    expect(container.childElementCount).toBe(0)
  })
})

describe('mountCheckout: messages', () => {
  it('resizes only its own instance, within minHeight and maxHeight', async () => {
    const onHeightChange = vi.fn()
    const a = await mountLoaded({ onHeightChange, minHeight: 200, maxHeight: 900 })
    const b = await mountLoaded()
    const idA = params(a).get('useHeightChange')
    expect(idA).not.toBe(params(b).get('useHeightChange'))
    send(a, `heightChange:${idA}`, '640')
    await nextFrame()
    expect(a.iframe.style.height).toBe('640px')
    send(a, `heightChange:${idA}`, '50')
    await nextFrame()
    expect(a.iframe.style.height).toBe('200px')
    send(a, `heightChange:${idA}`, '5000')
    await nextFrame()
    expect(a.iframe.style.height).toBe('900px')
    expect(onHeightChange.mock.calls).toEqual([[640], [200], [900]])
    // A's id, but from B's frame: not B's to act on, nor A's.
    send(b, `heightChange:${idA}`, '321')
    await nextFrame()
    expect(b.iframe.style.height).toBe('')
    expect(a.iframe.style.height).toBe('900px')
  })

  it('writes the iframe height once per animation frame, with the last height sent in it', async () => {
    const onHeightChange = vi.fn()
    const handle = await mountLoaded({ onHeightChange, maxHeight: 900 })
    const writes = watchStyleWrites(handle.iframe)
    const id = params(handle).get('useHeightChange')
    for (let h = 301; h <= 350; h++) send(handle, `heightChange:${id}`, String(h))
    send(handle, `heightChange:${id}`, '1200')
    expect(handle.iframe.style.height).toBe('') // nothing is written before the frame
    await nextFrame()
    expect(writes()).toEqual(['height: 900px;'])
    expect(onHeightChange.mock.calls).toEqual([[900]])
    // The next frame is a new one: a later height is written again.
    send(handle, `heightChange:${id}`, '480')
    await nextFrame()
    expect(writes()).toEqual(['height: 900px;', 'height: 480px;'])
    expect(onHeightChange.mock.calls).toEqual([[900], [480]])
  })

  it('writes no height once destroyed before the pending frame', async () => {
    const onHeightChange = vi.fn()
    const handle = await mountLoaded({ onHeightChange })
    send(handle, `heightChange:${params(handle).get('useHeightChange')}`, '640')
    handle.destroy()
    await nextFrame()
    await settle()
    expect(handle.iframe.style.height).toBe('')
    expect(onHeightChange).not.toHaveBeenCalled()
  })

  it('writes the height at once where there are no animation frames', async () => {
    const onHeightChange = vi.fn()
    const handle = await mountLoaded({ onHeightChange })
    vi.stubGlobal('requestAnimationFrame', undefined)
    try {
      send(handle, `heightChange:${params(handle).get('useHeightChange')}`, '640')
      expect(handle.iframe.style.height).toBe('640px')
      expect(onHeightChange).toHaveBeenCalledExactlyOnceWith(640)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('serves two instances on one page, each with its own wallet, each reply to its own frame', async () => {
    const a = await mountLoaded({ wallet: { address: 'A' } })
    const b = await mountLoaded({ wallet: { address: 'B' } })
    const toA = vi.spyOn(a.iframe.contentWindow!, 'postMessage')
    const toB = vi.spyOn(b.iframe.contentWindow!, 'postMessage')
    send(b, 'signMessage', 'm1')
    send(a, 'signMessage', 'm2')
    await vi.waitFor(() => expect(toA).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(toB).toHaveBeenCalledTimes(1))
    expect(toA).toHaveBeenCalledWith('A signed m2', page.origin)
    expect(toB).toHaveBeenCalledWith('B signed m1', page.origin)
  })

  it('passes success and authDeclined info to the latest callbacks', async () => {
    const first = vi.fn()
    const onSuccess = vi.fn()
    const onAuthDeclined = vi.fn()
    const handle = await mountLoaded({ onSuccess: first })
    handle.update(options({ onSuccess, onAuthDeclined }))
    send(handle, 'success', '', { paymentId: 'p9' })
    send(handle, 'authDeclined', '', { code: '05' })
    expect(first).not.toHaveBeenCalled()
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p9' })
    expect(onAuthDeclined).toHaveBeenCalledExactlyOnceWith({ code: '05' })
  })

  it('refuses a request when onBeforeRequest says no, without calling the wallet', async () => {
    const sign = vi.fn(async () => 'sig')
    const onBeforeRequest = vi.fn(() => false)
    const handle = await mountLoaded({
      wallet: { address: 'W1', sign },
      onBeforeRequest,
    })
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'signMessage', 'payload')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(onBeforeRequest).toHaveBeenCalledWith({
      method: 'signMessage',
      data: 'payload',
      blockchain: 'mount-test',
    })
    expect(sign).not.toHaveBeenCalled()
    expect(replies).toHaveBeenCalledWith('ERROR signMessage was refused: refused by the page', page.origin)
  })
})

describe('mountCheckout: inputs, accounts, overlay and redirect events', () => {
  const events = () => ({
    onInputError: vi.fn(),
    onInputValid: vi.fn(),
    onAccountLinked: vi.fn(),
    onAccountNotLinked: vi.fn(),
    onOverlay: vi.fn(),
    onRedirect: vi.fn(() => false as const),
  })
  const play = (handle: CheckoutHandle<'mount-test'>) => {
    send(handle, 'inputError', '', { field: 'card-number', message: 'Card number is invalid.' })
    send(handle, 'inputValid', '', { field: 'card-number' })
    send(handle, 'accountLinked', '', { type: 'bank', tokens: ['tok_1'] })
    send(handle, 'accountNotLinked', '', { type: 'bank', reason: 'canceled' })
    send(handle, 'overlay', 'open')
    send(handle, 'redirect', 'https://cash.test/pay')
  }

  it('routes each event to the latest callbacks, without reloading', async () => {
    const first = events()
    const latest = events()
    const handle = await mountLoaded(first)
    handle.update(options(latest))
    play(handle)
    for (const spy of Object.values(first)) expect(spy).not.toHaveBeenCalled()
    expect(latest.onInputError).toHaveBeenCalledExactlyOnceWith({
      field: 'card-number',
      message: 'Card number is invalid.',
    })
    expect(latest.onInputValid).toHaveBeenCalledExactlyOnceWith({ field: 'card-number' })
    expect(latest.onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['tok_1'] })
    expect(latest.onAccountNotLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', reason: 'canceled' })
    expect(latest.onOverlay).toHaveBeenCalledExactlyOnceWith('open')
    expect(latest.onRedirect).toHaveBeenCalledExactlyOnceWith('https://cash.test/pay')
    expect(page.hits).toHaveLength(1)
  })

  it('gives each of two instances only the events of its own frame', async () => {
    const a = events()
    const b = events()
    const handleA = await mountLoaded(a)
    const handleB = await mountLoaded(b)
    play(handleB)
    for (const spy of Object.values(a)) expect(spy).not.toHaveBeenCalled()
    for (const spy of Object.values(b)) expect(spy).toHaveBeenCalledTimes(1)
    // The frame of A posting from another origin is no one's.
    deliver(handleA.iframe.contentWindow, 'http://evil.test', wire('inputValid', '', { field: 'cvv' }))
    expect(a.onInputValid).not.toHaveBeenCalled()
  })

  it('opens an https redirect with noopener, refuses a hostile one, and lets onRedirect take it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handle = await mountLoaded()
    send(handle, 'redirect', 'https://cash.test/pay')
    send(handle, 'redirect', `${page.origin}/bank/step`)
    for (const hostile of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://evil.test/'])
      send(handle, 'redirect', hostile)
    expect(open.mock.calls).toEqual([
      ['https://cash.test/pay', '_blank', 'noopener,noreferrer'],
      [`${page.origin}/bank/step`, '_blank', 'noopener,noreferrer'],
    ])
    expect(warn).toHaveBeenCalledTimes(3)
    const onRedirect = vi.fn(() => false)
    handle.update(options({ onRedirect }))
    send(handle, 'redirect', 'https://cash.test/other')
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith('https://cash.test/other')
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('resizes for a heightChange whose data is a JSON number', async () => {
    const onHeightChange = vi.fn()
    const handle = await mountLoaded({ onHeightChange })
    const id = params(handle).get('useHeightChange')
    deliver(
      handle.iframe.contentWindow,
      page.origin,
      JSON.stringify({ method: `heightChange:${id}`, data: 480 }),
    )
    await nextFrame()
    expect(handle.iframe.style.height).toBe('480px')
    expect(onHeightChange).toHaveBeenCalledExactlyOnceWith(480)
  })
})

describe('mountCheckout: title and loader', () => {
  const loaderOf = (handle: CheckoutHandle<'mount-test'>) =>
    handle.iframe.parentElement?.querySelector<HTMLElement>('[role="status"]') ?? null

  it('titles the iframe after its page, and a title given replaces it', () => {
    const kinds = ['purchase', 'withdraw', 'purchase-history', 'withdraw-history'] as const
    expect(kinds.map((kind) => mount({ kind }).iframe.title)).toEqual([
      'Checkout',
      'withdraw',
      'Purchase history',
      'Withdraw history',
    ])
    expect(mount({ kind: 'payment-intent', paymentIntentId: 'pi_1' }).iframe.title).toBe('Checkout')
    const translated = mount({ title: 'Kasse' })
    expect(translated.iframe.title).toBe('Kasse')
    translated.update(options({ kind: 'withdraw' }))
    expect(translated.iframe.title).toBe('withdraw')
  })

  it('covers a purchase with a status loader until it says loaded, and again for a new page', async () => {
    const handle = await mountLoaded()
    const box = handle.iframe.parentElement as HTMLElement
    // The frame's load event is not the checkout's word: the loader stays until `loaded`.
    expect(loaderOf(handle)?.textContent).toBe('Loading checkout')
    expect(box.getAttribute('aria-busy')).toBe('true')
    expect(box.style.minHeight).toBe('400px')
    send(handle, 'loaded')
    expect(loaderOf(handle)).toBeNull()
    expect(box.getAttribute('aria-busy')).toBe('false')
    // The height stays reserved until the checkout's first height (mount-checkout.reserve.test.ts).
    expect(box.style.minHeight).toBe('400px')
    const reloaded = nextLoad(handle.iframe)
    handle.update(options({ cents: 700 }))
    mounted.set(handle, reloaded)
    expect(loaderOf(handle)?.textContent).toBe('Loading checkout')
  })

  it('draws the skeleton in the inverse of loaderBackground and says loaderLabel', () => {
    const loader = loaderOf(mount({ loaderBackground: '#1a2b3c', loaderLabel: 'Kasse lädt', minHeight: 120 }))
    expect(loader?.textContent).toBe('Kasse lädt')
    expect(loader?.style.background).toMatch(/#1a2b3c|rgb\(26, 43, 60\)/)
    const rows = loader?.querySelectorAll<HTMLElement>('[aria-hidden="true"] > div') ?? []
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.style.background).toMatch(/#e5d4c3|rgb\(229, 212, 195\)/)
    expect(loader?.parentElement?.style.minHeight).toBe('120px')
  })

  it('draws none on the pages that do not pay, nor when told not to', () => {
    for (const kind of ['withdraw', 'purchase-history', 'withdraw-history'] as const)
      expect(loaderOf(mount({ kind }))).toBeNull()
    expect(loaderOf(mount({ loader: false }))).toBeNull()
    expect(loaderOf(mount({ kind: 'withdraw', loader: true }))?.textContent).toBe('Loading checkout')
  })

  it('takes its loader away when the checkout did not load', async () => {
    const handle = mount({ loadTimeoutMs: 1 })
    await vi.waitFor(() => expect(handle.status).toBe('error'))
    expect(loaderOf(handle)).toBeNull()
  })
})

describe('mountCheckout: bank link', () => {
  // On solana with no plugin at all: a bank link needs none.
  const bankLink = (extra: Partial<Options> = {}) =>
    mount({
      kind: 'bank-link',
      blockchain: 'solana',
      sessionKey: 'sk',
      plugins: [],
      ...extra,
    } as Partial<Options>)

  it('opens the linking page with bankLinkOnly=true and only its own parameters, no plugin needed', () => {
    const handle = bankLink({ cents: 500, email: 'a@b.c', transaction: { to: 'x' } })
    const url = new URL(handle.iframe.src)
    expect(url.pathname).toBe('/solana/checkout-link/shop')
    expect([...url.searchParams.keys()]).toEqual(['sessionKey', 'email', 'useHeightChange', 'bankLinkOnly'])
    expect(url.searchParams.get('bankLinkOnly')).toBe('true')
  })

  it('answers every sign and send request with an ERROR, and reports the link', async () => {
    const onAccountLinked = vi.fn()
    const handle = bankLink({ onAccountLinked })
    await mounted.get(handle)
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction']) send(handle, method, 'x')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(3))
    for (const [reply, origin] of replies.mock.calls) {
      expect(reply).toMatch(/^ERROR \w+ is not supported: a bank link never signs or sends$/)
      expect(origin).toBe(page.origin)
    }
    send(handle, 'accountLinked', '', { type: 'bank', tokens: ['tok_a', 'tok_b'] })
    expect(onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['tok_a', 'tok_b'] })
  })
})

describe('mountCheckout: payment intent', () => {
  it('opens /intents/checkout/{id} with only its own parameters', () => {
    const handle = mount({
      kind: 'payment-intent',
      paymentIntentId: 'pi_1',
      cents: 500,
      color: 'black',
      transaction: { to: 'x' },
    })
    const url = new URL(handle.iframe.src)
    expect(url.pathname).toBe('/intents/checkout/pi_1')
    expect([...url.searchParams.keys()]).toEqual(['color', 'useHeightChange'])
  })

  it("serves the intent's requests with the wallet's plugin", async () => {
    const handle = await mountLoaded({ kind: 'payment-intent', paymentIntentId: 'pi_1' })
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'signMessage', 'intent')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledExactlyOnceWith('W1 signed intent', page.origin))
  })

  it('needs no plugin without a wallet, and answers its requests with an ERROR', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    const handle = mountCheckout(container, {
      merchantId: 'shop',
      hosts: { checkout: page.origin },
      kind: 'payment-intent',
      paymentIntentId: 'pi_2',
    })
    mounted.set(handle, nextLoad(handle.iframe))
    await mounted.get(handle)
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'sendTransaction', 'x')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(replies.mock.calls[0]?.[0]).toMatch(/^ERROR sendTransaction is not supported/)
  })

  it('refuses a missing intent id, and a wallet no plugin serves', () => {
    const container = document.createElement('div')
    expect(() => mountCheckout(container, { merchantId: 'shop', kind: 'payment-intent' })).toThrow(
      InvalidOptionError,
    )
    expect(() =>
      mountCheckout(container, {
        merchantId: 'shop',
        kind: 'payment-intent',
        paymentIntentId: 'pi',
        plugins: [bare],
        wallet: {} as never,
      }),
    ).toThrow(SolanaRequiredError)
    expect(container.childElementCount).toBe(0)
  })
})

describe('createCheckout: only the pages given', () => {
  it('opens the checkout pages, and a bank link with its locator, as mountCheckout does', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    const purchase = createCheckout(container, options({ heightChangeId: 'h' }))
    expect(purchase.iframe.src).toBe(mount({ heightChangeId: 'h' }).iframe.src)
    purchase.destroy()
    const link = createCheckout(container, options({ kind: 'bank-link', sessionKey: 'sk' }), bankLinkPage)
    mounted.set(link, nextLoad(link.iframe))
    await mounted.get(link)
    expect(new URL(link.iframe.src).pathname).toBe('/mount-test/checkout-link/shop')
    const replies = vi.spyOn(link.iframe.contentWindow!, 'postMessage')
    send(link, 'signMessage', 'x')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(replies.mock.calls[0]?.[0]).toBe(
      'ERROR signMessage is not supported: a bank link never signs or sends',
    )
  })

  it('refuses a bank link or payment intent without their locator, embedding nothing', () => {
    const container = document.createElement('div')
    for (const kind of ['bank-link', 'payment-intent'] as const) {
      expect(() => createCheckout(container, options({ kind, paymentIntentId: 'pi' }))).toThrow(
        expect.objectContaining({ name: 'InvalidOptionError', option: 'kind' }),
      )
    }
    expect(container.childElementCount).toBe(0)
  })
})

describe('mountCheckout: update', () => {
  it('does not reload for equal options or new callbacks', async () => {
    const handle = await mountLoaded({ cents: 100, theme: { primary: '#123456' } })
    send(handle, 'loaded')
    const src = handle.iframe.src
    const seen = vi.fn()
    handle.subscribe(seen)
    handle.update(
      options({ cents: 100, theme: { primary: '#123456' }, onSuccess: () => {}, onLoad: () => {} }),
    )
    handle.update(options({ cents: 100, theme: { primary: '#123456' } }))
    await settle()
    // happy-dom skips a same-src navigation that a browser would make, so check the reload path was not taken.
    expect(handle.status).toBe('loaded')
    expect(seen).not.toHaveBeenCalled()
    expect(handle.iframe.style.opacity).toBe('1')
    expect(handle.iframe.src).toBe(src)
    expect(page.hits).toHaveLength(1)
  })

  it('serves requests with the latest wallet and options, without reloading', async () => {
    const handle = await mountLoaded({ wallet: { address: 'W1', sign: async () => 'old wallet' } })
    const latest = options({ wallet: { address: 'W1', sign: async () => 'new wallet' } })
    handle.update(latest)
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'signMessage', 'x')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledWith('new wallet', page.origin))
    expect(handlers).toHaveBeenCalledTimes(1)
    expect(handlers.mock.calls[0]?.[1]).toEqual({
      blockchain: 'mount-test',
      options: latest,
      // When the request's wallet timeout started: the plugin's own deadlines count from it.
      startedAt: expect.any(Number),
    })
    expect(page.hits).toHaveLength(1)
  })

  it('reloads when the URL changes, loading and transparent again', async () => {
    const handle = await mountLoaded({ cents: 100 })
    send(handle, 'loaded')
    const seen = vi.fn()
    handle.subscribe(seen)
    const reloaded = nextLoad(handle.iframe)
    handle.update(options({ cents: 250 }))
    expect(params(handle).get('cents')).toBe('250')
    expect(handle.status).toBe('loading')
    expect(handle.iframe.style.opacity).toBe('0')
    expect(seen).toHaveBeenCalledExactlyOnceWith('loading')
    await reloaded
    expect(page.hits).toHaveLength(2)
    send(handle, 'loaded')
    expect(handle.iframe.style.opacity).toBe('1')
  })

  it('drops what the previous page asked for once the frame reloads', async () => {
    let finish = (_: string) => {}
    const sign = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const handle = await mountLoaded({ wallet: { address: 'W1', sign } })
    send(handle, 'signMessage', 'old page')
    await vi.waitFor(() => expect(sign).toHaveBeenCalledTimes(1))
    const reloaded = nextLoad(handle.iframe)
    handle.update(options({ wallet: { address: 'W1', sign }, cents: 1 }))
    await reloaded
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    finish('stale')
    await settle()
    expect(replies).not.toHaveBeenCalled()
  })

  it('keeps the ids purchase protection adds after mount from reloading the checkout', async () => {
    const handle = await mountLoaded()
    const stop = lendSignals({ deviceId: 'device-1', sessionId: 'session-1' })
    try {
      handle.update(options())
      await settle()
      expect(page.hits).toHaveLength(1)
      expect(params(handle).get('deviceId')).toBeNull()
      const reloaded = nextLoad(handle.iframe)
      handle.update(options({ deviceId: 'given' }))
      expect(params(handle).get('deviceId')).toBe('given')
      await reloaded
      handle.update(options({ deviceId: 'given' }))
      await settle()
      expect(page.hits).toHaveLength(2)
    } finally {
      stop()
    }
  })

  it('applies new height limits and title at once, and keeps the checkout as it was on bad options', async () => {
    const handle = await mountLoaded()
    send(handle, `heightChange:${params(handle).get('useHeightChange')}`, '700')
    await nextFrame()
    expect(handle.iframe.style.height).toBe('700px')
    handle.update(options({ maxHeight: 500, title: 'Checkout' }))
    expect(handle.iframe.style.height).toBe('500px')
    expect(handle.iframe.getAttribute('title')).toBe('Checkout')
    const src = handle.iframe.src
    const unserved = { ...options(), blockchain: 'eth' } as unknown as Options
    expect(() => handle.update(unserved)).toThrow(BlockchainNotSupportedError)
    expect(handle.iframe.src).toBe(src)
    const onSuccess = vi.fn()
    handle.update(options({ maxHeight: 500, title: 'Checkout', onSuccess }))
    send(handle, 'success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(page.hits).toHaveLength(1)
  })
})

describe('mountCheckout: destroy', () => {
  it('removes the iframe and every listener it added, and says destroyed once', async () => {
    const onWindow = vi.spyOn(window, 'addEventListener')
    const offWindow = vi.spyOn(window, 'removeEventListener')
    const onFrame = vi.spyOn(HTMLIFrameElement.prototype, 'addEventListener')
    const offFrame = vi.spyOn(HTMLIFrameElement.prototype, 'removeEventListener')
    const handle = await mountLoaded()
    const reloaded = nextLoad(handle.iframe)
    handle.update(options({ cents: 5 })) // a reload makes a new listener: the old one must go too
    await reloaded
    const seen = vi.fn()
    handle.subscribe(seen)
    handle.destroy()
    handle.destroy()
    // Listeners still registered: added, not removed, and not the tests' own `once` load waiters.
    const net = (on: typeof onWindow, off: typeof offWindow) =>
      on.mock.calls.filter(
        ([type, fn, opts]) =>
          !(opts as AddEventListenerOptions | undefined)?.once &&
          !off.mock.calls.some(([t, f]) => t === type && f === fn),
      )
    expect(onWindow.mock.calls.filter(([type]) => type === 'message')).toHaveLength(2)
    expect(net(onWindow, offWindow)).toEqual([])
    // Each navigation's watch for a new document in the frame (the fade follows the status, not load events).
    expect(onFrame.mock.calls.filter(([, , opts]) => !opts)).toHaveLength(2)
    expect(net(onFrame, offFrame)).toEqual([])
    expect(handle.iframe.isConnected).toBe(false)
    expect(handle.status).toBe('destroyed')
    expect(seen).toHaveBeenCalledExactlyOnceWith('destroyed')
  })

  it('drops a reply that arrives after destroy, and ignores update', async () => {
    const warn = vi.spyOn(console, 'warn')
    let finish = (_: string) => {}
    const sign = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const handle = await mountLoaded({ wallet: { address: 'W1', sign } })
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'signMessage', 'x')
    await vi.waitFor(() => expect(sign).toHaveBeenCalledTimes(1))
    handle.destroy()
    finish('late')
    handle.update(options({ cents: 9 }))
    await settle()
    expect(replies).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled() // not even an attempt to post to the removed frame
    expect(handle.iframe.isConnected).toBe(false)
    expect(page.hits).toHaveLength(1)
  })
})

describe('mountCheckout: onEvent and debug', () => {
  it('reports a wallet payment in order, with nothing private in any event', async () => {
    const seen: PorticoEvent[] = []
    const handle = await mountLoaded({ heightChangeId: 'ev-1', onEvent: (event) => seen.push(event) })
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'loaded')
    send(handle, 'heightChange:ev-1', '640')
    await nextFrame()
    send(handle, 'signMessage', 'secret-message-bytes')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledOnce())
    send(handle, 'success', '', { paymentId: 'pay-1', email: 'shopper@example.com' })
    handle.destroy()
    expect(seen.map((event) => event.type)).toEqual([
      'load',
      'height',
      'request',
      'reply',
      'success',
      'destroy',
    ])
    expect(seen.every((event) => event.surface === 'checkout' && event.id === 'ev-1')).toBe(true)
    expect(seen.map((event) => event.at)).toEqual([...seen.map((event) => event.at)].sort((a, b) => a - b))
    expect(seen[2]).toMatchObject({ type: 'request', method: 'signMessage' })
    expect(seen[3]).toMatchObject({ type: 'reply', method: 'signMessage', ok: true })
    expect((seen[3] as { ms: number }).ms).toBeGreaterThanOrEqual(0)
    const text = JSON.stringify(seen)
    for (const secret of ['secret-message-bytes', 'W1 signed', 'shopper@example.com', 'pay-1'])
      expect(text).not.toContain(secret)
  })

  it('reports a refused request as a reply that is not ok, and a throwing onEvent never reaches the checkout', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    const handle = await mountLoaded({
      onBeforeRequest: () => false,
      onEvent: (event) => {
        seen.push(event.type === 'reply' ? `reply ${event.ok}` : event.type)
        throw new Error('merchant bug')
      },
    })
    const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
    send(handle, 'signMessage', 'm')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledOnce())
    expect(replies.mock.calls[0]?.[0]).toMatch(/^ERROR /)
    expect(seen).toEqual(['request', 'reply false'])
    expect(error).toHaveBeenCalled()
  })

  it('logs messages on console.debug only with debug, by method and never their data', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const quiet = await mountLoaded()
    send(quiet, 'signMessage', 'quiet-data')
    const loud = await mountLoaded({ debug: true })
    const replies = vi.spyOn(loud.iframe.contentWindow!, 'postMessage')
    send(loud, 'signMessage', 'private-data')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect(debug.mock.calls.length).toBeGreaterThanOrEqual(3))
    const lines = debug.mock.calls.map((call) => JSON.stringify(call)).join('\n')
    expect(lines).toContain('signMessage')
    expect(lines).not.toContain('private-data')
    expect(lines).not.toContain('quiet-data')
    expect(lines).not.toContain('W1 signed')
  })
})
