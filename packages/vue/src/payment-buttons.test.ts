// @vitest-environment happy-dom
import { CardFormError } from '@portico/core'
import { deliver } from '@portico/test-fixtures/checkout-page'
import { describe, expect, it, type Mock, vi } from 'vitest'
import { h, nextTick, ref } from 'vue'
import { HostedCardForm, type HostedCardFormExposed } from './hosted-card-form'
import { ApplePayButton, GooglePayButton, PayPalButton } from './payment-buttons'
import { checkoutPageForSuite, iframes, mountInApp } from './vue.test-helper'

// The button and form pages are real pages on 127.0.0.1 (another origin); what they post is dispatched
// with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = checkoutPageForSuite()
const hosts = () => ({ checkout: page.origin })
const say = async (frame: HTMLIFrameElement | undefined, message: unknown) => {
  deliver(frame?.contentWindow ?? null, page.origin, JSON.stringify(message))
  await nextTick()
}
const navigations = (prefix: string) => page.hits.filter((hit) => hit.startsWith(prefix)).length

describe('payment buttons', () => {
  it('make one button, emit load once, and post 1,000 amount changes with 0 navigations', async () => {
    const onLoad = vi.fn()
    const before = navigations('/form/')
    let cents = 100
    const app = await mountInApp(
      () => h(GooglePayButton, { color: 'black', subtotal: { cents }, onLoad: () => onLoad() }),
      { hosts: hosts() },
    )
    expect(iframes()).toHaveLength(1)
    const frame = iframes()[0] as HTMLIFrameElement
    expect(new URL(frame.src).pathname).toBe('/form/solana/google-pay/shop')
    await vi.waitFor(() => expect(navigations('/form/')).toBe(before + 1))
    const posts = vi.spyOn(frame.contentWindow as Window, 'postMessage') as Mock
    await say(frame, { method: 'loaded', data: '' })
    for (cents = 101; cents <= 1100; cents++) await app.rerender()
    await say(frame, { method: 'loaded', data: '' })
    expect(iframes()).toEqual([frame])
    expect(navigations('/form/')).toBe(before + 1)
    expect(new URL(frame.src).searchParams.get('cents')).toBe('100')
    expect(onLoad).toHaveBeenCalledTimes(1)
    // One post per change, and the subtotal again after the second `loaded`.
    expect(posts).toHaveBeenCalledTimes(1001)
    expect(posts.mock.calls.at(-1)).toEqual(['updateSubtotal:{"cents":1100}', page.origin])
    app.wrapper.unmount()
    expect(iframes()).toHaveLength(0)
  })

  it('keep two buttons apart: a payment emits success on its own button, to the latest listener', async () => {
    const apple = vi.fn()
    const google = vi.fn()
    const latest = vi.fn()
    let onApple = apple
    const app = await mountInApp(
      () => [
        h(ApplePayButton, { color: 'white', subtotal: { cents: 5 }, onSuccess: onApple }),
        h(GooglePayButton, { color: 'white', subtotal: { cents: 5 }, onSuccess: google }),
      ],
      { hosts: hosts() },
    )
    onApple = latest
    await app.rerender()
    await say(iframes()[0], { method: 'getToken', data: '', info: { paymentId: 'p' } })
    expect(latest).toHaveBeenCalledWith({ paymentId: 'p' })
    expect(apple).not.toHaveBeenCalled()
    expect(google).not.toHaveBeenCalled()
  })

  it('PayPal: emits approve once per payment, with the overlay-id attribute', async () => {
    const onApprove = vi.fn()
    document.body.insertAdjacentHTML('beforeend', '<div id="sheet"></div>')
    await mountInApp(
      () =>
        h(PayPalButton, {
          color: 'white',
          'overlay-id': 'sheet',
          email: 'a@b.c',
          subtotal: { cents: 5 },
          onApprove,
        }),
      { hosts: hosts() },
    )
    const frame = iframes()[0] as HTMLIFrameElement
    expect(new URL(frame.src).pathname).toBe('/form/solana/paypal/shop')
    await say(frame, { method: 'getToken', data: '', info: { paymentId: 'pp' } })
    expect(onApprove).toHaveBeenCalledExactlyOnceWith({ paymentId: 'pp' })
    document.getElementById('sheet')?.remove()
  })
})

describe('<HostedCardForm>', () => {
  it('makes one form with the provided merchant and tokenizes through its template ref; a prop change remakes it', async () => {
    const form = ref<HostedCardFormExposed>()
    const onInputError = vi.fn()
    let variant: 'card' | 'card-number' = 'card'
    const app = await mountInApp(() => h(HostedCardForm, { ref: form, variant, onInputError }), {
      hosts: hosts(),
    })
    const [frame] = iframes()
    expect(frame?.src).toBe(`${page.origin}/form/v2/card-form?merchantId=shop&useHeightChange=true`)
    await vi.waitFor(() => expect(navigations('/form/v2/card-form')).toBe(1))
    await expect(form.value?.tokenize()).rejects.toBeInstanceOf(CardFormError)
    await say(frame, { method: 'loaded' })
    expect(form.value?.status).toBe('loaded')
    const token = form.value?.tokenize()
    await say(frame, {
      method: 'tokenize',
      data: JSON.stringify({ token: 't1', expMonth: '12', expYear: '2030' }),
    })
    await expect(token).resolves.toEqual({ token: 't1', expMonth: '12', expYear: '2030' })
    await say(frame, { method: 'inputError', info: { field: 'cvv', message: 'CVV is invalid.' } })
    expect(onInputError).toHaveBeenCalledExactlyOnceWith({ field: 'cvv', message: 'CVV is invalid.' })
    // Listeners and same data keep the form; a new variant makes a new one.
    await app.rerender()
    expect(iframes()).toEqual([frame])
    variant = 'card-number'
    await app.rerender()
    expect(iframes()).toHaveLength(1)
    expect(iframes()[0]).not.toBe(frame)
    expect(iframes()[0]?.src).toContain('/form/v2/card-number-form')
    await vi.waitFor(() => expect(navigations('/form/v2/card-number-form')).toBe(1))
    app.wrapper.unmount()
    expect(iframes()).toHaveLength(0)
  })
})
