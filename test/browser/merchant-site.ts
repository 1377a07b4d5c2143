import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
// What a merchant installs: the built emulator (and, in the page, its test wallets).
import { type Emulator, startEmulator } from '../../packages/emulator/dist/index.js'
import { releaseChromium, sharedChromium } from './chromium'
import { WAIT } from './harness'
import { page as html, send, serve } from './servers'

const dist = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url))

// The packages a merchant page imports by name, as built: the plugins and the test kit's entries.
const builtPackages: Plugin = {
  name: 'portico-dist',
  setup(b) {
    b.onResolve({ filter: /^@portico\/(core|solana|evm)$/ }, (args) => ({
      path: dist(`${args.path.slice(9)}/dist/index.js`),
    }))
    b.onResolve({ filter: /^@portico\/emulator\/testing(\/evm)?$/ }, (args) => ({
      path: dist(`emulator/dist/testing${args.path.endsWith('/evm') ? '-evm' : ''}.js`),
    }))
  },
}

/** A merchant page on 127.0.0.1, the emulator with its chains on other origins, and Chromium. */
export interface MerchantSite {
  emulator: Emulator
  /** The page's script as served: the page module and what it imports, bundled. */
  script: string
  /** Opens the page for `merchant`, its query saying where the emulator and chains run, plus `params`. */
  open(merchant: string, params: Record<string, string>): Promise<Page>
  close(): Promise<void>
}

/** Bundles the page module `entry` with the built packages and serves it beside a new emulator. */
export async function startMerchantSite(entry: URL): Promise<MerchantSite> {
  const bundled = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [builtPackages],
  })
  const script = bundled.outputFiles[0]?.text ?? ''
  const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
  const site = await serve((_req, res, url) =>
    url.pathname === '/page.js'
      ? send(res, 'text/javascript', script)
      : send(res, 'text/html', html('/page.js')),
  )
  const browser: Browser = await sharedChromium()
  return {
    emulator,
    script,
    async open(merchant, params) {
      const query = new URLSearchParams({
        merchant,
        checkout: emulator.checkoutOrigin,
        api: emulator.apiOrigin,
        solanaRpc: emulator.solanaRpcUrl as string,
        evmRpc: emulator.evmRpcUrl as string,
        ...params,
      })
      // Tall enough for the checkout to be on screen: Chromium pauses cross-origin frames out of view.
      const tab = await browser.newPage({ viewport: { width: 1280, height: 1600 } })
      tab.setDefaultTimeout(WAIT.timeout)
      await tab.goto(`http://127.0.0.1:${site.port}/?${query}`)
      return tab
    },
    async close() {
      await releaseChromium()
      await site.close()
      await emulator.close()
    },
  }
}
