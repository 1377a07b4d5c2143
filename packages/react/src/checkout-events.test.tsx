// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { BankLink } from './bank-link'
import {
  checkoutPageForSuite,
  iframes,
  mountInProvider,
  nextLoad,
  send,
  theIframe,
} from './checkout.test-helper'
import type { CheckoutProps } from './checkout-props'
import { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'
import { PaymentIntentPurchase } from './payment-intent-purchase'

// The checkout is a real page on 127.0.0.1 (cross-origin to the test page); its messages are dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = checkoutPageForSuite()

const mount = (ui: Parameters<typeof mountInProvider>[0]) =>
  mountInProvider(ui, { hosts: { checkout: page.origin } })
const spies = () => ({
  onInputError: vi.fn(),
  onInputValid: vi.fn(),
  onAccountLinked: vi.fn(),
  onAccountNotLinked: vi.fn(),
  onOverlay: vi.fn(),
  onRedirect: vi.fn(() => false as const),
})
type Events = ReturnType<typeof spies>
const purchase = (props: Partial<CheckoutProps<'react-test'>> = {}) => (
  <Purchase blockchain="react-test" wallet={{ address: 'W1' }} {...props} />
)
async function play(iframe: HTMLIFrameElement) {
  await send(iframe, page.origin, 'inputError', '', { field: 'cvv', message: 'CVV is invalid.' })
  await send(iframe, page.origin, 'inputValid', '', { field: 'cvv' })
  await send(iframe, page.origin, 'accountLinked', '', { type: 'bank', tokens: ['tok_1'] })
  await send(iframe, page.origin, 'accountNotLinked', '', { type: 'bank', reason: 'failed' })
  await send(iframe, page.origin, 'overlay', 'close')
  await send(iframe, page.origin, 'redirect', 'https://cash.test/pay')
}
const expectOnce = (events: Events) => {
  expect(events.onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'cvv', message: 'CVV is invalid.' })
  expect(events.onInputValid).toHaveBeenCalledExactlyOnceWith({ field: 'cvv' })
  expect(events.onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['tok_1'] })
  expect(events.onAccountNotLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', reason: 'failed' })
  expect(events.onOverlay).toHaveBeenCalledExactlyOnceWith('close')
  expect(events.onRedirect).toHaveBeenCalledExactlyOnceWith('https://cash.test/pay')
}

describe('the newer callbacks on the checkout components', () => {
  it('reach the latest inline callbacks of a Purchase, and a new callback never reloads it', async () => {
    const first = spies()
    const latest = spies()
    const view = await mount(purchase({ cents: 100, ...first }))
    await nextLoad(theIframe())
    await view.rerenderInProvider(purchase({ cents: 100, ...latest }))
    await play(theIframe())
    for (const spy of Object.values(first)) expect(spy).not.toHaveBeenCalled()
    expectOnce(latest)
    expect(page.hits).toHaveLength(1)
  })

  it.each([
    ['Withdraw', Withdraw],
    ['PurchaseHistory', PurchaseHistory],
    ['WithdrawHistory', WithdrawHistory],
  ])('reach the callbacks of a %s', async (_name, Component) => {
    const events = spies()
    await mount(<Component blockchain="react-test" wallet={{ address: 'W1' }} {...events} />)
    await nextLoad(theIframe())
    await play(theIframe())
    expectOnce(events)
  })

  it('keep two checkouts on one page apart', async () => {
    const a = spies()
    const b = spies()
    await mount(
      <>
        {purchase(a)}
        {purchase(b)}
      </>,
    )
    const [frameA, frameB] = iframes() as [HTMLIFrameElement, HTMLIFrameElement]
    await Promise.all([nextLoad(frameA), nextLoad(frameB)])
    await play(frameB)
    for (const spy of Object.values(a)) expect(spy).not.toHaveBeenCalled()
    expectOnce(b)
  })

  it('open an https redirect with noopener unless onRedirect takes it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount(purchase())
    const iframe = theIframe()
    await nextLoad(iframe)
    await send(iframe, page.origin, 'redirect', 'https://cash.test/pay')
    await send(iframe, page.origin, 'redirect', 'javascript:alert(1)')
    expect(open).toHaveBeenCalledExactlyOnceWith('https://cash.test/pay', '_blank', 'noopener,noreferrer')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('<BankLink>', () => {
  it('opens the linking page, reports the link, and answers requests with an error', async () => {
    const onAccountLinked = vi.fn()
    const onAccountNotLinked = vi.fn()
    await mount(
      <BankLink
        sessionKey="sk"
        email="a@b.c"
        onAccountLinked={onAccountLinked}
        onAccountNotLinked={onAccountNotLinked}
      />,
    )
    const iframe = theIframe()
    const url = new URL(iframe.src)
    expect(url.pathname).toBe('/solana/checkout-link/shop')
    expect([...url.searchParams.keys()]).toEqual(['sessionKey', 'email', 'useHeightChange', 'bankLinkOnly'])
    await nextLoad(iframe)
    const replies = vi.spyOn(iframe.contentWindow as Window, 'postMessage')
    await send(iframe, page.origin, 'sendTransaction', 'x')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledTimes(1))
    expect(replies.mock.calls[0]).toEqual([
      'ERROR sendTransaction is not supported: a bank link never signs or sends',
      page.origin,
    ])
    await send(iframe, page.origin, 'accountNotLinked', '', { type: 'bank', reason: 'canceled' })
    await send(iframe, page.origin, 'accountLinked', '', { type: 'bank', tokens: ['tok_a'] })
    expect(onAccountNotLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', reason: 'canceled' })
    expect(onAccountLinked).toHaveBeenCalledExactlyOnceWith({ type: 'bank', tokens: ['tok_a'] })
  })
})

describe('<PaymentIntentPurchase>', () => {
  it('opens the intent page with its own parameters and signs with the wallet', async () => {
    const onSuccess = vi.fn()
    await mount(
      <PaymentIntentPurchase
        paymentIntentId="pi_1"
        blockchain="react-test"
        wallet={{ address: 'W1' }}
        color="white"
        onSuccess={onSuccess}
      />,
    )
    const iframe = theIframe()
    const url = new URL(iframe.src)
    expect(url.pathname).toBe('/intents/checkout/pi_1')
    expect([...url.searchParams.keys()]).toEqual(['color', 'useHeightChange'])
    await nextLoad(iframe)
    const replies = vi.spyOn(iframe.contentWindow as Window, 'postMessage')
    await send(iframe, page.origin, 'signMessage', 'intent')
    await vi.waitFor(() => expect(replies).toHaveBeenCalledExactlyOnceWith('W1 signed intent', page.origin))
    await send(iframe, page.origin, 'success', '', 'pay_1')
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('pay_1')
  })
})
