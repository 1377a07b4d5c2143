// Purchase protection must never delay the checkout. Time from navigation start to the checkout iframe's
// request on a page that starts protection and then mounts the checkout in one script, against the same
// page without protection; and, on the protected page, how long after the iframe's request protection makes
// its first request (the partner lookup; the scripts follow it). Times are Resource Timing `startTime`s in
// the merchant page; tabs navigate from about:blank for every run, as in the navigation bench.
import { alternate, at, openPage, WAIT } from './kit.mjs'
import { row } from './stats.mjs'

// The iframe's request start, and the first protection request's (once protection has made one).
const starts = (page, withProtection) =>
  page
    .waitForFunction(
      (protectedPage) => {
        const frame = document.querySelector('iframe')
        const iframe = frame?.src ? performance.getEntriesByName(frame.src)[0]?.startTime : undefined
        const first = performance
          .getEntriesByType('resource')
          .filter((e) => /\/merchant\/view\/|\/fraud\//.test(e.name))
          .map((e) => e.startTime)
          .sort((a, b) => a - b)[0]
        if (iframe === undefined || (protectedPage && first === undefined)) return undefined
        return { iframe, protection: first }
      },
      withProtection,
      { timeout: WAIT, polling: 25 },
    )
    .then((handle) => handle.jsonValue())

/** Resolves to the table rows of the protection bench. */
export async function benchProtection({ browser, site, emulator, runs }) {
  const hosts = { checkout: emulator.checkoutOrigin, api: emulator.apiOrigin }
  const urls = {
    protected: at(site.merchant, '/nav/protected', hosts),
    plain: at(site.merchant, '/nav/portico', hosts),
  }
  const tabs = {}
  try {
    for (const variant of Object.keys(urls)) tabs[variant] = await openPage(browser, 'about:blank')
    const results = await alternate(runs, ['protected', 'plain'], async (variant) => {
      const { page } = tabs[variant]
      await page.goto('about:blank')
      await page.goto(urls[variant])
      return starts(page, variant === 'protected')
    })
    const iframe = (variant) => results[variant].map((r) => r.iframe)
    const after = results.protected.map((r) => r.protection - r.iframe)
    return [
      row(
        'with protection: navigation start → checkout iframe request (ms)',
        iframe('protected'),
        iframe('plain'),
        {
          digits: 1,
        },
      ),
      row('with protection: checkout iframe request → first protection request (ms)', after, '–', {
        digits: 1,
      }),
    ]
  } finally {
    await Promise.all(Object.values(tabs).map((tab) => tab.close()))
  }
}
