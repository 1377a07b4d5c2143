// @vitest-environment happy-dom

import {
  deliver,
  nextLoad,
  serveCheckoutPage,
  settle,
  watchMessageListeners,
} from '@portico/test-fixtures/checkout-page'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mountPaymentButton } from '../buttons/mount-payment-button'
import { mountHostedCardForm } from '../card/hosted-card-form'
import { mountCheckout } from '../checkout/mount-checkout'
import { CheckoutLoadError } from '../errors/load-errors'
import type { PorticoEvent } from './events'
import type { EmbedStatus } from './framed-embed'

// The lifecycle every framed surface shares, checked once per surface: each is mounted as a merchant
// mounts it, against a real page on 127.0.0.1 (another origin than the test page). What the page posts is
// dispatched on window with the origin and source a browser would set, as no script runs in happy-dom frames;
// a policy refusal is the event a browser fires (happy-dom enforces no policy). The card field is not framed
// by Portico (its vendor's script makes its frames): its update / reload are in card-field.test.ts.

/** What the suite does with any surface's handle. */
interface Handle {
  readonly iframe: HTMLIFrameElement
  readonly status: EmbedStatus
  update(options: never): void
  reload(): void
  subscribe(listener: (status: EmbedStatus) => void): () => void
  destroy(): void
}

/** One surface as the suite drives it. */
interface Surface {
  name: string
  /** Mounts it at `checkout` (the checkout origin) with `extra` options. */
  mount(container: HTMLElement, checkout: string, extra?: Record<string, unknown>): Handle
  /** Its options again, for update(). */
  options(checkout: string, extra?: Record<string, unknown>): never
  /** A message asking for `px`, as its page sends it. */
  height(handle: Handle, px: number): string
  /** The height the merchant's page shows. */
  shown(handle: Handle): string
  /** Posts something to the page, when it can (after loaded): what the surface posts, to which origin. */
  post?(handle: Handle): void
  /** Whether it has a frame property (credentialless). */
  frameProperty: boolean
}

const heightTag = (handle: Handle) => new URL(handle.iframe.src).searchParams.get('useHeightChange')
const checkoutOptions = (checkout: string, extra: Record<string, unknown> = {}) =>
  ({ merchantId: 'shop', blockchain: 'user', hosts: { checkout }, plugins: [userPlugin], ...extra }) as never
// A wallet-less chain: the checkout needs a plugin that serves its blockchain, nothing more.
const userPlugin = {
  name: 'user',
  blockchains: ['user'],
  walletAddress: () => undefined,
  handlers: () => ({}),
}
const buttonOptions = (checkout: string, extra: Record<string, unknown> = {}) =>
  ({
    method: 'google-pay',
    color: 'white',
    merchantId: 'shop',
    hosts: { checkout },
    subtotal: { cents: 500 },
    ...extra,
  }) as never
const formOptions = (checkout: string, extra: Record<string, unknown> = {}) =>
  ({ merchantId: 'shop', hosts: { checkout }, ...extra }) as never

const SURFACES: Surface[] = [
  {
    name: 'checkout',
    mount: (container, checkout, extra) => mountCheckout(container, checkoutOptions(checkout, extra)),
    options: checkoutOptions,
    height: (handle, px) => JSON.stringify({ method: `heightChange:${heightTag(handle)}`, data: String(px) }),
    shown: (handle) => handle.iframe.style.height,
    frameProperty: true,
  },
  {
    name: 'payment button',
    mount: (container, checkout, extra) => mountPaymentButton(container, buttonOptions(checkout, extra)),
    options: buttonOptions,
    height: (handle, px) => JSON.stringify({ method: `heightChange:${heightTag(handle)}`, data: String(px) }),
    shown: (handle) => handle.iframe.style.height,
    post: (handle) =>
      handle.update(buttonOptions(new URL(handle.iframe.src).origin, { subtotal: { cents: 9 } })),
    frameProperty: false,
  },
  {
    name: 'hosted card form',
    mount: (container, checkout, extra) => mountHostedCardForm(container, formOptions(checkout, extra)),
    options: formOptions,
    height: (_, px) => JSON.stringify({ method: 'heightChange', data: px }),
    shown: (handle) => (handle.iframe.parentElement as HTMLElement).style.height,
    post: (handle) => void (handle as unknown as { tokenize(): Promise<unknown> }).tokenize().catch(() => {}),
    frameProperty: false,
  },
]

