// @vitest-environment happy-dom
import {
  CardFormError,
  type ChainEntry,
  CheckoutLoadError,
  definePlugin,
  InvalidOptionError,
} from '@portico/core'
import {
  deliver,
  heightId,
  iframes,
  nextLoad,
  serveCheckoutPage,
  settle,
  theIframe,
  watchMessageListeners,
  wire,
} from '@portico/test-fixtures/checkout-page'
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import { configure } from './defaults'
import { defineElements } from './define-elements'

// The checkout is a real page on 127.0.0.1 (cross-origin to the test page); its messages are dispatched on
// window with the origin and source a browser would set, as no script runs in happy-dom frames.
let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
  defineElements()
})
afterAll(() => page.close())
afterEach(async () => {
  await vi.waitFor(() => expect(page.hits.length).toBeGreaterThanOrEqual(iframes().length))
  await settle()
  document.body.innerHTML = ''
  page.hits.length = 0
  vi.restoreAllMocks()
})

interface TestWallet {
  address: string
}
declare module '@portico/core' {
  interface ChainRegistry {
    'element-test': ChainEntry<TestWallet>
  }
}
const plugin = definePlugin<TestWallet>({
  name: 'element-test',
  blockchains: ['element-test'],
  walletAddress: (wallet) => wallet.address,
  handlers: (wallet) => ({ signMessage: async (data) => `${wallet.address} signed ${data}` }),
})

/** Puts `html` in the page with the defaults for merchant `shop`, and lets the elements make their frames. */
async function place(html: string) {
  configure({ env: 'prod', merchantId: 'shop', plugins: [plugin], hosts: { checkout: page.origin } })
  document.body.innerHTML = html
  await settle()
  return document.body.firstElementChild as HTMLElement
}
const say = async (frame: HTMLIFrameElement, method: string, data = '', info?: unknown) => {
  deliver(frame.contentWindow, page.origin, wire(method, data, info))
  await new Promise((resolve) => requestAnimationFrame(resolve))
}
const tick = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)))

