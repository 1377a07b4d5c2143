// @vitest-environment happy-dom

import { deliver, nextLoad, settle, withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { mountedHandles } from '@portico/test-fixtures/mounted-handles'
import { decompressFromEncodedURIComponent } from 'lz-string'
import { describe, expect, it, type Mock, vi } from 'vitest'
import { CardFormError } from '../errors/card-form-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import {
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  mountHostedCardForm,
} from './hosted-card-form'
import { INLINE_HEIGHT, isStacked, skeletonTint } from './hosted-card-form-layout'
import { hostedCardFormUrl } from './hosted-card-form-url'

// The form is a real page on 127.0.0.1 (another origin than the test page); what it posts is dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
const page = withCheckoutPage()
const handles = mountedHandles<HostedCardFormHandle>()

const json = (value: unknown) => JSON.stringify(value)
async function mount(options: Partial<HostedCardFormOptions> = {}) {
  const container = document.createElement('div')
  document.body.append(container)
  const form = mountHostedCardForm(container, {
    merchantId: 'm',
    hosts: { checkout: page.origin },
    ...options,
  })
  handles.push(form)
  await nextLoad(form.iframe)
  const posts = vi.spyOn(form.iframe.contentWindow!, 'postMessage') as Mock
  const from = (data: unknown) => deliver(form.iframe.contentWindow, page.origin, data)
  return { form, container, posts, from }
}
const loaded = async (options: Partial<HostedCardFormOptions> = {}) => {
  const mounted = await mount(options)
  mounted.from(json({ method: 'loaded' }))
  return mounted
}

