// Server rendering under vue/server-renderer where there is no window, then hydration of that HTML in a
// DOM: no mismatch warning, and one iframe per checkout once hydrated.
import { describe, expect, it, vi } from 'vitest'
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { CardForm } from './card-form'
import { BankLink, Purchase, Withdraw } from './checkouts'
import { HostedCardForm } from './hosted-card-form'
import { GooglePayButton } from './payment-buttons'
import { type PorticoConfig, PorticoPlugin } from './portico-plugin'
import { PurchaseProtection } from './purchase-protection'
import { checkoutPageForSuite, iframes, nextLoad, testPlugin } from './vue.test-helper'

const page = checkoutPageForSuite()

/**
 * A shop with every kind of framed component, as one app for the server and the client alike; `scripts`
 * adds those that load third-party scripts on the client (card field, protection).
 */
function shop(config: PorticoConfig, scripts = false) {
  const app = createSSRApp(() =>
    h('main', [
      h(Purchase, { blockchain: 'vue-test', wallet: { address: 'W1' }, cents: 100, 'min-height': 300 }),
      h(Withdraw, { blockchain: 'vue-test', wallet: { address: 'W1' } }),
      h(BankLink, { sessionKey: 'sk' }),
      h(GooglePayButton, { color: 'black', subtotal: { cents: 5 }, class: 'pay' }),
      h(HostedCardForm, { variant: 'card' }),
      ...(scripts ? [h(CardForm, { class: 'card' }), h(PurchaseProtection)] : []),
    ]),
  )
  app.use(PorticoPlugin, config)
  return app
}

describe('server rendering', () => {
  it('renders placeholders with the reserved height and no iframe, where there is no window', async () => {
    const saved = globalThis.window
    // @ts-expect-error: the server has no window
    delete globalThis.window
    try {
      const html = await renderToString(
        shop({ env: 'prod', merchantId: 'shop', plugins: [testPlugin] }, true),
      )
      expect(html).not.toContain('iframe')
      expect(html).toContain('min-height:300px')
      expect(html).toContain('aria-busy="true"')
      expect(html).toContain('class="pay"')
      expect(html).toContain('class="card"')
    } finally {
      globalThis.window = saved
    }
  })

  it('under a nonce, reserves the heights in <style nonce> rules of per-instance classes, never a style attribute', async () => {
    const saved = globalThis.window
    // @ts-expect-error: the server has no window
    delete globalThis.window
    try {
      const html = await renderToString(
        shop({ env: 'prod', merchantId: 'shop', plugins: [testPlugin], nonce: 'n0nce' }),
      )
      expect(html).not.toContain('style=')
      const rules = [...html.matchAll(/<style nonce="n0nce">\.([\w-]+)\{([^}]*)\}<\/style>/g)]
      expect(rules.map(([, , css]) => css)).toEqual([
        'position:relative;min-height:300px',
        'position:relative;min-height:400px',
        'position:relative;min-height:400px',
      ])
      const classes = rules.map(([, name]) => name as string)
      expect(new Set(classes).size).toBe(3)
      for (const name of classes) expect(html).toContain(`class="${name}"`)
    } finally {
      globalThis.window = saved
    }
  })

  it.each([
    ['without a nonce', undefined],
    ['under a nonce', 'n0nce'],
  ])(
    'hydrates %s without a warning, then adds one iframe per checkout, button and hosted form',
    async (_, nonce) => {
      const config = {
        nonce,
        env: 'prod' as const,
        merchantId: 'shop',
        plugins: [testPlugin],
        hosts: { checkout: page.origin },
      }
      const html = await renderToString(shop(config))
      const container = document.body.appendChild(document.createElement('div'))
      container.innerHTML = html
      const warnings: string[] = []
      const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => warnings.push(args.join(' ')))
      const error = vi.spyOn(console, 'error').mockImplementation((...args) => warnings.push(args.join(' ')))
      const app = shop(config)
      app.config.warnHandler = (message) => warnings.push(message)
      app.mount(container)
      await vi.waitFor(() => expect(iframes()).toHaveLength(5))
      const loads = Promise.all(iframes().map(nextLoad))
      expect(warnings.filter((w) => /hydrat|mismatch/i.test(w))).toEqual([])
      expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat/i))
      expect(error).not.toHaveBeenCalled()
      const ids = iframes()
        .map((f) => new URL(f.src).searchParams.get('useHeightChange'))
        .slice(0, 3)
      expect(new Set(ids).size).toBe(3)
      await loads
      app.unmount()
      expect(iframes()).toHaveLength(0)
      container.remove()
    },
  )
})