describe('<portico-checkout>', () => {
  it('opens its page once from attributes, properties set right after insertion and the page defaults', async () => {
    const listeners = watchMessageListeners()
    configure({ env: 'prod', merchantId: 'shop', plugins: [plugin], hosts: { checkout: page.origin } })
    const element = document.createElement('portico-checkout')
    element.setAttribute('kind', 'withdraw')
    element.setAttribute('blockchain', 'element-test')
    element.setAttribute('merchant-id', 'other')
    element.setAttribute('max-height', '700')
    document.body.append(element)
    element.wallet = { address: 'W1' }
    await tick()
    const frame = theIframe()
    const url = new URL(frame.src)
    expect(url.pathname).toBe('/element-test/withdraw/other')
    expect(url.searchParams.get('pubkey')).toBe('W1')
    await nextLoad(frame)
    expect(page.hits).toHaveLength(1)
    expect(listeners.live()).toBe(1)
    const reply = new Promise((resolve) => {
      vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(resolve)
    })
    await say(frame, 'signMessage', 'pay')
    expect(await reply).toBe('W1 signed pay')
    element.remove()
    expect(iframes()).toHaveLength(0)
    expect(listeners.live()).toBe(0)
  })

  it('dispatches the callbacks as DOM events, and never reloads for 1,000 attribute and property changes of the same data', async () => {
    const element = await place('<portico-checkout blockchain="element-test" cents="100"></portico-checkout>')
    ;(element as HTMLElementTagNameMap['portico-checkout']).theme = { primary: '#123456' }
    await tick()
    const frame = theIframe()
    const src = frame.src
    await nextLoad(frame)
    const seen: string[] = []
    for (const name of ['load', 'success', 'auth-declined', 'height-change'])
      element.addEventListener(name, (event) =>
        seen.push(`${name} ${JSON.stringify((event as unknown as CustomEvent).detail)}`),
      )
    for (let i = 0; i < 1000; i++) {
      element.setAttribute('cents', '100')
      ;(element as HTMLElementTagNameMap['portico-checkout']).theme = { primary: '#123456' }
      element.setAttribute('data-render', String(i))
      await settle()
    }
    await settle()
    expect(theIframe()).toBe(frame)
    expect(frame.src).toBe(src)
    expect(page.hits).toHaveLength(1)
    await say(frame, 'loaded')
    await say(frame, `heightChange:${heightId(frame)}`, '480')
    await say(frame, 'success', '', { paymentId: 'p1' })
    await say(frame, 'authDeclined', '', { code: '05' })
    expect(seen).toEqual([
      'load null',
      'height-change 480',
      'success {"paymentId":"p1"}',
      'auth-declined {"code":"05"}',
    ])
    expect((element as HTMLElementTagNameMap['portico-checkout']).status).toBe('loaded')
  })

  it('names its frame and loader from attributes, and drops the loader for loader="false"', async () => {
    const element = await place(
      '<portico-checkout blockchain="element-test" cents="100" title="Kasse" loader-label="Kasse lädt"></portico-checkout>',
    )
    const frame = theIframe()
    expect(frame.title).toBe('Kasse')
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Kasse lädt')
    element.setAttribute('loader', 'false')
    await tick()
    expect(element.querySelector('[role="status"]')).toBeNull()
    await nextLoad(frame)
  })

  it('reloads once for new data (a new amount) in the same iframe', async () => {
    const element = await place('<portico-checkout blockchain="element-test" cents="100"></portico-checkout>')
    await tick()
    const frame = theIframe()
    await nextLoad(frame)
    const reloaded = nextLoad(frame)
    element.setAttribute('cents', '250')
    await reloaded
    expect(theIframe()).toBe(frame)
    expect(new URL(frame.src).searchParams.get('cents')).toBe('250')
    expect(page.hits).toHaveLength(2)
  })

  it('says refused options as a cancelable error event, and tries again with new ones', async () => {
    const errors: unknown[] = []
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    configure({ env: 'prod', merchantId: 'shop', plugins: [plugin], hosts: { checkout: page.origin } })
    const element = document.createElement('portico-checkout')
    element.setAttribute('blockchain', 'nowhere')
    element.addEventListener('error', (event) => {
      errors.push((event as unknown as CustomEvent).detail)
      event.preventDefault()
    })
    document.body.append(element)
    await tick()
    expect(iframes()).toHaveLength(0)
    expect((errors[0] as Error).name).toBe('BlockchainNotSupportedError')
    expect(logged).not.toHaveBeenCalled()
    element.setAttribute('blockchain', 'element-test')
    await tick()
    expect(iframes()).toHaveLength(1)
  })
})

describe('attributes read as HTML reads them', () => {
  it('takes flags present or absent ("false" is off) and numbers, into the URL', async () => {
    await place(
      '<portico-checkout blockchain="element-test" cents="100" use-permit="false" partial-usdc-checked redemption-check="" use-native-subtotal="true" is-zero-authorization="is-zero-authorization"></portico-checkout>',
    )
    const params = new URL(theIframe().src).searchParams
    expect(params.get('usePermit')).toBe('false')
    expect(params.get('partialUsdcChecked')).toBe('true')
    expect(params.get('redemptionCheck')).toBe('true')
    expect(params.get('useNativeSubtotal')).toBe('true')
    expect(params.get('isZeroAuthorization')).toBe('true')
    await nextLoad(theIframe())
  })

  it('says a malformed flag or number as an InvalidOptionError error event, and mounts once it is fixed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    configure({ env: 'prod', merchantId: 'shop', plugins: [plugin], hosts: { checkout: page.origin } })
    const element = document.createElement('portico-payment-button')
    const errors: unknown[] = []
    element.addEventListener('error', (event) => errors.push((event as unknown as CustomEvent).detail))
    element.setAttribute('method', 'google-pay')
    element.setAttribute('color', 'black')
    element.setAttribute('load-timeout-ms', 'soon')
    document.body.append(element)
    await tick()
    expect(iframes()).toHaveLength(0)
    expect(errors[0]).toBeInstanceOf(InvalidOptionError)
    expect(errors[0]).toMatchObject({ option: 'load-timeout-ms' })
    expect(logged).toHaveBeenCalledWith(errors[0])
    element.setAttribute('load-timeout-ms', '5000')
    await tick()
    await tick()
    expect(iframes()).toHaveLength(1)
    element.setAttribute('debug', 'maybe')
    await tick()
    await tick()
    expect(errors[1]).toMatchObject({ name: 'InvalidOptionError', option: 'debug' })
    expect(iframes()).toHaveLength(1)
    await nextLoad(theIframe())
  })
})

