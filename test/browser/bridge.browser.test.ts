import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseChromium, sharedChromium } from './chromium'
import { bundleCore } from './core-bundle'
import { page as html, send, serve } from './servers'

// The built @portico/core runs in a merchant page on one origin; a checkout stand-in runs in the mounted
// iframe on another origin. An impostor frame of the checkout's own origin and a frame of a third origin
// talk to the same page. Only the mounted frame may be served, and replies go to its exact origin only.

// Checkout stand-in: records what its parent sends it and can post requests to its parent's origin.
const CHECKOUT_JS = `
window.received = []
addEventListener('message', (e) => { if (e.source === parent) received.push({ data: e.data, origin: e.origin }) })
window.ask = (message) => parent.postMessage(JSON.stringify(message), location.ancestorOrigins[0])
`

let browser: Browser
let servers: Array<{ close: () => Promise<void> }>
let merchant: string
let checkout: string
let other: string
let tab: Page

beforeAll(async () => {
  const core = await bundleCore()
  const a = await serve((_req, res, url) => {
    if (url.pathname === '/portico.js') return send(res, 'text/javascript', core)
    if (url.pathname === '/checkout.js') return send(res, 'text/javascript', CHECKOUT_JS)
    if (url.hostname === 'localhost') return send(res, 'text/html', html('/checkout.js'))
    return send(res, 'text/html', `${html('/portico.js')}<div id="mount"></div>`)
  })
  const b = await serve((_req, res, url) =>
    url.pathname === '/checkout.js'
      ? send(res, 'text/javascript', CHECKOUT_JS)
      : send(res, 'text/html', html('/checkout.js')),
  )
  servers = [a, b]
  merchant = `http://127.0.0.1:${a.port}`
  checkout = `http://localhost:${a.port}`
  other = `http://127.0.0.1:${b.port}`
  browser = await sharedChromium()
})

afterAll(async () => {
  await releaseChromium()
  await Promise.all(servers?.map((s) => s.close()) ?? [])
})

const frameAt = async (prefix: string): Promise<Frame> => {
  for (let i = 0; i < 200; i++) {
    const frame = tab.frames().find((f) => f.url().startsWith(prefix))
    if (
      frame &&
      (await frame.evaluate(() => typeof (window as { ask?: unknown }).ask === 'function').catch(() => false))
    )
      return frame
    await tab.waitForTimeout(25)
  }
  throw new Error(`no frame at ${prefix}`)
}

const received = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { received: unknown[] }).received)
const ask = (frame: Frame, message: object) =>
  frame.evaluate((m) => (window as unknown as { ask: (m: object) => void }).ask(m), message)

