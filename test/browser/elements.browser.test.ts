import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accessibilityViolations } from './axe'
import { countNavigations, frameAt, type Harness, startHarness, WAIT } from './harness'
import { installNodeWallets } from './node-wallets'
import { HEAD, send, serve } from './servers'
import { sharedTab } from './shared-tab'

// The custom elements as a merchant without a bundler uses them: the built one-file script
// (portico-elements.global.js) in a plain HTML page, alone or with a chain plugin loaded as a module, and
// the same elements in a Vue template (Vue's own browser build, compiling the template in the page), each
// paying on the emulator in real Chromium.

const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8')

// Each page reads the emulator's origins from its query, configures the elements and logs their events
// in #outcome; no inline script.
const CONFIGURE = `
const q = new URLSearchParams(location.search)
Portico.configure({ env: 'local', merchantId: 'elements-shop', plugins: [Portico.user()],
  hosts: { checkout: q.get('checkout'), api: q.get('api') } })
const log = (line) => { document.getElementById('outcome').textContent += line + '\\n' }
`
const PLAIN_SCRIPT = `${CONFIGURE}
const checkout = document.querySelector('portico-checkout')
checkout.addEventListener('success', (e) => log('success ' + JSON.stringify(e.detail)))
checkout.addEventListener('auth-declined', (e) => log('declined ' + JSON.stringify(e.detail)))
`
const PLAIN = `${HEAD}<body>
<portico-checkout kind="purchase" blockchain="user" session-key="elements-session" cents="1999"></portico-checkout>
<pre id="outcome"></pre>
<script src="/portico-elements.js"></script><script src="/plain.js"></script></body>`

// Vue's template binds :cents (an attribute, as the element has no such property), :theme (a property)
// and @success (a DOM event); the button re-renders the template with new amounts.
const VUE_SCRIPT = `${CONFIGURE}
const { createApp, ref } = Vue
const app = createApp({
  setup() {
    const cents = ref(1999)
    const renders = ref(0)
    const paid = (e) => log('success ' + JSON.stringify(e.detail))
    const rerender = () => { renders.value++ }
    return { cents, renders, paid, rerender }
  },
  template: \`<div>
    <portico-checkout kind="purchase" blockchain="user" session-key="elements-session" :cents="cents"
      :theme="{ primary: '#4b3cfa' }" :data-render="renders" @success="paid"></portico-checkout>
    <button id="rerender" @click="rerender">re-render</button>
    <span id="renders">{{ renders }}</span>
  </div>\`,
})
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('portico-')
app.mount('#app')
`
const VUE = `${HEAD}<body><div id="app"></div><pre id="outcome"></pre>
<script src="/portico-elements.js"></script><script src="/vue.js"></script><script src="/vue-page.js"></script></body>`

// Purchase protection from the script file: started before the checkout, so the checkout carries its
// device id; once it is ready the page calls its own API with the headers, from a page it was linked to.
const PROTECTED_SCRIPT = `${CONFIGURE}
const protection = Portico.startPurchaseProtection({ env: 'local', merchantId: 'elements-shop',
  hosts: { api: q.get('api') }, onError: (e) => log('protection error ' + e.code) })
protection.ready().then(() =>
  fetch('/shop-api/purchase', { method: 'POST', headers: Portico.protectionHeaders({ purchase: true }) }),
).then(() => log('purchase sent'))
`
const PROTECTED = `${HEAD}<body><pre id="outcome"></pre>
<script src="/portico-elements.js"></script><script src="/protected.js"></script></body>`

