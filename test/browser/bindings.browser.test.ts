import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { cspDirectives, cspHeader } from '@portico/core'
import { PorticoPlugin, Purchase as VuePurchase } from '@portico/vue'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSSRApp, h as v } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { reactServerHtml } from '../../packages/react/test/server-html'
import type { Binding } from './bindings-kit'
import { type Harness, startHarness, WAIT } from './harness'
import { HEAD, serve } from './servers'

// React, Vue and the custom elements, built as merchants install them, in real Chromium against the
// emulator on pages served under the strict nonce policy docs/csp.md recommends: a frame the policy
// refuses is reported through each binding and reloaded through its own handle; the server HTML of
// React and Vue reserves the checkout's and the button's heights with no violation. Nothing is mocked.

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const dist = (pkg: string, file = 'index.js') => at(`packages/${pkg}/dist/${file}`)
let h: Harness
let site: { port: number; close: () => Promise<void> }
let tab: Page
let kit = ''

/** The merchant's own strict policy for the nonce of one response, and what Portico needs. */
const policy = (nonce: string, frames: boolean) =>
  cspHeader(
    {
      'default-src': ["'none'"],
      'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
      'style-src': ["'self'", `'nonce-${nonce}'`],
    },
    // Without `frames`, the merchant left the checkout's origin out of frame-src: its frames are refused.
    cspDirectives({
      env: 'local',
      hosts: h.hosts,
      features: frames ? undefined : ['card-field', 'protection'],
    }),
  )

/**
 * React's and Vue's server HTML of a purchase and (React) a 60 px button under `nonce`, rendered in this
 * process as a server would.
 */
async function serverHtml(nonce: string): Promise<string> {
  const app = createSSRApp(() => [
    v(VuePurchase, { blockchain: 'user', sessionKey: 's', class: 'vue-checkout' } as never),
  ])
  app.use(PorticoPlugin, { env: 'local', merchantId: 'shop', plugins: [], hosts: h.hosts, nonce })
  return `${reactServerHtml(nonce, h.hosts)}${await renderToString(app)}`
}

beforeAll(async () => {
  h = await startHarness()
  const bundled = await build({
    entryPoints: [at('test/browser/bindings-kit.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      react: at('packages/react/node_modules/react'),
      'react-dom': at('packages/react/node_modules/react-dom'),
      vue: at('node_modules/vue/dist/vue.runtime.esm-browser.prod.js'),
      '@portico/react': dist('react'),
      '@portico/vue': dist('vue'),
      '@portico/elements': dist('elements'),
      '@portico/core/internal': dist('core', 'internal.js'),
      '@portico/core': dist('core'),
      '@portico/user': dist('user'),
    },
  })
  kit = bundled.outputFiles[0]?.text ?? ''
  site = await serve(async (_req, res, url) => {
    if (url.pathname === '/kit.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      return res.end(kit)
    }
    const nonce = randomBytes(16).toString('base64')
    // The violation counter runs first, from <head>: it sees what parsing the body refuses.
    const counter = `<script nonce="${nonce}" src="/counter.js"></script>`
    if (url.pathname === '/counter.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      return res.end(
        "window.violations=[];document.addEventListener('securitypolicyviolation',e=>window.violations.push(e.effectiveDirective+' '+e.blockedURI))",
      )
    }
    const body =
      url.pathname === '/server'
        ? await serverHtml(nonce)
        : `<script nonce="${nonce}" src="/kit.js"></script>`
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': policy(nonce, url.pathname === '/server'),
    })
    res.end(`${HEAD}<head>${counter}</head><body>${body}</body></html>`)
  })
})
afterAll(async () => {
  await site?.close()
  await h?.close()
})
afterEach(() => tab?.close())

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { ...WAIT, timeout: 10_000 })

async function open(path: string) {
  tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
  tab.setDefaultTimeout(WAIT.timeout)
  const query = new URLSearchParams({ checkout: h.hosts.checkout, api: h.hosts.api })
  await tab.goto(`http://127.0.0.1:${site.port}${path}?${query}`)
}

describe('every binding under a strict nonce policy', () => {
  it.each<Binding>(['react', 'vue', 'element'])(
    '%s: a frame the policy refuses is an error through the binding, and its handle reloads it',
    async (binding) => {
      await open('/')
      await tab.waitForFunction(() => window.bindingsKit !== undefined)
      const reasons = () => tab.evaluate((b) => window.bindingsKit.reasons(b), binding)
      await poll(reasons).toEqual(['csp'])
      expect(await tab.evaluate((b) => window.bindingsKit.status(b), binding)).toBe('error')
      await tab.evaluate((b) => window.bindingsKit.reload(b), binding)
      // reload() navigated again: the policy refused the new frame too, and said so again.
      await poll(reasons).toEqual(['csp', 'csp'])
      expect(await tab.evaluate((b) => window.bindingsKit.status(b), binding)).toBe('error')
    },
  )

  it("React's and Vue's server HTML reserves 400 px per checkout and the button's 60 px with no violation", async () => {
    await open('/server')
    await tab.waitForLoadState('load')
    const heights = await tab.evaluate(() =>
      ['.react-checkout', '.react-button', '.vue-checkout'].map(
        (selector) => document.querySelector(selector)?.getBoundingClientRect().height,
      ),
    )
    expect(heights).toEqual([400, 60, 400])
    expect(await tab.locator('[style]').count()).toBe(0)
    expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})