describe('the message bridge in a real browser', () => {
  beforeAll(async () => {
    tab = await browser.newPage()
    await tab.goto(`${merchant}/shop`)
    await tab.evaluate(
      ({ checkout, other }) => {
        const w = window as unknown as Record<string, unknown> & { Portico: typeof import('@portico/core') }
        const calls: string[] = []
        const gate: { open?: () => void } = {}
        Object.assign(w, { calls, gate, successes: [] as unknown[] })
        const plugin = w.Portico.definePlugin<object>({
          name: 'test',
          blockchains: ['testchain'],
          walletAddress: () => 'wallet-1',
          handlers: () => ({
            signMessage: async (data) => {
              calls.push(data)
              return `signed:${data}`
            },
            sendTransaction: (data) => {
              calls.push(data)
              return new Promise((resolve) => {
                gate.open = () => resolve(`sent:${data}`)
              })
            },
          }),
        })
        w.handle = w.Portico.mountCheckout(document.getElementById('mount') as HTMLElement, {
          baseUrl: checkout,
          blockchain: 'testchain' as 'solana',
          merchantId: 'm1',
          plugins: [plugin],
          // A custom chain the type registry does not know: the page script is plain JavaScript.
          wallet: {} as never,
          heightChangeId: 'mine',
          onSuccess: (info) => (w.successes as unknown[]).push(info),
        })
        for (const src of [`${checkout}/impostor`, `${other}/elsewhere`]) {
          const frame = document.createElement('iframe')
          frame.src = src
          document.body.append(frame)
        }
      },
      { checkout, other },
    )
  })

  it('serves the mounted frame and replies to its exact origin', async () => {
    const real = await frameAt(`${checkout}/testchain/purchase-v2/m1`)
    expect(real.url()).toContain('pubkey=wallet-1')
    await ask(real, { method: 'signMessage', data: 'hello' })
    await expect.poll(() => received(real)).toEqual([{ data: 'signed:hello', origin: merchant }])
  })

  it('ignores an impostor frame of the checkout origin and a frame of another origin', async () => {
    const real = await frameAt(`${checkout}/testchain`)
    const impostor = await frameAt(`${checkout}/impostor`)
    const stranger = await frameAt(`${other}/elsewhere`)
    await ask(impostor, { method: 'signMessage', data: 'from-impostor' })
    await ask(stranger, { method: 'signMessage', data: 'from-stranger' })
    await ask(impostor, { method: 'success', data: '', info: { paymentId: 'forged' } })
    // Posted messages reach the page in the order they were sent, so once the real frame's success arrives
    // the page has already seen (and must have dropped) everything the other two sent.
    await ask(real, { method: 'success', data: '', info: { paymentId: 'real' } })
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { successes: unknown[] }).successes))
      .toEqual([{ paymentId: 'real' }])
    expect(await tab.evaluate(() => (window as unknown as { calls: string[] }).calls)).not.toContain(
      'from-impostor',
    )
    expect(await tab.evaluate(() => (window as unknown as { calls: string[] }).calls)).not.toContain(
      'from-stranger',
    )
    expect(await received(impostor)).toEqual([])
    expect(await received(stranger)).toEqual([])
  })

  it('answers an unsupported request with ERROR instead of leaving the checkout hanging', async () => {
    const real = await frameAt(`${checkout}/testchain`)
    await ask(real, { method: 'signTransaction', data: 'tx' })
    await expect
      .poll(async () => ((await received(real)) as Array<{ data: string }>).map((r) => r.data).at(-1))
      .toMatch(/^ERROR /)
  })

  it('resizes only for its own heightChange id and fades in over 300 ms once loaded', async () => {
    const real = await frameAt(`${checkout}/testchain`)
    // The frame shows once its page says it has loaded (the loader covers it until then).
    await ask(real, { method: 'loaded', data: '' })
    await ask(real, { method: 'heightChange:someone-else', data: '999' })
    await ask(real, { method: 'heightChange:mine', data: '432' })
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('#mount iframe')?.getBoundingClientRect().height))
      .toBe(432)
    const style = await tab.evaluate(() => {
      const frame = document.querySelector('#mount iframe') as HTMLIFrameElement
      return {
        opacity: frame.style.opacity,
        transition: getComputedStyle(frame).transition,
        title: frame.title,
        allow: frame.allow,
      }
    })
    expect(style.opacity).toBe('1')
    expect(style.transition).toContain('opacity 0.3s')
    // A purchase: titled as the checkout it is.
    expect(style).toMatchObject({ title: 'Checkout', allow: 'payment; camera; clipboard-write; geolocation' })
  })

  it('does not deliver a reply to whatever page the frame navigated to', async () => {
    const real = await frameAt(`${checkout}/testchain`)
    await ask(real, { method: 'sendTransaction', data: 'slow' })
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { calls: string[] }).calls))
      .toContain('slow')
    // The checkout frame leaves for another origin while the wallet is still busy.
    await real.evaluate((to) => {
      location.href = to
    }, `${other}/after-navigation`)
    const moved = await frameAt(`${other}/after-navigation`)
    await tab.evaluate(() => (window as unknown as { gate: { open: () => void } }).gate.open())
    // A marker posted by the page after the wallet answered: had the reply gone to '*', it would arrive first.
    await tab.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            ;(document.querySelector('#mount iframe') as HTMLIFrameElement).contentWindow?.postMessage(
              'marker',
              '*',
            )
            resolve()
          }, 50),
        ),
    )
    await expect.poll(() => received(moved)).toEqual([{ data: 'marker', origin: merchant }])
  })
})
