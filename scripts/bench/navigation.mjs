// Time from navigation start to the checkout iframe's request: a page that mounts the checkout with Portico
// (one script at the end of the body: mountCheckout + user()) against a page with only a hand-written
// <iframe> of the same URL. Both load the checkout from the emulator. The time is the iframe's Resource
// Timing entry in the merchant page (its startTime counts from the page's navigation start). Each variant
// keeps its tab and navigates it again for every run, from about:blank so that no unload of the previous
// page is timed (scripts are served no-store, so they are fetched every time): starting a renderer
// process per run would add more noise than the pages differ by.
import { alternate, at, openPage, WAIT } from './kit.mjs'
import { row } from './stats.mjs'

// The iframe's entry appears once its document has loaded.
const iframeRequestStart = async (page) => {
  const handle = await page.waitForFunction(
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
  const portico = at(site.merchant, '/nav/portico', {
    checkout: emulator.checkoutOrigin,
    api: emulator.apiOrigin,
  })
  const tabs = {}
  try {
    tabs.portico = await openPage(browser, 'about:blank')
    tabs.floor = await openPage(browser, 'about:blank')
    // The floor loads the very URL Portico builds.
    await tabs.portico.page.goto(portico)
    await iframeRequestStart(tabs.portico.page)
    const src = await tabs.portico.page.evaluate(() => document.querySelector('iframe').src)
    const floor = at(site.merchant, '/nav/floor', { src })
    const results = await alternate(runs, ['portico', 'floor'], async (variant) => {
      const { page } = tabs[variant]
      await page.goto('about:blank')
      await page.goto(variant === 'portico' ? portico : floor)
      return iframeRequestStart(page)
    })
    return [
      row('navigation start → checkout iframe request (ms)', results.portico, results.floor, { digits: 1 }),
    ]
  } finally {
    await Promise.all(Object.values(tabs).map((tab) => tab.close()))
  }
}