/** Resolves after the next animation frame, when the heights sent before are written. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

describe('hostedCardFormUrl', () => {
  it('writes merchantId, useHeightChange=true, the compressed theme and, for the CVV form only, the token', () => {
    const theme = { background: '#000000', cvvPlaceholder: 'CVC' }
    const card = new URL(
      hostedCardFormUrl({
        merchantId: 'shop 1',
        theme,
        token: 'ignored',
        hosts: { checkout: 'https://c.example' },
      }),
    )
    expect(card.origin + card.pathname).toBe('https://c.example/form/v2/card-form')
    expect([...card.searchParams.keys()]).toEqual(['merchantId', 'useHeightChange', 'theme'])
    expect(card.searchParams.get('merchantId')).toBe('shop 1')
    expect(JSON.parse(decompressFromEncodedURIComponent(card.searchParams.get('theme')!))).toEqual(theme)
    const cvv = hostedCardFormUrl({ merchantId: 'm', variant: 'cvv', token: 'tok_1', env: 'sandbox' })
    expect(cvv).toBe(
      'https://sandbox.coinflow.cash/form/v2/cvv-form?merchantId=m&useHeightChange=true&token=tok_1',
    )
    expect(hostedCardFormUrl({ merchantId: 'm', variant: 'card-number' })).toBe(
      'https://coinflow.cash/form/v2/card-number-form?merchantId=m&useHeightChange=true',
    )
  })

  it('refuses a CVV form without a token, an unknown variant and a missing merchant id', () => {
    expect(() => hostedCardFormUrl({ merchantId: 'm', variant: 'cvv' })).toThrow(InvalidOptionError)
    expect(() => hostedCardFormUrl({ merchantId: 'm', variant: 'iban' as never })).toThrow(InvalidOptionError)
    expect(() => hostedCardFormUrl({ merchantId: '' })).toThrow(InvalidOptionError)
  })

  it('refuses a tokenizeTimeoutMs a timer would fire at once (0, NaN, over 2^31 - 1, Infinity)', () => {
    const container = document.body.appendChild(document.createElement('div'))
    for (const tokenizeTimeoutMs of [0, -1, Number.NaN, 2 ** 31, Number.POSITIVE_INFINITY])
      expect(() => mountHostedCardForm(container, { merchantId: 'm', tokenizeTimeoutMs })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', option: 'tokenizeTimeoutMs' }),
      )
    expect(container.children).toHaveLength(0)
  })
})

describe('layout', () => {
  it('stacks under 374 px for the card form, 286 px for the number form, never for the CVV form', () => {
    expect([isStacked('card', 373), isStacked('card', 374)]).toEqual([true, false])
    expect([isStacked('card-number', 285), isStacked('card-number', 286)]).toEqual([true, false])
    expect(isStacked('cvv', 100)).toBe(false)
  })

  it('tints the skeleton by the surface: light on dark, dark on light, grey when unreadable', () => {
    expect(skeletonTint('#101010')).toBe(skeletonTint('rgb(0, 0, 40)'))
    expect(skeletonTint('#fff')).toBe(skeletonTint('#fafafa'))
    expect(skeletonTint('#000')).not.toBe(skeletonTint('#fff'))
    expect(skeletonTint(undefined)).toBe(skeletonTint('tomato'))
    expect(skeletonTint('rgb(300, 0, 0)')).toBe(skeletonTint(undefined))
  })
})

describe('mountHostedCardForm', () => {
  it('embeds the form titled for its variant, allowed payment, behind a skeleton with role=status', async () => {
    const { form, container, from } = await mount({ variant: 'card-number' })
    expect(form.iframe.title).toBe('Card number')
    expect(form.iframe.allow).toBe('payment')
    expect(form.iframe.src).toBe(`${page.origin}/form/v2/card-number-form?merchantId=m&useHeightChange=true`)
    const skeleton = container.querySelector('[role="status"]')
    expect(skeleton?.textContent).toBe('Loading card form')
    expect(form.iframe.style.opacity).toBe('0')
    expect((container.firstElementChild as HTMLElement).style.height).toBe(`${INLINE_HEIGHT}px`)
    expect(form.status).toBe('loading')
    from(json({ method: 'loaded' }))
    expect(form.status).toBe('loaded')
    expect(form.iframe.style.opacity).toBe('1')
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull())
  })

  it('takes its skeleton away when the form did not load, and draws it again for a reload', async () => {
    const { form, container } = await mount({ loadTimeoutMs: 30, onError: () => {} })
    const wrapper = container.firstElementChild as HTMLElement
    await vi.waitFor(() => expect(form.status).toBe('error'))
    // Nothing says "loading" once the error says why.
    expect(wrapper.getAttribute('aria-busy')).toBeNull()
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull())
    form.reload()
    expect(wrapper.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading card form')
  })

  it('draws its skeleton again when a form that had loaded loads again', async () => {
    const { form, container, from } = await loaded()
    const wrapper = container.firstElementChild as HTMLElement
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull())
    form.reload()
    expect(form.iframe.style.opacity).toBe('0')
    expect(wrapper.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading card form')
    from(json({ method: 'loaded' }))
    expect(wrapper.getAttribute('aria-busy')).toBeNull()
    expect(form.iframe.style.opacity).toBe('1')
  })

  it('takes the height the form reports once loaded, ignoring non-positive and non-finite ones', async () => {
    const onHeightChange = vi.fn()
    const { container, from } = await mount({ onHeightChange })
    const wrapper = container.firstElementChild as HTMLElement
    from(json({ method: 'heightChange', data: 120 }))
    await nextFrame()
    expect(wrapper.style.height).toBe(`${INLINE_HEIGHT}px`)
    from(json({ method: 'loaded' }))
    expect(wrapper.style.height).toBe('120px')
    for (const data of [0, -5, 'abc', 'Infinity', null, '']) from(json({ method: 'heightChange', data }))
    from(json({ method: 'heightChange', data: '98' }))
    await nextFrame()
    expect(wrapper.style.height).toBe('98px')
    expect(onHeightChange.mock.calls).toEqual([[120], [98]])
  })

  it('tokenizes: posts the bare string to the exact origin and resolves the token with its expiry', async () => {
    const { form, posts, from } = await loaded()
    const token = form.tokenize()
    expect(posts).toHaveBeenCalledWith('tokenize', page.origin)
    from(json({ method: 'tokenize', data: json({ token: 'tok_9', expMonth: '04', expYear: 2031 }) }))
    await expect(token).resolves.toEqual({ token: 'tok_9', expMonth: '04', expYear: '2031' })
    const second = form.tokenize()
    from(json({ method: 'tokenize', data: { token: 'tok_10' } }))
    await expect(second).resolves.toEqual({ token: 'tok_10' })
  })

  it("rejects with the form's own words when it refuses the card", async () => {
    const { form, from } = await loaded()
    const token = form.tokenize()
    from(json({ method: 'tokenize', data: 'ERROR Card invalid' }))
    const error = await token.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardFormError)
    expect(error).toMatchObject({ reason: 'declined', message: 'Card invalid', code: 'CARD_FORM_ERROR' })
  })

  it('takes a tokenize answer only from its own frame: another frame of the checkout origin is ignored', async () => {
    const { form, from } = await loaded()
    const other = await mount()
    const token = form.tokenize()
    other.from(json({ method: 'tokenize', data: json({ token: 'stolen' }) }))
    deliver(window, page.origin, json({ method: 'tokenize', data: json({ token: 'self' }) }))
    deliver(
      form.iframe.contentWindow,
      'https://evil.example',
      json({ method: 'tokenize', data: json({ token: 'x' }) }),
    )
    from(json({ method: 'tokenize', data: json({ token: 'mine' }) }))
    await expect(token).resolves.toEqual({ token: 'mine' })
  })

  it('gives one request for concurrent calls and fails at once before the form has loaded', async () => {
    const { form, posts, from } = await mount()
    await expect(form.tokenize()).rejects.toMatchObject({
      reason: 'not-loaded',
      message: 'Card form iframe not loaded',
    })
    expect(posts).not.toHaveBeenCalled()
    from(json({ method: 'loaded' }))
    const a = form.tokenize()
    const b = form.tokenize()
    expect(b).toBe(a)
    expect(posts).toHaveBeenCalledTimes(1)
    from(json({ method: 'tokenize', data: json({ token: 't' }) }))
    await a
  })

  it('times out with a typed error when the form never answers', async () => {
    const { form } = await loaded({ tokenizeTimeoutMs: 20 })
    await expect(form.tokenize()).rejects.toMatchObject({ reason: 'timeout', code: 'CARD_FORM_ERROR' })
  })

  it('fails a pending tokenize at once when the form reloads, and never takes the old answer', async () => {
    const { form, from } = await loaded({ tokenizeTimeoutMs: 60_000 })
    // It fails as soon as the new src is set, before the new document has loaded.
    const failed = expect(form.tokenize()).rejects.toMatchObject({ reason: 'reloaded' })
    const reload = nextLoad(form.iframe)
    form.iframe.src = `${form.iframe.src}&again=1`
    await failed
    await reload
    // A late answer from the old request now finds nothing waiting.
    from(json({ method: 'tokenize', data: json({ token: 'old' }) }))
    await settle()
  })

  it('rejects a pending tokenize on destroy, removes its element, and ignores messages after', async () => {
    const onLoad = vi.fn()
    const { form, container, from } = await loaded({ onLoad })
    const token = form.tokenize()
    form.destroy()
    form.destroy()
    await expect(token).rejects.toMatchObject({ reason: 'destroyed' })
    expect(container.childElementCount).toBe(0)
    expect(form.status).toBe('destroyed')
    from(json({ method: 'loaded' }))
    expect(onLoad).toHaveBeenCalledTimes(1)
    await expect(form.tokenize()).rejects.toMatchObject({ reason: 'destroyed' })
  })

  it('stops listening when taken out of the page without destroy(), fails a pending tokenize at once, and listens again once back', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const live = () =>
      added.mock.calls.filter(([type]) => type === 'message').length -
      removed.mock.calls.filter(([type]) => type === 'message').length
    const { form, container, from } = await loaded({ tokenizeTimeoutMs: 60_000 })
    const token = form.tokenize().catch((error: unknown) => error)
    const before = live()
    container.remove()
    await settle()
    expect(await token).toMatchObject({ reason: 'reloaded' })
    expect(live()).toBe(before - 1)
    expect(form.status).toBe('loading')
    await expect(form.tokenize()).rejects.toMatchObject({ reason: 'not-loaded' })

    // Put back, the frame loads a new document, which is heard again.
    const back = nextLoad(form.iframe)
    document.body.append(container)
    await back
    expect(live()).toBe(before)
    from(json({ method: 'loaded' }))
    expect(form.status).toBe('loaded')
  })

  it('passes inputError and inputValid on, without needing data, and drops malformed ones', async () => {
    const onInputError = vi.fn()
    const onInputValid = vi.fn()
    const { from } = await loaded({ onInputError, onInputValid })
    from(
      json({
        method: 'inputError',
        info: { field: 'cvv', message: 'CVV is invalid. Please double check information.' },
      }),
    )
    from(json({ method: 'inputValid', info: { field: 'cvv' } }))
    from(json({ method: 'inputError', info: { field: 'pin', message: 'x' } }))
    from(json({ method: 'inputError', info: { field: 'cvv' } }))
    from(
      json({ method: 'inputValid', info: { field: 'cvv', __proto__: { polluted: true } } }).replace(
        '"field"',
        '"__proto__":{},"field"',
      ),
    )
    from('not json')
    from(42)
    expect(onInputError.mock.calls).toEqual([
      [{ field: 'cvv', message: 'CVV is invalid. Please double check information.' }],
    ])
    expect(onInputValid.mock.calls).toEqual([[{ field: 'cvv' }]])
  })

  it('keeps two forms on one page apart', async () => {
    const a = await loaded()
    const b = await loaded()
    const onA = a.form.tokenize()
    const onB = b.form.tokenize()
    b.from(json({ method: 'tokenize', data: json({ token: 'b' }) }))
    a.from(json({ method: 'tokenize', data: json({ token: 'a' }) }))
    await expect(Promise.all([onA, onB])).resolves.toEqual([{ token: 'a' }, { token: 'b' }])
  })
})