let first: Awaited<ReturnType<typeof serveCheckoutPage>>
let second: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  first = await serveCheckoutPage()
  second = await serveCheckoutPage()
})
afterAll(async () => {
  await first.close()
  await second.close()
})

const handles: Handle[] = []
afterEach(async () => {
  await settle()
  for (const handle of handles.splice(0)) handle.destroy()
  document.body.replaceChildren()
  first.hits.length = 0
  second.hits.length = 0
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Resolves after the next animation frame, when the heights sent before are written. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const loaded = JSON.stringify({ method: 'loaded', data: '' })
const from = (handle: Handle, data: string, origin = first.origin) =>
  deliver(handle.iframe.contentWindow, origin, data)

describe.each(SURFACES)('every framed surface: $name', (surface) => {
  async function mounted(extra: Record<string, unknown> = {}) {
    const container = document.body.appendChild(document.createElement('div'))
    const handle = surface.mount(container, first.origin, extra)
    handles.push(handle)
    await nextLoad(handle.iframe)
    return { handle, container }
  }

  it('is loading until its page says loaded, then tells subscribers', async () => {
    const { handle } = await mounted()
    const seen: EmbedStatus[] = []
    handle.subscribe((status) => seen.push(status))
    expect(handle.status).toBe('loading')
    from(handle, loaded)
    expect(handle.status).toBe('loaded')
    expect(seen).toEqual(['loaded'])
  })

  it('calls onLoad once per load: not for a second loaded, again after reload()', async () => {
    const onLoad = vi.fn()
    const { handle } = await mounted({ onLoad })
    from(handle, loaded)
    from(handle, loaded)
    expect(onLoad).toHaveBeenCalledTimes(1)
    handle.reload()
    expect(handle.status).toBe('loading')
    from(handle, loaded)
    expect(onLoad).toHaveBeenCalledTimes(2)
  })

  it('writes the last height asked for once per animation frame, and tells onHeightChange', async () => {
    const onHeightChange = vi.fn()
    const { handle } = await mounted({ onHeightChange })
    from(handle, loaded)
    from(handle, surface.height(handle, 300))
    from(handle, surface.height(handle, 320))
    await nextFrame()
    expect(surface.shown(handle)).toBe('320px')
    expect(onHeightChange.mock.calls).toEqual([[320]])
  })

  it('loads again on reload(): the same page, loading again', async () => {
    const { handle } = await mounted()
    from(handle, loaded)
    const src = handle.iframe.src
    // happy-dom skips a navigation to the src a frame has (a browser makes it): the src written is the proof.
    const writes: string[] = []
    new MutationObserver(() => writes.push(handle.iframe.src)).observe(handle.iframe, {
      attributeFilter: ['src'],
    })
    handle.reload()
    await settle()
    expect(writes).toEqual([src])
    expect(handle.status).toBe('loading')
  })

  it('reports a page that never says loaded within loadTimeoutMs, and loads again on reload()', async () => {
    const onError = vi.fn()
    const { handle } = await mounted({ onError, loadTimeoutMs: 30 })
    await vi.waitFor(() => expect(handle.status).toBe('error'))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(CheckoutLoadError)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'timeout', origin: first.origin })
    handle.reload()
    expect(handle.status).toBe('loading')
    from(handle, loaded)
    expect(handle.status).toBe('loaded')
  })

  it("reports a frame the page's policy refuses at once: status error, an error event and onError", async () => {
    const onError = vi.fn()
    const seen: PorticoEvent[] = []
    const { handle } = await mounted({ onError, onEvent: (event: PorticoEvent) => seen.push(event) })
    const refusal = new Event('securitypolicyviolation')
    Object.assign(refusal, {
      blockedURI: handle.iframe.src,
      effectiveDirective: 'frame-src',
      disposition: 'enforce',
    })
    document.dispatchEvent(refusal)
    expect(handle.status).toBe('error')
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'CHECKOUT_LOAD_FAILED', reason: 'csp' })
    expect(seen.filter((event) => event.type === 'error')).toEqual([
      expect.objectContaining({ code: 'CHECKOUT_LOAD_FAILED', message: onError.mock.calls[0]?.[0].message }),
    ])
  })

  it('ignores a message from another origin, or from another window of its origin', async () => {
    const onLoad = vi.fn()
    const { handle } = await mounted({ onLoad })
    from(handle, loaded, second.origin)
    deliver(window, first.origin, loaded)
    expect(handle.status).toBe('loading')
    expect(onLoad).not.toHaveBeenCalled()
  })

  it('leaves no window listener once taken out of the page, and hears its page again once back', async () => {
    const listeners = watchMessageListeners()
    const { handle, container } = await mounted()
    const box = container.firstElementChild as HTMLElement
    box.remove()
    await settle()
    expect(listeners.live()).toBe(0)
    const back = nextLoad(handle.iframe)
    container.append(box)
    await back
    from(handle, loaded)
    expect(handle.status).toBe('loaded')
  })

  it('does not navigate for the same data with new callbacks', async () => {
    const { handle } = await mounted({ onLoad: () => {} })
    from(handle, loaded)
    handle.update(surface.options(first.origin, { onLoad: () => {} }))
    await settle()
    expect(handle.status).toBe('loaded')
    expect(first.hits).toHaveLength(1)
  })

  it('is heard from, and posts to, its new origin after an update that moves it', async () => {
    const onLoad = vi.fn()
    const { handle } = await mounted({ onLoad })
    from(handle, loaded)
    const moved = nextLoad(handle.iframe)
    handle.update(surface.options(second.origin, { onLoad }))
    expect(new URL(handle.iframe.src).origin).toBe(second.origin)
    await moved
    from(handle, loaded, first.origin)
    expect(handle.status).toBe('loading')
    from(handle, loaded, second.origin)
    expect(handle.status).toBe('loaded')
    expect(onLoad).toHaveBeenCalledTimes(2)
    if (!surface.post) return
    const posts = vi.spyOn(handle.iframe.contentWindow as Window, 'postMessage')
    surface.post(handle)
    expect(posts).toHaveBeenCalledTimes(1)
    expect(posts.mock.calls[0]?.[1]).toBe(second.origin)
  })

  it('says destroy once and removes its frame, however often destroy() is called', async () => {
    const seen: PorticoEvent[] = []
    const { handle, container } = await mounted({ onEvent: (event: PorticoEvent) => seen.push(event) })
    handle.destroy()
    handle.destroy()
    expect(seen.filter((event) => event.type === 'destroy')).toHaveLength(1)
    expect(handle.status).toBe('destroyed')
    expect(container.children).toHaveLength(0)
    expect(handle.iframe.isConnected).toBe(false)
  })

  // Only where the surface has a frame property to change (the button and the hosted form have none).
  if (surface.frameProperty)
    it('makes a new frame when a frame property changes', async () => {
      const { handle } = await mounted()
      const before = handle.iframe
      handle.update(surface.options(first.origin, { credentialless: true }))
      const after = handle.iframe
      expect(after).not.toBe(before)
      expect(before.isConnected).toBe(false)
      const names = after.getAttributeNames()
      expect(names.indexOf('credentialless')).toBeGreaterThanOrEqual(0)
      expect(names.indexOf('credentialless')).toBeLessThan(names.indexOf('src'))
      await nextLoad(after)
      from(handle, loaded)
      expect(handle.status).toBe('loaded')
    })
})
