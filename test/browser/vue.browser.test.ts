import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './axe'
import { countNavigations, frameAt, type Harness, startHarness, WAIT } from './harness'
import { page, send, serve } from './servers'

// @portico/vue as merchants install it (the built package, with Vue's browser build) in real Chromium:
// a Vue app pays on the emulator after 1,000 re-renders without a reload, and tokenizes a card.

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const dist = (pkg: string, file = 'index.js') => at(`packages/${pkg}/dist/${file}`)

let h: Harness
let site: { port: number; close: () => Promise<void> }
let tab: Page

beforeAll(async () => {
  h = await startHarness()
  const bundled = await build({
    entryPoints: [at('test/browser/vue-kit.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: {
      vue: at('node_modules/vue/dist/vue.runtime.esm-browser.prod.js'),
      '@portico/vue': dist('vue'),
      '@portico/core/internal': dist('core', 'internal.js'),
      '@portico/core': dist('core'),
      '@portico/user': dist('user'),
    },
  })
  const kit = bundled.outputFiles[0]?.text ?? ''
  site = await serve((_req, res, url) =>
    url.pathname === '/vue-kit.js'
      ? send(res, 'text/javascript', kit)
      : send(res, 'text/html', page('/vue-kit.js')),
  )
})
afterAll(async () => {
  await site?.close()
  await h?.close()
})
afterEach(() => tab?.close())

describe('@portico/vue in Chromium', () => {
  it('pays after 1,000 re-renders without a reload, and tokenizes through the template ref', async () => {
    const query = new URLSearchParams({ checkout: h.hosts.checkout, api: h.hosts.api })
    tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
    tab.setDefaultTimeout(WAIT.timeout)
    await tab.goto(`http://127.0.0.1:${site.port}/?${query}`)
    const checkout = await frameAt(tab, '#purchase iframe', h.hosts.checkout)
    expect(new URL(checkout.url()).pathname).toBe('/user/purchase-v2/vue-shop')
    const navigations = countNavigations(tab, checkout)
    expect(await tab.evaluate(() => window.vueKit.rerender(1000))).toBe(1000)
    expect(navigations()).toBe(0)
    expect(await tab.locator('iframe').count()).toBe(2)
    // The Vue components pass axe-core (WCAG 2.2 AA) in the page and in both frames.
    await expect.poll(() => tab.locator('[aria-busy="true"]').count(), WAIT).toBe(0)
    expect(await accessibilityViolations(tab)).toEqual([])
    await checkout.getByTestId('pay-wallet').click()
    await expect
      .poll(() => tab.evaluate(() => window.vueKit.outcomes), WAIT)
      .toEqual([expect.stringMatching(/^success \{"paymentId":".+"\} after 1000 renders$/)])

    const form = await frameAt(tab, '#hosted iframe', h.hosts.checkout)
    await form.getByTestId('card-number').fill('4242424242424242')
    await form.getByTestId('card-expiry').pressSequentially('1240')
    await form.getByTestId('card-cvv').fill('123')
    const token = await tab.evaluate(() => window.vueKit.tokenize())
    expect(token).toMatchObject({ token: expect.any(String), expMonth: '12', expYear: '2040' })
  })
})
