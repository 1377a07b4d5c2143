// 1,000 re-renders of a React parent that passes inline props (new objects and callbacks every render) to
// <Purchase>, against the same page rendering a plain <iframe> of the same URL. Counted: checkout documents
// served while re-rendering (iframe navigations; must be 0), the window's message listeners before and
// after, and the main-thread time of the re-renders: TaskDuration of the page's renderer, and its
// ThreadTime (the main thread's CPU time, which time spent waiting for a core on a busy machine leaves out).
import { alternate, at, checkoutFrame, frames, messageListeners, metrics, openPage } from './kit.mjs'
import { row } from './stats.mjs'

const COUNT = 1000

/** Resolves to the table rows of the re-render bench. */
export async function benchRerenders({ browser, site, runs }) {
  let src
  const results = await alternate(runs, ['portico', 'floor'], async (variant) => {
    const url =
      variant === 'portico'
        ? at(site.merchant, '/rerender/portico', { checkout: site.checkout })
        : at(site.merchant, '/rerender/floor', { src })
    const tab = await openPage(browser, url)
    try {
      await checkoutFrame(tab.page, site.checkout)
      src ??= await tab.page.evaluate(() => document.querySelector('iframe').src)
      await frames(tab.page, 2)
      await tab.cdp.send('Performance.enable')
      const listeners = await messageListeners(tab.cdp)
      const documents = site.documents()
      const before = await metrics(tab.cdp)
      await tab.page.evaluate((n) => window.bench.rerender(n), COUNT)
      await frames(tab.page, 2)
      const after = await metrics(tab.cdp)
      // A navigation the re-renders started would reach the server well within this.
      await tab.page.waitForTimeout(200)
      const iframes = await tab.page.evaluate(() => document.querySelectorAll('iframe').length)
      if (iframes !== 1) throw new Error(`${variant}: ${iframes} iframes after re-rendering`)
      return {
        ms: (after.TaskDuration - before.TaskDuration) * 1000,
        cpu: (after.ThreadTime - before.ThreadTime) * 1000,
        navigations: site.documents() - documents,
        listeners: `${listeners} → ${await messageListeners(tab.cdp)}`,
      }
    } finally {
      await tab.close()
    }
  })
  const pick = (variant, key) => results[variant].map((r) => r[key])
  // Counts, not timings: every run's value matters, so navigations are summed over all runs and listener
  // counts listed when they differ between runs.
  const total = (variant) => pick(variant, 'navigations').reduce((a, b) => a + b, 0)
  const texts = (variant) => [...new Set(pick(variant, 'listeners'))].join(', ')
  return [
    row('1,000 re-renders: main-thread time (ms)', pick('portico', 'ms'), pick('floor', 'ms'), { digits: 1 }),
    row('1,000 re-renders: main-thread CPU time (ms)', pick('portico', 'cpu'), pick('floor', 'cpu'), {
      digits: 1,
    }),
    row('1,000 re-renders: iframe navigations (all runs)', total('portico'), total('floor')),
    row('1,000 re-renders: window message listeners', texts('portico'), texts('floor')),
  ]
}
