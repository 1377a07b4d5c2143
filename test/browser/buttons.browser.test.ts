import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countNavigations, frameAt, type Harness, startHarness, WAIT } from './harness'
import { installNodeWallets } from './node-wallets'
import { send, serve } from './servers'
import { sharedTab } from './shared-tab'

// The payment buttons as a merchant mounts them (the built @portico/core and @portico/react, React 19) on a
// page of 127.0.0.1, against the emulator's button pages and payment sheet (localhost, another origin, another
// process): load, 1,000 amount changes without a reload, approve, cancel, fail, the PayPal/Venmo approval
// overlay over the merchant's element and back, two buttons on one page, the shopper's injected wallet.
// Nothing is mocked.

// window.buttons is the button page's (packages/react/test/button-page.tsx, declared on Window there).
type ButtonSpec = Parameters<Window['buttons']['mount']>[2]
type ButtonLog = ReturnType<Window['buttons']['log']>

let h: Harness
let site: { port: number; close: () => Promise<void> }
let tab: Page

const dist = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/dist/index.js`, import.meta.url))
const reactModules = (name: string) =>
  fileURLToPath(new URL(`../../packages/react/node_modules/${name}`, import.meta.url))

/** The button page with the built packages and React 19 (production build), in one script. */
async function bundleButtonPage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../packages/react/test/button-page.tsx', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      '@portico/core/internal': fileURLToPath(
        new URL('../../packages/core/dist/internal.js', import.meta.url),
      ),
      '@portico/core': dist('core'),
      '@portico/react': dist('react'),
      '@portico/evm': dist('evm'),
      react: reactModules('react'),
      'react-dom': reactModules('react-dom'),
    },
  })
  return result.outputFiles[0]?.text ?? ''
}

// Two containers in the flow, and the merchant's backdrop: fixed, sized by the viewport, empty and
// click-through, as a site's modal layer is while nothing is open.
const PAGE = `<!doctype html><meta charset="utf-8"><title>Buttons</title>
<style>body{margin:0;font-family:sans-serif}.slot{width:320px;margin:24px 40px}
#backdrop{position:fixed;top:10%;left:15%;width:70%;height:60%;pointer-events:none}</style>
<body><div id="backdrop"></div><div class="slot" id="a"></div><div class="slot" id="b"></div>
<div style="height:2000px"></div>
<script src="/buttons.js"></script></body>`

beforeAll(async () => {
  const script = await bundleButtonPage()
  h = await startHarness()
  site = await serve((_req, res, url) =>
    url.pathname === '/buttons.js' ? send(res, 'text/javascript', script) : send(res, 'text/html', PAGE),
  )
})
// Every test loads the site again in one tab rather than opening a tab of its own.
const tabs = sharedTab(() => h.browser, { width: 1000, height: 800 })
afterAll(async () => {
  await tabs.close()
  await site?.close()
  await h?.close()
})

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT)
const byTestId = (id: string) => `[data-testid="${id}"]`

async function openSite() {
  tab = await tabs.load(`http://127.0.0.1:${site.port}/`)
}

const spec = (extra: Partial<ButtonSpec> & Pick<ButtonSpec, 'method' | 'merchantId'>): ButtonSpec => ({
  color: 'black',
  hosts: h.hosts,
  cents: 500,
  ...extra,
})

/** Mounts a button in `#{slot}` and returns its frame once the button page has loaded. */
async function mount(name: string, slot: 'a' | 'b', button: ButtonSpec, how: 'core' | 'react') {
  await tab.evaluate(([n, s, b, w]) => window.buttons.mount(n, `#${s}`, b, w), [
    name,
    slot,
    button,
    how,
  ] as const)
  const frame = await frameAt(tab, `#${slot} iframe`, h.hosts.checkout)
  await poll(async () => (await log(name)).loads).toBe(1)
  return frame
}
const log = (name: string): Promise<ButtonLog> => tab.evaluate((n) => window.buttons.log(n), name)
const set = (name: string, changes: Partial<ButtonSpec>) =>
  tab.evaluate(([n, c]) => window.buttons.set(n, c), [name, changes] as const)
const rect = (selector: string) =>
  tab.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect()
    return box && { top: box.top, left: box.left, width: box.width, height: box.height }
  }, selector)
