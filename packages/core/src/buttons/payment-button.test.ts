// @vitest-environment happy-dom

import { deliver, nextLoad, settle, withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { mountedHandles } from '@portico/test-fixtures/mounted-handles'
import { decompressFromEncodedURIComponent } from 'lz-string'
import { describe, expect, it, type Mock, vi } from 'vitest'
import type { PorticoEvent } from '../embed/events'
import { PaymentButtonError } from '../errors/button-errors'
import { BlockchainNotSupportedError, InvalidOptionError } from '../errors/checkout-errors'
import { definePlugin } from '../plugins/plugin'
import { lendSignals } from '../protection/device'
import {
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonOptions,
} from './create-payment-button'
import { applePayMark } from './marks/apple-pay'
import { venmoMark } from './marks/venmo'
import { mountPaymentButton } from './mount-payment-button'
import { type PaymentButtonUrlOptions, paymentButtonUrl } from './payment-button-url'
import { createWalletOverlay } from './wallet-overlay'

// The button page is a real page on 127.0.0.1 (another origin than the test page); what it posts is
// dispatched on window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = withCheckoutPage()
const handles = mountedHandles<PaymentButtonHandle>()

const json = (value: unknown) => JSON.stringify(value)
const base = (extra: Partial<PaymentButtonOptions> = {}): PaymentButtonOptions => ({
  method: 'google-pay',
  color: 'white',
  merchantId: 'm',
  heightChangeId: 'h1',
  hosts: { checkout: page.origin },
  subtotal: { cents: 500 },
  ...extra,
})
async function mount(extra: Partial<PaymentButtonOptions> = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  const button = mountPaymentButton(container, base(extra))
  handles.push(button)
  await nextLoad(button.iframe)
  const posts = vi.spyOn(button.iframe.contentWindow!, 'postMessage') as Mock
  const from = (data: unknown) => deliver(button.iframe.contentWindow, page.origin, data)
  return { button, container, posts, from }
}

/** Resolves after the next animation frame, when the heights sent before are written. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

describe('paymentButtonUrl', () => {
  it('opens /form/{blockchain}/{method}/{merchant} with the purchase parameters and color, never a transaction', () => {
    const withTransaction = {
      method: 'google-pay',
      color: 'white',
      merchantId: 'm',
      sessionKey: 'sk',
      subtotal: { cents: 500, currency: 'EUR' },
      heightChangeId: 'h',
      deviceId: 'd',
      transaction: 'tx',
    }
    const url = paymentButtonUrl(withTransaction as PaymentButtonUrlOptions)
    expect(url).toBe(
      'https://coinflow.cash/form/solana/google-pay/m?sessionKey=sk&cents=500&currency=EUR&useHeightChange=h&deviceId=d&color=white',
    )
  })

  it('keeps the email out of PayPal and Venmo URLs (it goes by message) but not out of the others', () => {
    const theme = { background: '#000000' }
    const paypal = new URL(
      paymentButtonUrl({
        method: 'paypal',
        color: 'black',
        merchantId: 'm',
        email: 'a@b.c',
        blockchain: 'eth',
        theme,
      }),
    )
    expect(paypal.pathname).toBe('/form/eth/paypal/m')
    expect(paypal.searchParams.has('email')).toBe(false)
    expect(JSON.parse(decompressFromEncodedURIComponent(paypal.searchParams.get('theme')!))).toEqual(theme)
    expect(
      paymentButtonUrl({ method: 'apple-pay', color: 'black', merchantId: 'm', email: 'a@b.c' }),
    ).toContain('email=a%40b.c')
  })

  it('refuses an unknown method or colour', () => {
    expect(() => paymentButtonUrl({ method: 'cash' as never, color: 'white', merchantId: 'm' })).toThrow(
      InvalidOptionError,
    )
    expect(() => paymentButtonUrl({ method: 'venmo', color: 'gold' as never, merchantId: 'm' })).toThrow(
      InvalidOptionError,
    )
  })
})

describe('mountPaymentButton', () => {
  it('pins the first subtotal in the URL and posts later ones after loaded, deduplicated, never reloading', async () => {
    const { button, posts, from } = await mount()
    const src = button.iframe.src
    expect(new URL(src).searchParams.get('cents')).toBe('500')
    button.update(base({ subtotal: { cents: 700 } }))
    expect(posts).not.toHaveBeenCalled()
    from(json({ method: 'loaded', data: '' }))
    expect(posts.mock.calls).toEqual([['updateSubtotal:{"cents":700}', page.origin]])
    for (let i = 0; i < 1000; i++) button.update(base({ subtotal: { cents: 900 + (i % 2) } }))
    button.update(base({ subtotal: { cents: 901 } }))
    expect(posts.mock.calls.at(-1)).toEqual(['updateSubtotal:{"cents":901}', page.origin])
    expect(button.iframe.src).toBe(src)
    const before = page.hits.length
    await settle()
    expect(page.hits.length).toBe(before)
  })

  it('does not reload when purchase protection learns its ids after mount', async () => {
    const { button, posts, from } = await mount()
    const src = button.iframe.src
    from(json({ method: 'loaded', data: '' }))
    const stopLending = lendSignals({ deviceId: 'device-1', sessionId: 'session-1' })
    try {
      button.update(base({ subtotal: { cents: 700 } }))
      expect(button.iframe.src).toBe(src)
      expect(posts.mock.calls).toEqual([['updateSubtotal:{"cents":700}', page.origin]])
      // A reload for another change takes the ids.
      button.update(base({ subtotal: { cents: 700 }, color: 'black' }))
      const url = new URL(button.iframe.src)
      expect([url.searchParams.get('deviceId'), url.searchParams.get('protectionSessionId')]).toEqual([
        'device-1',
        'session-1',
      ])
    } finally {
      stopLending()
    }
  })

  it('reloads for another change than the subtotal, pinned at the current subtotal', async () => {
    const { button, from } = await mount()
    from(json({ method: 'loaded', data: '' }))
    const reload = nextLoad(button.iframe)
    button.update(base({ subtotal: { cents: 800 }, color: 'black' }))
    await reload
    const url = new URL(button.iframe.src)
    expect([url.searchParams.get('cents'), url.searchParams.get('color')]).toEqual(['800', 'black'])
    expect(button.status).toBe('loading')
  })

  it('calls onLoad once per load, and onSuccess once per payment even when getToken and success both arrive', async () => {
    const onLoad = vi.fn()
    const onSuccess = vi.fn()
    const { from } = await mount({ onLoad, onSuccess })
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'getToken', data: '', info: { paymentId: 'p1' } }))
    from(json({ method: 'success', data: '', info: { paymentId: 'p1' } }))
    from(json({ method: 'heightChange:h1', data: '60' }))
    from(json({ method: 'getToken', data: json({ paymentId: 'p2' }) }))
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(onSuccess.mock.calls).toEqual([[{ paymentId: 'p1' }], [{ paymentId: 'p2' }]])
  })

  it('hears only its own frame: two buttons on one page, one payment, one callback', async () => {
    const a = vi.fn()
    const b = vi.fn()
    const first = await mount({ onSuccess: a })
    const second = await mount({ onSuccess: b })
    second.from(json({ method: 'getToken', data: '', info: { paymentId: 'p' } }))
    deliver(window, page.origin, json({ method: 'getToken', data: '' }))
    deliver(first.button.iframe.contentWindow, 'https://evil.example', json({ method: 'getToken', data: '' }))
    expect(a).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledTimes(1)
  })

  it('reports ERROR data as a typed error and answers a sign request with ERROR', async () => {
    const onError = vi.fn()
    const { posts, from } = await mount({ onError })
    from(json({ method: 'getToken', data: 'ERROR Payment sheet failed' }))
    expect(onError).toHaveBeenCalledTimes(1)
    const error = onError.mock.calls[0]?.[0]
    expect(error).toBeInstanceOf(PaymentButtonError)
    expect(error.message).toBe('Payment sheet failed')
    from(json({ method: 'signMessage', data: 'hello' }))
    expect(posts).toHaveBeenCalledWith('ERROR Google Pay buttons sign nothing', page.origin)
  })

  it('shows the brand strip at 80 % while loading: Google Pay keeps it, Apple Pay hides it once loaded', async () => {
    const google = await mount()
    const apple = await mount({ method: 'apple-pay', color: 'black', mark: applePayMark })
    const strip = (c: HTMLElement) => c.querySelector('iframe')?.nextElementSibling as HTMLElement
    expect(strip(google.container).style.opacity).toBe('0.8')
    expect(strip(google.container).style.pointerEvents).toBe('none')
    await vi.waitFor(() => expect(strip(google.container).querySelector('svg')).not.toBeNull())
    expect(strip(apple.container).querySelector('svg path')?.getAttribute('fill')).toBe('#ffffff')
    google.from(json({ method: 'loaded', data: '' }))
    apple.from(json({ method: 'loaded', data: '' }))
    expect(strip(google.container).style.opacity).toBe('1')
    expect(strip(google.container).style.display).not.toBe('none')
    expect(strip(apple.container).style.display).toBe('none')
  })

  it('resizes to its own heightChange id only', async () => {
    const { button, from } = await mount()
    from(json({ method: 'heightChange:other', data: '300' }))
    from(json({ method: 'heightChange:h1', data: 48 }))
    await nextFrame()
    expect(button.iframe.style.height).toBe('48px')
  })
})

describe('a payment button, as a checkout', () => {
  const acme = definePlugin<{ address: string }>({
    name: 'acme',
    blockchains: ['acme'],
    walletAddress: (wallet) => wallet.address,
    handlers: () => ({}),
  })

  it('takes its blockchain from the given plugins and puts the wallet address in its URL as pubkey', async () => {
    const { button } = await mount({ blockchain: 'acme', plugins: [acme], wallet: { address: 'ACME-1' } })
    const url = new URL(button.iframe.src)
    expect(url.pathname).toBe('/form/acme/google-pay/m')
    expect(url.searchParams.get('pubkey')).toBe('ACME-1')
    expect(() => mountPaymentButton(document.createElement('div'), base({ blockchain: 'acme' }))).toThrow(
      BlockchainNotSupportedError,
    )
  })

  it('follows redirects and linked accounts as a checkout does, with onRedirect first', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onRedirect = vi.fn((url: string) => !url.includes('mine'))
    const onAccountLinked = vi.fn()
    const onAccountNotLinked = vi.fn()
    const { from } = await mount({ onRedirect, onAccountLinked, onAccountNotLinked })
    from(json({ method: 'redirect', data: 'https://bank.test/3ds' }))
    from(json({ method: 'redirect', data: 'https://bank.test/mine' }))
    from(json({ method: 'redirect', data: 'javascript:alert(1)' }))
    from(json({ method: 'accountLinked', data: '', info: { type: 'bank', tokens: ['t1'] } }))
    from(json({ method: 'accountNotLinked', data: '', info: { type: 'bank', reason: 'canceled' } }))
    expect(onRedirect.mock.calls.map(([url]) => url)).toEqual([
      'https://bank.test/3ds',
      'https://bank.test/mine',
      'javascript:alert(1)',
    ])
    expect(open).toHaveBeenCalledExactlyOnceWith('https://bank.test/3ds', '_blank', 'noopener,noreferrer')
    expect(onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['t1'] })
    expect(onAccountNotLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', reason: 'canceled' })
  })

  it('fills the box it is given until its page asks for a height, loaded or not', async () => {
    const { button, from } = await mount()
    expect(button.iframe.style.height).toBe('100%')
    expect((button.iframe.parentElement as HTMLElement).style.height).toBe('100%')
    // A page may say `loaded` before its height: the merchant's box stays the button's until then.
    from(json({ method: 'loaded', data: '' }))
    expect(button.status).toBe('loaded')
    expect(button.iframe.style.height).toBe('100%')
    expect((button.iframe.parentElement as HTMLElement).style.height).toBe('100%')
    from(json({ method: 'heightChange:h1', data: '48' }))
    await nextFrame()
    expect(button.iframe.style.height).toBe('48px')
  })

  it('reports its load, outcome, error and destroy as events, without the payment info', async () => {
    const seen: PorticoEvent[] = []
    const { button, from } = await mount({ onEvent: (event) => seen.push(event), onError: () => {} })
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'getToken', data: '', info: { paymentId: 'p-9', email: 'a@b.c' } }))
    from(json({ method: 'error', data: 'ERROR card declined' }))
    button.destroy()
    expect(seen.map((event) => event.type)).toEqual(['load', 'success', 'error', 'destroy'])
    expect(seen.every((event) => event.surface === 'payment-button' && event.id === 'h1')).toBe(true)
    expect(JSON.stringify(seen)).not.toMatch(/p-9|a@b\.c/)
  })
})

describe('PayPal and Venmo', () => {
  const PAYPAL = { method: 'paypal', overlayId: 'backdrop', email: 'a@b.c' } as const
  const backdrop = () => {
    const element = document.createElement('div')
    element.id = 'backdrop'
    document.body.append(element)
    return element
  }

  it('needs an overlay element id', () => {
    const container = document.createElement('div')
    expect(() => mountPaymentButton(container, base({ method: 'paypal' }))).toThrow(InvalidOptionError)
  })

  it('needs its overlay when made from its mark alone, and makes no frame without it', () => {
    const container = document.createElement('div')
    const options = base({ method: 'venmo', overlayId: 'backdrop' })
    expect(() => createPaymentButton(container, options, venmoMark)).toThrow(
      expect.objectContaining({ name: 'InvalidOptionError', option: 'method' }),
    )
    expect(container.querySelector('iframe')).toBeNull()
    const button = createPaymentButton(container, options, venmoMark, createWalletOverlay)
    handles.push(button)
    expect(container.querySelector('iframe')).not.toBeNull()
  })

  it('is not pressable until it knows the customer, then sends the identifier to the exact origin after loaded', async () => {
    backdrop()
    const { button, container, posts, from } = await mount({ method: 'venmo', overlayId: 'backdrop' })
    const wrapper = container.firstElementChild as HTMLElement
    expect([wrapper.style.opacity, wrapper.style.pointerEvents, wrapper.style.cursor]).toEqual([
      '0.5',
      'none',
      'not-allowed',
    ])
    // Out of the tab order too, until it can be pressed.
    expect(button.iframe.tabIndex).toBe(-1)
    const options = base({
      method: 'venmo',
      overlayId: 'backdrop',
      email: 'a@b.c',
      phoneNumber: { countryCode: '1', nationalNumber: '5551234' },
    })
    button.update(options)
    expect(wrapper.style.pointerEvents).toBe('')
    expect(button.iframe.hasAttribute('tabindex')).toBe(false)
    expect(posts).not.toHaveBeenCalled()
    from(json({ method: 'loaded', data: '' }))
    const sent = posts.mock.calls.map(([text, target]) => [JSON.parse(text as string), target])
    expect(sent).toContainEqual([
      {
        method: 'venmoIdentifier',
        email: 'a@b.c',
        phoneNumber: { countryCode: '1', nationalNumber: '5551234' },
      },
      page.origin,
    ])
    expect(sent.find(([m]) => m.method === 'venmoOverlayOffset')).toBeDefined()
    button.update({ ...options, token: 'saved' })
    expect(JSON.parse(posts.mock.calls.at(-1)?.[0] as string)).toMatchObject({
      method: 'venmoIdentifier',
      token: 'saved',
    })
  })

  it('covers the overlay element when the checkout opens its sheet, and goes back on close', async () => {
    const element = backdrop()
    element.getBoundingClientRect = () => ({ top: 10, left: 20, width: 300, height: 400 }) as DOMRect
    const { button, container, posts, from } = await mount(PAYPAL)
    const wrapper = container.firstElementChild as HTMLElement
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'overlay', data: 'open' }))
    expect([
      wrapper.style.position,
      wrapper.style.top,
      wrapper.style.left,
      wrapper.style.width,
      wrapper.style.zIndex,
    ]).toEqual(['fixed', '10px', '20px', '300px', '2147483647'])
    element.getBoundingClientRect = () => ({ top: 0, left: 0, width: 320, height: 480 }) as DOMRect
    window.dispatchEvent(new Event('resize'))
    expect(wrapper.style.width).toBe('320px')
    posts.mockClear()
    from(json({ method: 'overlay', data: 'close' }))
    expect(wrapper.style.position).toBe('relative')
    // No height asked for yet: the frame fills the merchant's box again, not the browser's 150 px.
    expect(button.iframe.style.height).toBe('100%')
    expect(JSON.parse(posts.mock.calls[0]?.[0] as string)).toMatchObject({ method: 'paypalOverlayOffset' })
  })

  it('takes the keyboard into the sheet when it opens, and back where it was when it closes', async () => {
    backdrop()
    const { button, from } = await mount(PAYPAL)
    const before = document.body.appendChild(document.createElement('button'))
    before.focus()
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'overlay', data: 'open' }))
    expect(document.activeElement).toBe(button.iframe)
    from(json({ method: 'overlay', data: 'close' }))
    expect(document.activeElement).toBe(before)
    // A customer who moved on while the sheet was open keeps their place.
    from(json({ method: 'overlay', data: 'open' }))
    const elsewhere = document.body.appendChild(document.createElement('input'))
    elsewhere.focus()
    from(json({ method: 'overlay', data: 'close' }))
    expect(document.activeElement).toBe(elsewhere)
  })

  it('leaves no window listener when taken out of the page without destroy(), and listens again once back', async () => {
    backdrop()
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const live = () => added.mock.calls.length - removed.mock.calls.length
    const onApprove = vi.fn()
    const { button, container, from } = await mount({ ...PAYPAL, onApprove })
    from(json({ method: 'loaded', data: '' }))
    from(json({ method: 'overlay', data: 'open' }))
    const before = live()
    container.remove()
    await settle()
    // The message, resize and scroll listeners and the open overlay's two are gone.
    expect(live()).toBe(before - 5)
    expect(button.status).toBe('loading')
    from(json({ method: 'success', info: { paymentId: 'p1' } }))
    expect(onApprove).not.toHaveBeenCalled()

    const back = nextLoad(button.iframe)
    document.body.append(container)
    await back
    from(json({ method: 'loaded', data: '' }))
    expect(button.status).toBe('loaded')
    from(json({ method: 'success', info: { paymentId: 'p2' } }))
    expect(onApprove).toHaveBeenCalledTimes(1)
  })

  it('posts the offset again when the page scrolls or the pointer arrives, only when it changed', async () => {
    const element = backdrop()
    element.getBoundingClientRect = () => ({ top: 0, left: 0, width: 800, height: 600 }) as DOMRect
    const { container, posts, from } = await mount(PAYPAL)
    const wrapper = container.firstElementChild as HTMLElement
    let top = 300
    wrapper.getBoundingClientRect = () => ({ top, left: 40, width: 320, height: 45 }) as DOMRect
    from(json({ method: 'loaded', data: '' }))
    const offsets = () =>
      posts.mock.calls
        .map(([text]) => JSON.parse(text as string))
        .filter((m) => m.method === 'paypalOverlayOffset')
    expect(offsets()).toEqual([{ method: 'paypalOverlayOffset', top: 300, left: 40, width: 320, height: 45 }])
    top = 180
    document.dispatchEvent(new Event('scroll'))
    wrapper.dispatchEvent(new Event('pointerenter'))
    top = 150
    wrapper.dispatchEvent(new Event('pointerenter'))
    expect(offsets().map((m) => m.top)).toEqual([300, 180, 150])
  })

  it('fills the overlay element with the frame while the sheet is open, then takes the height last asked for', async () => {
    backdrop()
    const onHeightChange = vi.fn()
    const { button, from } = await mount({ ...PAYPAL, onHeightChange })
    from(json({ method: 'heightChange:h1', data: '45' }))
    await nextFrame()
    from(json({ method: 'overlay', data: 'open' }))
    expect(button.iframe.style.height).toBe('100%')
    from(json({ method: 'heightChange:h1', data: '70' }))
    await nextFrame()
    expect(button.iframe.style.height).toBe('100%')
    from(json({ method: 'overlay', data: 'close' }))
    expect(button.iframe.style.height).toBe('70px')
    expect(onHeightChange.mock.calls).toEqual([[45], [70]])
    // Without an onHeightChange callback too (the React buttons pass none).
    button.update(base(PAYPAL))
    from(json({ method: 'overlay', data: 'open' }))
    from(json({ method: 'overlay', data: 'close' }))
    expect(button.iframe.style.height).toBe('70px')
  })

  it('calls onApprove once per approved payment, and not onSuccess as well', async () => {
    backdrop()
    const onApprove = vi.fn()
    const onSuccess = vi.fn()
    const { from } = await mount({ ...PAYPAL, onApprove, onSuccess })
    from(json({ method: 'success', data: '', info: { paymentId: 'pp1' } }))
    expect(onApprove).toHaveBeenCalledWith({ paymentId: 'pp1' })
    expect(onSuccess).not.toHaveBeenCalled()
  })
})
