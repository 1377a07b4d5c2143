// @vitest-environment happy-dom

import { deliver, nextLoad, wire, withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { testChainPlugin } from '@portico/test-fixtures/test-chain'
import { afterEach, describe, expect, it } from 'vitest'
import { type CheckoutHandle, type MountCheckoutOptions, mountCheckout } from './mount-checkout'

// The height a checkout's box keeps while its frame has none of its page's: the box must not fall to the
// frame's default height between the page's `loaded` and its first height. The page is a real one on
// 127.0.0.1; what it says is dispatched on window with the origin and source a browser would set (no
// script runs in happy-dom frames).
const page = withCheckoutPage()
// The purchase's plugin: what it answers does not matter here, only the frame does.
const user = testChainPlugin('user')
let handle: CheckoutHandle<'user'> | undefined
let loading: Promise<void> | undefined

type Extra = Partial<MountCheckoutOptions<'user'>>
const options = (extra: Extra = {}): MountCheckoutOptions<'user'> => ({
  blockchain: 'user',
  merchantId: 'shop',
  hosts: { checkout: page.origin },
  plugins: [user],
  sessionKey: 'sk',
  ...extra,
})
/** Mounts a purchase and waits for its frame's first document. */
async function mounted(extra: Extra = {}) {
  const container = document.body.appendChild(document.createElement('div'))
  const mountedHandle = mountCheckout(container, options(extra))
  handle = mountedHandle
  loading = nextLoad(mountedHandle.iframe)
  await loading
  return mountedHandle
}
const say = (method: string, data = '') =>
  deliver(handle?.iframe.contentWindow ?? null, page.origin, wire(method, data))
const sayHeight = async (px: number) => {
  say(`heightChange:${new URL(handle?.iframe.src ?? '').searchParams.get('useHeightChange')}`, String(px))
  // Heights are written in the next animation frame.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
}
/** What the box shows: its reserved height, whether it is busy, whether the loader covers it. */
const box = () => {
  const element = handle?.iframe.parentElement as HTMLElement
  return {
    minHeight: element.style.minHeight,
    busy: element.getAttribute('aria-busy'),
    loader: element.querySelector('[role="status"]') !== null,
  }
}
/** The frame navigates (reload, a new URL): loading again, until its page says `loaded`. */
function loadsAgain(navigate: () => void) {
  navigate()
  expect(box()).toEqual({ minHeight: '400px', busy: 'true', loader: true })
  say('loaded')
}

afterEach(async () => {
  await loading
  handle?.destroy()
  handle = undefined
  document.body.replaceChildren()
})

describe("mountCheckout: the box's reserved height", () => {
  it('stays from loaded until the first height is written; the loader and aria-busy leave at loaded', async () => {
    await mounted()
    expect(box()).toEqual({ minHeight: '400px', busy: 'true', loader: true })
    say('loaded')
    expect(box()).toEqual({ minHeight: '400px', busy: 'false', loader: false })
    await sayHeight(620)
    expect(box()).toEqual({ minHeight: '', busy: 'false', loader: false })
    expect(handle?.iframe.style.height).toBe('620px')
  })

  it('is minHeight when given, and a height below it is written at minHeight', async () => {
    await mounted({ minHeight: 250 })
    say('loaded')
    expect(box().minHeight).toBe('250px')
    await sayHeight(90)
    expect(box().minHeight).toBe('')
    expect(handle?.iframe.style.height).toBe('250px')
  })

  it('goes at loaded when the page sized the frame before it said loaded', async () => {
    await mounted()
    await sayHeight(300)
    expect(box().minHeight).toBe('400px')
    say('loaded')
    expect(box().minHeight).toBe('')
  })

  it('goes at loaded with autoHeight: false, where no height is ever written', async () => {
    await mounted({ autoHeight: false, minHeight: 250 })
    expect(box().minHeight).toBe('250px')
    say('loaded')
    expect(box()).toEqual({ minHeight: '', busy: 'false', loader: false })
    await sayHeight(620)
    expect(handle?.iframe.style.height).toBe('')
  })

  it('is kept again by reload() and by a new URL until the new page’s first height', async () => {
    const checkout = await mounted()
    say('loaded')
    await sayHeight(620)
    expect(box().minHeight).toBe('')
    // happy-dom does not load a frame again at the src it has (a browser does): the page's word is enough.
    loadsAgain(() => checkout.reload())
    expect(box()).toEqual({ minHeight: '400px', busy: 'false', loader: false })
    await sayHeight(640)
    expect(box().minHeight).toBe('')
    loading = nextLoad(checkout.iframe)
    loadsAgain(() => checkout.update(options({ sessionKey: 'another' })))
    expect(box().minHeight).toBe('400px')
    await sayHeight(660)
    expect(box().minHeight).toBe('')
  })

  it('goes when the checkout did not load', async () => {
    await mounted({ loadTimeoutMs: 1 })
    await expect.poll(() => handle?.status).toBe('error')
    expect(box()).toEqual({ minHeight: '', busy: 'false', loader: false })
  })
})