describe('the element is the handle', () => {
  it.each([
    [
      'portico-checkout',
      '<portico-checkout blockchain="element-test" cents="100" load-timeout-ms="60"></portico-checkout>',
    ],
    [
      'portico-hosted-card-form',
      '<portico-hosted-card-form variant="card" load-timeout-ms="60"></portico-hosted-card-form>',
    ],
    [
      'portico-payment-button',
      '<portico-payment-button method="google-pay" color="black" load-timeout-ms="60"></portico-payment-button>',
    ],
  ])('<%s> fires error with the CheckoutLoadError, and element.reload() loads it again', async (_, html) => {
    const errors: unknown[] = []
    const statuses: string[] = []
    const element = (await place(html)) as HTMLElementTagNameMap['portico-checkout']
    element.addEventListener('error', (event) => errors.push((event as unknown as CustomEvent).detail))
    element.subscribe((status) => statuses.push(status))
    const frame = theIframe()
    // The page on 127.0.0.1 never says `loaded` in happy-dom: the load watch gives up after 60 ms.
    await vi.waitFor(() => expect(element.status).toBe('error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(CheckoutLoadError)
    // The new navigation itself is the browser suite's to see (happy-dom does not load the same URL twice).
    element.reload()
    expect(element.status).toBe('loading')
    expect(theIframe()).toBe(frame)
    expect(statuses).toEqual(['error', 'loading'])
    element.destroy()
    element.destroy()
    expect(element.status).toBe('destroyed')
    expect(iframes()).toHaveLength(0)
  })
})

describe('<portico-payment-button> and <portico-hosted-card-form>', () => {
  it('posts 1,000 new amounts to the button without a navigation', async () => {
    const element = await place(
      '<portico-payment-button method="google-pay" color="black" cents="100"></portico-payment-button>',
    )
    await tick()
    const frame = theIframe()
    expect(new URL(frame.src).pathname).toBe('/form/solana/google-pay/shop')
    await nextLoad(frame)
    const posts = vi.spyOn(frame.contentWindow as Window, 'postMessage') as Mock
    await say(frame, 'loaded')
    for (let cents = 101; cents <= 1100; cents++) {
      element.setAttribute('cents', String(cents))
      // Attribute changes reach the element through its MutationObserver, then one microtask.
      await settle()
    }
    expect(posts).toHaveBeenCalledTimes(1000)
    expect(iframes()).toEqual([frame])
    // This button's page only: a frame the last test removed may still reach the server on a busy machine.
    expect(page.hits.filter((hit) => hit.startsWith('/form/solana/google-pay/'))).toHaveLength(1)
    expect(posts.mock.calls.at(-1)).toEqual(['updateSubtotal:{"cents":1100}', page.origin])
  })

  it('tokenizes the hosted card form through the element', async () => {
    const element = (await place(
      '<portico-hosted-card-form variant="card"></portico-hosted-card-form>',
    )) as HTMLElementTagNameMap['portico-hosted-card-form']
    await expect(element.tokenize()).rejects.toBeInstanceOf(CardFormError)
    await tick()
    const frame = theIframe()
    expect(frame.src).toBe(`${page.origin}/form/v2/card-form?merchantId=shop&useHeightChange=true`)
    await nextLoad(frame)
    await say(frame, 'loaded')
    const token = element.tokenize()
    await say(frame, 'tokenize', JSON.stringify({ token: 't1', expMonth: '12', expYear: '2030' }))
    await expect(token).resolves.toEqual({ token: 't1', expMonth: '12', expYear: '2030' })
  })
})
