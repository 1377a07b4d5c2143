// 1,000 heightChange messages posted by the checkout in one burst. Measured in the merchant page: main-thread
// time (Chromium's TaskDuration for the page's renderer; the checkout runs in another process), writes to
// the iframe's style attribute (MutationObserver) and animation frames until the last height is applied.
// The floor is a hand-written listener that writes every height at once.
import { alternate, at, checkoutFrame, frames, metrics, openPage } from './kit.mjs'
import { row } from './stats.mjs'

const COUNT = 1000
const LAST = 1300

/** Resolves to the table rows of the heightChange bench. */
export async function benchHeights({ browser, site, runs }) {
  let src
  const results = await alternate(runs, ['portico', 'floor'], async (variant) => {
    const url =
      variant === 'portico'
        ? at(site.merchant, '/bridge/portico', { checkout: site.checkout })
        : at(site.merchant, '/bridge/floor', { mode: 'height', checkout: site.checkout, src })
    const tab = await openPage(browser, url)
    try {
      const frame = await checkoutFrame(tab.page, site.checkout)
      src ??= await tab.page.evaluate(() => document.querySelector('iframe').src)
      await frames(tab.page, 2) // let the fade-in's own style write pass
      await tab.cdp.send('Performance.enable')
      await tab.page.evaluate(() => window.probe.start())
      const before = await metrics(tab.cdp)
      await frame.evaluate(([n, last]) => window.bench.heights(n, 'bench', last), [COUNT, LAST])
      const { writes, frames: elapsed } = await tab.page.evaluate((px) => window.probe.settled(px), LAST)
      const after = await metrics(tab.cdp)
      return { ms: (after.TaskDuration - before.TaskDuration) * 1000, writes, frames: elapsed }
    } finally {
      await tab.close()
    }
  })
  const pick = (variant, key) => results[variant].map((r) => r[key])
  return [
    row('1,000 heightChange: main-thread time (ms)', pick('portico', 'ms'), pick('floor', 'ms'), {
      digits: 1,
    }),
    row('1,000 heightChange: iframe style writes', pick('portico', 'writes'), pick('floor', 'writes')),
    row(
      '1,000 heightChange: animation frames until applied',
      pick('portico', 'frames'),
      pick('floor', 'frames'),
    ),
  ]
}