/** The wallet button's box on the merchant's screen (the frame's offset included). */
const buttonBox = async (frame: Frame) => frame.locator(byTestId('wallet-button')).boundingBox()
const payments = (merchantId: string) => h.emulator.payments({ merchantId })

const HEIGHTS = { 'apple-pay': 44, 'google-pay': 40, paypal: 45, venmo: 45 } as const
const ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // Hardhat's fourth test account

describe('payment buttons against the emulator in Chromium', () => {
  it.each(Object.entries(HEIGHTS))(
    'loads the %s button at its URL and real size, calling onLoad once',
    async (method, height) => {
      await openSite()
      const wallet = method === 'paypal' || method === 'venmo'
      const m = method as ButtonSpec['method']
      const frame = await mount(
        'x',
        'a',
        spec({
          method: m,
          merchantId: 'load',
          color: 'white',
          email: 'ada@example.com',
          ...(wallet ? { overlayId: 'backdrop' } : {}),
        }),
        'core',
      )
      const url = new URL(frame.url())
      expect(url.pathname).toBe(`/form/solana/${method}/load`)
      expect([url.searchParams.get('cents'), url.searchParams.get('color')]).toEqual(['500', 'white'])
      expect(url.searchParams.has('email')).toBe(!wallet)
      // The frame takes the page's height, which is the button's: full width, in the button's colour.
      await poll(() => rect('#a iframe')).toEqual(expect.objectContaining({ width: 320, height }))
      const look = await frame.locator(byTestId('wallet-button')).evaluate((b) => {
        const css = getComputedStyle(b)
        return [css.backgroundColor, b.getBoundingClientRect().height]
      })
      expect(look).toEqual(['rgb(255, 255, 255)', height])
      expect((await log('x')).loads).toBe(1)
      // The brand strip: shown over the button while loading; Google Pay's stays, the others leave.
      const strip = await tab.evaluate(() => {
        const el = document.querySelector('#a iframe')?.nextElementSibling as HTMLElement
        return { display: el.style.display, svg: el.querySelector('svg') !== null }
      })
      expect(strip).toEqual({ display: method === 'google-pay' ? 'flex' : 'none', svg: true })
    },
  )

  it.each(['react', 'core'] as const)(
    'changes the amount 1,000 times (%s) without reloading the button, and pays the last one',
    async (how) => {
      await openSite()
      const merchantId = `amounts-${how}`
      const method = how === 'react' ? 'apple-pay' : 'google-pay'
      const frame = await mount('x', 'a', spec({ method, merchantId, cents: 100 }), how)
      const navigations = countNavigations(tab, frame)
      await frame.evaluate(() => {
        window.got = ['same document']
      })
      await tab.evaluate(() => window.buttons.count('x', 101, 1100))
      await frame.locator(byTestId('wallet-button')).click()
      await poll(() => frame.locator(byTestId('sheet-amount')).textContent()).toBe('$11.00')
      expect(navigations()).toBe(0)
      expect(await frame.evaluate(() => window.got)).toEqual(['same document'])
      expect(new URL(frame.url()).searchParams.get('cents')).toBe('100')
      await frame.locator(byTestId('sheet-approve')).click()
      await poll(async () => (await log('x')).successes.length).toBe(1)
      const { successes, loads, renders, errors } = await log('x')
      const [paid] = payments(merchantId)
      expect(successes).toEqual([{ paymentId: paid?.paymentId }])
      expect(paid).toMatchObject({ method, kind: 'purchase', total: { cents: 1100, currency: 'USD' } })
      expect(payments(merchantId)).toHaveLength(1)
      expect([loads, errors]).toEqual([1, []])
      if (how === 'react') expect(renders).toBe(1001)
      expect(navigations()).toBe(0)
    },
  )

  it('posts nothing on cancel, reports a failure as a PaymentButtonError, then pays once', async () => {
    await openSite()
    const frame = await mount('x', 'a', spec({ method: 'google-pay', merchantId: 'outcomes' }), 'react')
    const wallet = frame.locator(byTestId('wallet-button'))
    await wallet.click()
    // The sheet grew the page: the frame followed it.
    await poll(async () => (await rect('#a iframe'))?.height).toBeGreaterThan(100)
    await tab.evaluate((origin) => {
      const got: unknown[] = []
      window.got = got
      addEventListener('message', (e) => e.origin === origin && got.push(e.data))
    }, h.hosts.checkout)
    await frame.locator(byTestId('sheet-cancel')).click()
    await poll(() => frame.locator(byTestId('payment-sheet')).isVisible()).toBe(false)
    // Cancelling said nothing to the merchant page but the page's new height.
    await poll(async () => (await rect('#a iframe'))?.height).toBe(40)
    const heard = (await tab.evaluate(() => window.got)) as string[]
    expect(heard.map((m) => JSON.parse(m).method)).toEqual([expect.stringMatching(/^heightChange:/)])
    await wallet.click()
    await frame.locator(byTestId('sheet-fail')).click()
    await poll(async () => (await log('x')).errors).toEqual([
      {
        name: 'PaymentButtonError',
        code: 'PAYMENT_BUTTON_ERROR',
        message: "Google Pay declined the payment (the test sheet's Fail)",
        typed: true,
      },
    ])
    expect((await log('x')).successes).toEqual([])
    expect(payments('outcomes')).toEqual([])
    // On the wire, as any kit hears it: the failure's info is its message as a string, as the hosted checkout
    // sends it, for an onError typed (message: string) => void; Portico's own onError got the typed error.
    const reason = "Google Pay declined the payment (the test sheet's Fail)"
    const raw = ((await tab.evaluate(() => window.got)) as string[]).map((m) => JSON.parse(m))
    expect(raw.filter((m) => m.method === 'error')).toEqual([
      { method: 'error', data: `ERROR ${reason}`, info: reason },
    ])
    await wallet.click()
    await frame.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await log('x')).successes.length).toBe(1)
    expect(payments('outcomes')).toMatchObject([{ method: 'google-pay', total: { cents: 500 } }])
    // Paid: the button is spent, and the log holds one error and one success.
    expect(await wallet.isDisabled()).toBe(true)
    expect((await log('x')).errors).toHaveLength(1)
  })

  it('keeps two buttons apart: each hears only its own frame, loads once, and carries its own wallet', async () => {
    await openSite()
    // The shopper's wallet, injected as an extension injects it (only eth_accounts is asked here).
    await tab.evaluate(installNodeWallets, { injected: ACCOUNT })
    const first = await mount('one', 'a', spec({ method: 'apple-pay', merchantId: 'two' }), 'react')
    // The second is given the bare provider: it asks for the account, then loads once, with it as pubkey.
    const second = await mount(
      'two',
      'b',
      spec({ method: 'apple-pay', merchantId: 'two', cents: 700, injected: true }),
      'core',
    )
    const url = (frame: Frame) => new URL(frame.url())
    expect(url(second).pathname).toBe('/form/eth/apple-pay/two')
    expect(url(second).searchParams.get('pubkey')).toBe(ACCOUNT)
    expect(url(first).searchParams.has('pubkey')).toBe(false)
    expect(await tab.evaluate(() => window.nodeWallets.calls)).toEqual(['eth_accounts'])
    await second.locator(byTestId('wallet-button')).click()
    await second.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await log('two')).successes.length).toBe(1)
    await first.locator(byTestId('wallet-button')).click()
    await first.locator(byTestId('sheet-fail')).click()
    await poll(async () => (await log('one')).errors.length).toBe(1)
    const [one, two] = [await log('one'), await log('two')]
    expect([one.successes, one.loads, two.errors, two.loads]).toEqual([[], 1, [], 1])
    expect(two.successes).toEqual([{ paymentId: payments('two')[0]?.paymentId }])
    expect(payments('two')).toMatchObject([{ blockchain: 'eth', total: { cents: 700 } }])
  })

  // mountPaymentButton's update(); the bindings' provider changes reach it through their own suites.
  it.each(['core'] as const)(
    'loads from the new origin when its hosts change (%s), hears it and posts to it',
    async (how) => {
      await openSite()
      await mount('x', 'a', spec({ method: 'google-pay', merchantId: `moved-${how}` }), how)
      // The same emulator under another origin: 127.0.0.1 instead of localhost.
      const moved = h.hosts.checkout.replace('localhost', '127.0.0.1')
      expect(moved).not.toBe(h.hosts.checkout)
      await set('x', { hosts: { ...h.hosts, checkout: moved } })
      const frame = await frameAt(tab, '#a iframe', moved)
      // Heard from the new origin: its `loaded` reaches onLoad, and no load error follows.
      await poll(async () => (await log('x')).loads).toBe(2)
      // Posted to the new origin: a new amount reaches the page there, without a reload.
      await set('x', { cents: 777 })
      await frame.locator(byTestId('wallet-button')).click()
      await poll(() => frame.locator(byTestId('sheet-amount')).textContent()).toBe('$7.77')
      expect(new URL(frame.url()).searchParams.get('cents')).toBe('500')
      expect((await log('x')).errors).toEqual([])
    },
  )

  it('takes amounts only from its embedding page', async () => {
    await openSite()
    const frame = await mount('x', 'a', spec({ method: 'apple-pay', merchantId: 'hostile' }), 'core')
    // A frame of another origin on the merchant's page tells the button a lower amount.
    await tab.evaluate((src) => {
      const other = document.createElement('iframe')
      other.id = 'other'
      other.src = src
      document.body.append(other)
    }, `${h.other}/hostile`)
    // frameAt reads the frame's URL, which is '' until its first navigation commits.
    await poll(async () => (await (await tab.$('#other'))?.contentFrame())?.url() ?? '').not.toBe('')
    const other = await frameAt(tab, '#other', h.other)
    // Recorded after the page's own listener, so what is recorded the page has already handled.
    await frame.evaluate(() => {
      const got: unknown[] = []
      window.got = got
      addEventListener('message', (e) => got.push(e.data))
    })
    await set('x', { cents: 650 })
    await poll(() => frame.evaluate(() => window.got)).toContain('updateSubtotal:{"cents":650}')
    await other.evaluate(() => window.parent.frames[0]?.postMessage('updateSubtotal:{"cents":1}', '*'))
    await poll(() => frame.evaluate(() => window.got)).toContain('updateSubtotal:{"cents":1}')
    await frame.locator(byTestId('wallet-button')).click()
    expect(await frame.locator(byTestId('sheet-amount')).textContent()).toBe('$6.50')
    await frame.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await log('x')).successes.length).toBe(1)
    expect(payments('hostile')).toMatchObject([{ total: { cents: 650 } }])
  })
})

