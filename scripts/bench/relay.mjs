// Relay overhead: a signMessage round trip through Portico (bridge, queue, plugin handlers, an instant
// wallet) against a bare postMessage echo between the same two frames. The checkout stand-in times each
// round trips with performance.now(); a run is the mean of `TRIPS` round trips after a few unrecorded ones.
import { alternate, at, checkoutFrame, openPage } from './kit.mjs'
import { row } from './stats.mjs'

const TRIPS = 200
const WARM_UP = 20

/** Resolves to the table rows of the relay bench. */
export async function benchRelay({ browser, site, runs }) {
  const portico = at(site.merchant, '/bridge/portico', { checkout: site.checkout })
  let src
  const results = await alternate(runs, ['portico', 'floor'], async (variant) => {
    const url =
      variant === 'portico'
        ? portico
        : at(site.merchant, '/bridge/floor', { mode: 'relay', checkout: site.checkout, src })
    const tab = await openPage(browser, url)
    try {
      const frame = await checkoutFrame(tab.page, site.checkout)
      // The floor loads the very URL Portico built (the warm-up runs Portico first).
      src ??= await tab.page.evaluate(() => document.querySelector('iframe').src)
      await frame.evaluate((n) => window.bench.roundTrips(n), WARM_UP)
      return await frame.evaluate((n) => window.bench.roundTrips(n), TRIPS)
    } finally {
      await tab.close()
    }
  })
  return [row('relay: signMessage round trip (ms)', results.portico, results.floor, { digits: 3 })]
}
