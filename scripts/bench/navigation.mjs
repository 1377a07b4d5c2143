// Time from navigation start to the checkout iframe's request, for pages that embed the checkout on the
// emulator, each against the least a page could do by hand with the same URL (its floor):
// - vanilla: mountCheckout + user(), one classic script at the end of the body, against an <iframe> in the
//   HTML, and against a classic script that only adds the <iframe> (what any script-embedded checkout pays
//   for its script is then on both sides);
// - EVM purchase: React, <Purchase> + evm() and the merchant's own wallet (no viem on the page), a module
//   script split at import(); its floor is the same React page rendering the <iframe> by hand, built the
//   same way. Each is built as Vite ships a page and as esbuild's --splitting does. esbuild puts code that
//   the entry shares with any import() (its own CommonJS helpers included, which React needs) in chunks the
//   entry fetches before it runs: the floor with one import() of its own shows that cost on its own. The
//   same purchase with today's kit, built with Vite, is timed side by side.
// The time is the iframe's Resource Timing entry in the merchant page (its startTime counts from the
// page's navigation start). Each variant keeps its tab and navigates it again for every run, from
// about:blank so that no unload of the previous page is timed (scripts are served no-store, so they are
// fetched every time): starting a renderer process per run would add more noise than the pages differ by.
// Everything runs at full speed and again with the CPU throttled 4× (CDP), as on a slow phone.
import { fileURLToPath } from 'node:url'
import { measure } from '../size-measure.mjs'
import { alternate, at, openPage, WAIT } from './kit.mjs'
import { compare, row } from './stats.mjs'

const RATES = [1, 4]
const page = (name) => fileURLToPath(new URL(`./pages/${name}.jsx`, import.meta.url))

// The iframe's entry appears once its document has loaded.
const iframeRequestStart = async (tab) => {
  const handle = await tab.waitForFunction(
    () => {
      const frame = document.querySelector('iframe')
      return frame?.src ? performance.getEntriesByName(frame.src)[0]?.startTime : undefined
    },
    undefined,
    { timeout: WAIT, polling: 25 },
  )
  return handle.jsonValue()
}

/** Resolves to the table rows of the navigation bench. */
export async function benchNavigation({ browser, site, emulator, runs }) {
  const hosts = { checkout: emulator.checkoutOrigin, api: emulator.apiOrigin }
  const urls = {
    vanilla: at(site.merchant, '/nav/portico', hosts),
    viteEvm: at(site.merchant, '/nav/vite/evm-portico', hosts),
    viteKit: at(site.merchant, '/nav/vite/evm-kit', hosts),
    esbuildEvm: at(site.merchant, '/nav/esbuild/evm-portico', hosts),
  }
  // Each floor loads the very URL Portico builds.
  const floors = {
    vanillaFloor: ['vanilla', '/nav/floor'],
    vanillaScriptFloor: ['vanilla', '/nav/floor-script'],
    viteFloor: ['viteEvm', '/nav/vite/evm-floor'],
    esbuildFloor: ['viteEvm', '/nav/esbuild/evm-floor'],
    esbuildFloorSplit: ['viteEvm', '/nav/esbuild/evm-floor-split'],
  }
  const tabs = {}
  const rows = []
  try {
    for (const name of [...Object.keys(urls), ...Object.keys(floors)])
      tabs[name] = await openPage(browser, 'about:blank')
    const built = {}
    for (const name of ['vanilla', 'viteEvm']) {
      await tabs[name].page.goto(urls[name])
      await iframeRequestStart(tabs[name].page)
      built[name] = await tabs[name].page.evaluate(() => document.querySelector('iframe').src)
    }
    for (const [floor, [page, path]] of Object.entries(floors))
      urls[floor] = at(site.merchant, path, { src: built[page] })
    for (const rate of RATES) {
      const r = await alternate(runs, Object.keys(tabs), async (name) => {
        const { page, cdp } = tabs[name]
        // Only the tab being timed is throttled, and only while it is: Chromium throttles a renderer with
        // a thread that pauses and resumes it, which keeps a core busy per throttled tab, idle or not (10
        // idle tabs at 4× took both cores of this machine).
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
        await page.goto(urls[name])
        const start = await iframeRequestStart(page)
        // Back to a blank page at once: a checkout left running in an idle tab would load the machine
        // while the other variants are timed.
        await page.goto('about:blank')
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        return start
      })
      const ms = rate === 1 ? 'ms' : `ms, ${rate}× CPU`
      const digits = { digits: 1 }
      rows.push(
        row(`navigation → iframe request: vanilla page (${ms})`, r.vanilla, r.vanillaFloor, digits),
        row(`  against a hand-written script (${ms})`, r.vanilla, r.vanillaScriptFloor, digits),
        row(`navigation → iframe request: EVM page, Vite (${ms})`, r.viteEvm, r.viteFloor, digits),
        row(`navigation → iframe request: EVM page, esbuild (${ms})`, r.esbuildEvm, r.esbuildFloor, digits),
        row(
          `  the floor itself with one import(), esbuild (${ms})`,
          r.esbuildFloorSplit,
          r.esbuildFloor,
          digits,
        ),
        compare(`EVM page, Vite: navigation → iframe request (${ms})`, r.viteEvm, r.viteKit, digits),
      )
    }
  } finally {
    await Promise.all(Object.values(tabs).map((tab) => tab.close()))
  }
  // The bytes of the same two pages, React left out (both use the page's React); today's kit brings
  // its Solana dependencies even to an EVM page.
  const bytes = async (name, bundle) =>
    (await measure({ file: page(name), split: true, bundle })).bytes / 1024
  rows.push(
    compare(
      'EVM page: script up front, KB min+gzip',
      await bytes('evm-portico', []),
      await bytes('evm-kit', ['@solana/web3.js', 'bs58']),
      { digits: 1 },
    ),
  )
  return rows
}
