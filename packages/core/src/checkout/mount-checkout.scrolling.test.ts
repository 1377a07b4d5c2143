// @vitest-environment happy-dom

import { deliver, nextLoad, wire, withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../plugins/plugin'
import { type CheckoutHandle, mountCheckout } from './mount-checkout'

// Frames of a real page served on 127.0.0.1; heights reach the mount as a browser would deliver them (no
// script runs in happy-dom frames).
const page = withCheckoutPage()
// A plugin for the wallet-less page: what it answers does not matter here, only the frame does.
const user = definePlugin({
  name: 'scrolling-test',
  blockchains: ['user'],
  walletAddress: () => undefined,
  handlers: () => ({}),
})
const mounted: Array<{ handle: CheckoutHandle; loaded: Promise<void> }> = []

function mount(
  extra: { autoHeight?: boolean; onHeightChange?: (height: number) => void } = {},
  ownPage = false,
) {
  const container = document.body.appendChild(document.createElement('div'))
  const options = {
    blockchain: 'user',
    merchantId: 'shop',
    hosts: { checkout: page.origin },
    ...extra,
  } as const
  const handle = ownPage
    ? mountCheckout(container, { ...options, kind: 'bank-link', sessionKey: 'sk' })
    : mountCheckout(container, { ...options, plugins: [user], sessionKey: 'sk' })
  mounted.push({ handle: handle as CheckoutHandle, loaded: nextLoad(handle.iframe) })
  return handle
}
const heightChange = (handle: { iframe: HTMLIFrameElement }, height: number) => {
  const id = new URL(handle.iframe.src).searchParams.get('useHeightChange')
  deliver(handle.iframe.contentWindow, page.origin, wire(`heightChange:${id}`, String(height)))
}
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

afterEach(async () => {
  for (const { handle, loaded } of mounted.splice(0)) {
    await loaded
    handle.destroy()
  }
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('mountCheckout: scrolling', () => {
  it('sets scrolling="no" on a frame that follows the checkout height, before src', async () => {
    const handle = mount()
    expect(handle.iframe.getAttribute('scrolling')).toBe('no')
    const names = handle.iframe.getAttributeNames()
    expect(names.indexOf('scrolling')).toBeLessThan(names.indexOf('src'))
    await mounted[0]?.loaded
    heightChange(handle, 640)
    await nextFrame()
    expect(handle.iframe.style.height).toBe('640px')
  })

  it('sets scrolling="no" on the own pages too (a bank link)', () => {
    expect(mount({}, true).iframe.getAttribute('scrolling')).toBe('no')
  })

  it('with autoHeight: false, lets the checkout scroll and leaves the height to the page', async () => {
    const onHeightChange = vi.fn()
    const handle = mount({ autoHeight: false, onHeightChange })
    expect(handle.iframe.getAttribute('scrolling')).toBe('yes')
    await mounted[0]?.loaded
    heightChange(handle, 640)
    await nextFrame()
    expect(handle.iframe.style.height).toBe('')
    expect(onHeightChange).not.toHaveBeenCalled()
  })
})
