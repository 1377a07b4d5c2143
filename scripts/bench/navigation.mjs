// Time from navigation start to the checkout iframe's request, for pages that embed the checkout on the
// emulator, each against a page with only a hand-written <iframe> of the same URL (its floor):
// - vanilla: mountCheckout + user(), one classic script at the end of the body;
// - EVM purchase: React, <Purchase> + evm() and the merchant's own wallet (no viem on the page), a module
//   script split at import() as bundlers split a page; its floor is the same React page rendering the
//   <iframe> by hand. The same purchase with today's kit, bundled the same way, is timed side by side.
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
    evm: at(site.merchant, '/nav/evm-portico', hosts),
    kit: at(site.merchant, '/nav/evm-kit', hosts),
  }
  const tabs = {}
  const rows = []
  try {
    for (const name of ['vanilla', 'vanillaFloor', 'evm', 'evmFloor', 'kit'])
      tabs[name] = await openPage(browser, 'about:blank')
    // Each floor loads the very URL Portico builds.
    for (const [name, floor] of [
      ['vanilla', 'vanillaFloor'],
      ['evm', 'evmFloor'],
    ]) {
      await tabs[name].page.goto(urls[name])
      await iframeRequestStart(tabs[name].page)
      const src = await tabs[name].page.evaluate(() => document.querySelector('iframe').src)
      urls[floor] = at(site.merchant, name === 'evm' ? '/nav/evm-floor' : '/nav/floor', { src })
    }
    for (const rate of RATES) {
      for (const tab of Object.values(tabs)) await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const results = await alternate(runs, Object.keys(tabs), async (name) => {
        const { page } = tabs[name]
        await page.goto('about:blank')
        await page.goto(urls[name])
        return iframeRequestStart(page)
      })
      const cpu = rate === 1 ? '' : `, ${rate}× CPU`
      rows.push(
        row(`navigation → iframe request: vanilla page (ms${cpu})`, results.vanilla, results.vanillaFloor, {
          digits: 1,
        }),
        row(`navigation → iframe request: EVM page (ms${cpu})`, results.evm, results.evmFloor, { digits: 1 }),
        compare(`EVM page: navigation → iframe request (ms${cpu})`, results.evm, results.kit, { digits: 1 }),
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