// A chain plugin without a bundler, as the README says: the page names the plugin's module in an import
// map (here the site's own build of @portico/evm, the core code it uses inside) and passes it to
// configure() beside the script file's user(). The shopper's wallet is the injected one (node-wallets.ts).
const CHAIN_SCRIPT = `${CONFIGURE}
import { evm } from '@portico/evm'
const local = { id: 31337, name: 'Local Hardhat', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [q.get('evmRpc')] } } }
Portico.configure({ plugins: [Portico.user(), evm({ chains: { eth: local } })] })
const [address] = await window.ethereum.request({ method: 'eth_requestAccounts' })
const checkout = document.createElement('portico-checkout')
checkout.setAttribute('kind', 'purchase')
checkout.setAttribute('blockchain', 'eth')
checkout.setAttribute('cents', '700')
checkout.wallet = { provider: window.ethereum, address }
checkout.addEventListener('success', (e) => log('success ' + JSON.stringify(e.detail)))
document.body.append(checkout)
`
const CHAIN = `${HEAD}<body><pre id="outcome"></pre>
<script type="importmap">{ "imports": { "@portico/evm": "/evm.js" } }</script>
<script src="/portico-elements.js"></script><script type="module" src="/chain.js"></script></body>`

let h: Harness
let site: { port: number; close: () => Promise<void> }
let tab: Page
let errors: string[] = []
// The headers of each call the page made to its own API.
const shopCalls: IncomingHttpHeaders[] = []