describe('the PayPal and Venmo approval overlay', () => {
  const sheetOpen = (frame: Frame) => frame.locator(byTestId('approval-overlay')).isVisible()

  it('covers the overlay element while open, follows it on resize, and returns to the layout', async () => {
    await openSite()
    const merchantId = 'overlay'
    const paypal = spec({ method: 'paypal', merchantId, overlayId: 'backdrop', email: 'ada@example.com' })
    const frame = await mount('x', 'a', paypal, 'react')
    // The button's height comes in its own message, which may arrive after `loaded`.
    await poll(() => rect('#a iframe')).toMatchObject({ width: 320, height: 45 })
    const inline = await rect('#a iframe')
    // The button page has the offset of the button inside the backdrop before the customer presses it.
    await poll(() => frame.locator(byTestId('button-slot')).getAttribute('data-offset')).toBeTruthy()
    const before = await buttonBox(frame)
    await frame.locator(byTestId('wallet-button')).click()
    await poll(() => sheetOpen(frame)).toBe(true)
    await poll(() => rect('#a iframe')).toEqual(await rect('#backdrop'))
    expect(await rect('#backdrop')).toEqual({ top: 80, left: 150, width: 700, height: 480 })
    // Laid over the backdrop, the page still shows the button where the customer pressed it.
    expect(await buttonBox(frame)).toEqual(before)
    expect(await frame.locator(byTestId('sheet-payer')).textContent()).toBe('Paying as ada@example.com')
    await tab.setViewportSize({ width: 800, height: 600 })
    await poll(() => rect('#a iframe')).toEqual({ top: 60, left: 120, width: 560, height: 360 })
    // The sheet's page lays out again once its own viewport has the new size (the frame's process hears of
    // it after the page's): a click aimed before lands on the sheet laid out for the old size.
    await poll(() => frame.evaluate(() => [innerWidth, innerHeight])).toEqual([560, 360])
    await frame.locator(byTestId('sheet-cancel')).click()
    await poll(() => rect('#a iframe')).toEqual(inline)
    expect((await log('x')).approvals).toEqual([])
    // The backdrop moved with the window: the offset posted after close (and on resize) keeps the button
    // in place when the sheet opens again.
    const again = await buttonBox(frame)
    // Paying: the overlay closes, then onApprove fires once with the payment the emulator recorded.
    await frame.locator(byTestId('wallet-button')).click()
    await poll(() => rect('#a iframe')).toEqual(await rect('#backdrop'))
    await poll(() => buttonBox(frame)).toEqual(again)
    await frame.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await log('x')).approvals.length).toBe(1)
    // Back in the layout, as tall as the page now is (it says it was paid under the button).
    const pageHeight = () => frame.evaluate(() => document.documentElement.getBoundingClientRect().height)
    await poll(async () => {
      const { height, ...place } = (await rect('#a iframe')) ?? { height: 0 }
      return { place, fits: height === (await pageHeight()) && height > 45 }
    }).toEqual({ place: { top: inline?.top, left: inline?.left, width: 320 }, fits: true })
    const [paid] = payments(merchantId)
    expect((await log('x')).approvals).toEqual([{ paymentId: paid?.paymentId }])
    expect(paid).toMatchObject({ method: 'paypal', payer: 'ada@example.com', total: { cents: 500 } })
  })

  it.each(['core', 'react'] as const)(
    'fills the 60 px box the merchant gave it again once the sheet closes (%s, a page that reports no height)',
    async (how) => {
      await openSite()
      await tab.evaluate(() => {
        // A button page that never reports a height of its own: its heights do not reach the button.
        window.addEventListener(
          'message',
          (event) => {
            if (typeof event.data === 'string' && event.data.includes('heightChange'))
              event.stopImmediatePropagation()
          },
          true,
        )
      })
      const paypal = spec({
        method: 'paypal',
        merchantId: 'box',
        overlayId: 'backdrop',
        email: 'ada@example.com',
      })
      const frame = await mount('x', 'a', paypal, how)
      // The merchant's box: the slot itself for the core, the component's element for React.
      await tab.evaluate(
        (selector) => {
          ;(document.querySelector(selector) as HTMLElement).style.height = '60px'
        },
        how === 'core' ? '#a' : '#a > div',
      )
      await poll(() => rect('#a iframe')).toMatchObject({ width: 320, height: 60 })
      await frame.locator(byTestId('wallet-button')).click()
      await poll(() => rect('#a iframe')).toEqual(await rect('#backdrop'))
      await frame.locator(byTestId('sheet-cancel')).click()
      await poll(() => sheetOpen(frame)).toBe(false)
      // Not the 150 px of an iframe without a height of its own.
      await poll(() => rect('#a iframe')).toMatchObject({ width: 320, height: 60 })
    },
  )

  it('shows the Venmo sheet only once the button knows the customer', async () => {
    await openSite()
    const venmo = spec({ method: 'venmo', merchantId: 'venmo', overlayId: 'backdrop', cents: 1234 })
    const frame = await mount('x', 'a', venmo, 'core')
    // Not pressable: the merchant's page lets no click through, and the page itself refuses.
    expect(
      await tab.evaluate(() => getComputedStyle(document.querySelector('#a > div') as Element).pointerEvents),
    ).toBe('none')
    await frame.locator(byTestId('wallet-button')).evaluate((b: HTMLElement) => b.click())
    await poll(() => frame.locator(byTestId('button-message')).textContent()).toContain(
      'needs to know who pays',
    )
    expect(await sheetOpen(frame)).toBe(false)
    expect((await rect('#a iframe'))?.width).toBe(320)
    await set('x', { phoneNumber: { countryCode: '1', nationalNumber: '5551234' } })
    await poll(() => frame.locator(byTestId('sheet-payer')).textContent()).toBe('Paying as +1 5551234')
    // Scrolled since the button loaded: the sheet still opens with the button where the customer sees it.
    await tab.evaluate(() => window.scrollTo(0, 16))
    const before = await buttonBox(frame)
    await frame.locator(byTestId('wallet-button')).click()
    await poll(() => rect('#a iframe')).toEqual(await rect('#backdrop'))
    await poll(() => buttonBox(frame)).toEqual(before)
    expect(before?.y).toBe(24 - 16)
    expect(await frame.locator(byTestId('sheet-amount')).textContent()).toBe('$12.34')
    await frame.locator(byTestId('sheet-approve')).click()
    await poll(async () => (await log('x')).approvals.length).toBe(1)
    expect(payments('venmo')).toMatchObject([
      { method: 'venmo', payer: '+1 5551234', total: { cents: 1234 } },
    ])
  })
})