beforeAll(async () => {
  h = await startHarness({ chains: { evm: true } })
  // The merchant's own build of the plugin as one ES module (a CDN that serves npm packages as browser
  // modules gives the same): its imports, the core code and lz-string, are inside.
  const evmModule = await build({
    entryPoints: [fileURLToPath(new URL('../../packages/evm/dist/index.js', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const files: Record<string, [string, string]> = {
    '/chain': ['text/html', CHAIN],
    '/chain.js': ['text/javascript', CHAIN_SCRIPT],
    '/evm.js': ['text/javascript', evmModule.outputFiles[0]?.text ?? ''],
    '/plain': ['text/html', PLAIN],
    '/vue': ['text/html', VUE],
    '/plain.js': ['text/javascript', PLAIN_SCRIPT],
    '/vue-page.js': ['text/javascript', VUE_SCRIPT],
    '/protected': ['text/html', PROTECTED],
    '/protected.js': ['text/javascript', PROTECTED_SCRIPT],
    '/portico-elements.js': ['text/javascript', file('packages/elements/dist/portico-elements.global.js')],
    '/vue.js': ['text/javascript', file('node_modules/vue/dist/vue.global.prod.js')],
  }
  site = await serve((req, res, url) => {
    if (url.pathname === '/shop-api/purchase') {
      shopCalls.push(req.headers)
      return send(res, 'application/json', '{}')
    }
    const [type, body] = files[url.pathname] ?? ['text/plain', 'not found']
    send(res, type, body, files[url.pathname] ? 200 : 404)
  })
})
afterAll(async () => {
  await tabs.close()
  await site?.close()
  await h?.close()
})
afterEach(async () => {
  // A tab of the test's own closes with it; the shared one stays for the next test.
  if (ownTab) await tab?.close()
  expect(errors).toEqual([])
  errors = []
})

/** Anything the page reports as an error (a favicon aside) fails the test. */
function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
}

// The pages load in one tab, one after the other, rather than in a tab each; a page with an injected
// wallet has a tab of its own, as an init script stays with its tab.
const tabs = sharedTab(() => h.browser, undefined, watch)
let ownTab = false

/** Opens the page `path`, from `referer` if given, with the injected wallet of `account` if given. */
async function open(path: string, referer?: string, account?: string) {
  const evmRpc = h.emulator.evmRpcUrl ?? ''
  const query = new URLSearchParams({ checkout: h.hosts.checkout, api: h.hosts.api, evmRpc })
  const url = `http://127.0.0.1:${site.port}${path}?${query}`
  ownTab = account !== undefined
  if (!account) {
    tab = await tabs.load(url, referer ? { referer } : {})
    return
  }
  tab = await h.browser.newPage({ viewport: { width: 1280, height: 1600 } })
  tab.setDefaultTimeout(WAIT.timeout)
  watch(tab)
  await tab.addInitScript(installNodeWallets, { injected: account })
  await tab.goto(url, referer ? { referer } : {})
}

/** Pays in the checkout of the page with the session key; resolves to the page's outcome line. */
async function pay() {
  const checkout = await frameAt(tab, 'portico-checkout iframe', h.hosts.checkout)
  await checkout.getByTestId('pay-wallet').click()
  await expect.poll(() => tab.locator('#outcome').textContent(), WAIT).toMatch(/^success /)
  return (await tab.locator('#outcome').textContent()) ?? ''
}

describe('custom elements in Chromium', () => {
  it('pay from a plain HTML page with the one-file script', async () => {
    await open('/plain')
    const checkout = await frameAt(tab, 'portico-checkout iframe', h.hosts.checkout)
    const url = new URL(checkout.url())
    expect(url.pathname).toBe('/user/purchase-v2/elements-shop')
    expect(url.searchParams.get('cents')).toBe('1999')
    // The elements pass axe-core (WCAG 2.2 AA) in the page and in their frames.
    await expect.poll(() => tab.locator('[aria-busy="true"]').count(), WAIT).toBe(0)
    expect(await accessibilityViolations(tab)).toEqual([])
    const line = await pay()
    expect(JSON.parse(line.slice('success '.length)).paymentId).toEqual(expect.any(String))
  })

  it('pay from a Vue template, re-rendered 200 times without a reload', async () => {
    await open('/vue')
    const checkout = await frameAt(tab, 'portico-checkout iframe', h.hosts.checkout)
    const navigations = countNavigations(tab, checkout)
    // The page clicks its button itself, each click once the last one has rendered (Vue renders in a
    // microtask; the task between clicks lets it), rather than 200 clicks sent from here, each a round trip
    // through Playwright and Chromium's input pipeline that the re-rendering does not need.
    await tab.locator('#rerender').evaluate(async (button: HTMLElement) => {
      for (let i = 1; i <= 200; i++) {
        button.click()
        await new Promise((resolve) => setTimeout(resolve))
        const shown = document.getElementById('renders')?.textContent
        if (shown !== String(i)) throw new Error(`click ${i} rendered ${shown}`)
      }
    })
    await expect.poll(() => tab.locator('#renders').textContent(), WAIT).toBe('200')
    expect(navigations()).toBe(0)
    expect(await tab.locator('portico-checkout iframe').count()).toBe(1)
    const line = await pay()
    expect(line).toMatch(/^success \{"paymentId":/)
  })

  it('pay on eth from a plain HTML page with the one-file script and a chain plugin loaded as a module', async () => {
    const account = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' // Hardhat's sixth test account
    await open('/chain', undefined, account)
    const checkout = await frameAt(tab, 'portico-checkout iframe', h.hosts.checkout)
    expect(new URL(checkout.url()).pathname).toBe('/eth/purchase-v2/elements-shop')
    expect(new URL(checkout.url()).searchParams.get('pubkey')).toBe(account)
    const line = await pay()
    const { paymentId } = JSON.parse(line.slice('success '.length))
    expect(
      h.emulator.payments({ merchantId: 'elements-shop' }).find((p) => p.paymentId === paymentId),
    ).toMatchObject({
      blockchain: 'eth',
      method: 'wallet',
      payer: account,
    })
  })

  it('sends purchase protection headers from a plain HTML page with the one-file script', async () => {
    const from = `http://127.0.0.1:${site.port}/plain?from=ad`
    await open('/protected', from)
    await expect.poll(() => tab.locator('#outcome').textContent(), WAIT).toContain('purchase sent')
    expect(await tab.locator('#outcome').textContent()).not.toContain('protection error')
    expect(shopCalls).toHaveLength(1)
    expect(shopCalls[0]).toMatchObject({
      'x-device-id': expect.stringMatching(/^emulator-device-/),
      'x-session-id': expect.stringMatching(/^emulator-session-/),
      'x-coinflow-referrer': from,
    })
  })
})
