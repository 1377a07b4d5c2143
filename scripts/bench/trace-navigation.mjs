// Where the EVM page's time to its checkout request goes, against the same React page with a hand-written
// <iframe>: a Chromium trace of each (Vite build, CPU throttled like the navigation bench), summed on the
// page renderer's main thread from navigation start to the iframe's request, by what ran (each script's
// compile and evaluation, module and chunk fetch waits, React's work inside them, style and layout).
// `node scripts/bench/trace-navigation.mjs [--runs N] [--rate R]` after `npm run build`; 127.0.0.1 only.
// Prints medians over the runs; it asserts nothing.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { launchChromium } from '../chromium.mjs'
import { at, openPage } from './kit.mjs'
import { startSite } from './site.mjs'
import { median } from './stats.mjs'

const CATEGORIES = ['devtools.timeline', 'v8.execute', 'v8', 'blink', 'loading', 'toplevel']
const TASK = 'ThreadControllerImpl::RunTask'
// Kinds of main-thread work, by the trace events that stand for them.
const WORK = [
  ['new document context', ['LocalWindowProxy::Initialize']],
  ['HTML parse', ['HTMLDocumentParser::appendBytes']],
  ['script compile', ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceModuleCache']],
  ['module evaluation (entry)', ['v8.evaluateModule']],
  ['callbacks (React scheduler, messages)', ['FunctionCall', 'v8.callFunction']],
  ['microtasks', ['RunMicrotasks']],
  ['iframe element inserted', ['WebLocalFrameImpl::createChildframe']],
  ['style, layout, paint', ['WebFrameWidgetImpl::UpdateLifecycle']],
]

// One trace of `url` in `tab`: main-thread milliseconds by event (top-level tasks' children, one level
// down), and the iframe's request time, both from the page's navigation start.
async function trace(browser, tab, url, rate) {
  await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await browser.startTracing(tab.page, { categories: CATEGORIES })
  await tab.page.goto(url)
  await tab.page.waitForFunction(() => document.querySelector('iframe')?.src)
  await tab.page.waitForTimeout(300)
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  await tab.page.goto('about:blank')
  await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // The page's own request stands for its navigation start (the trace has no navigationStart mark here).
  const start = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url)
  const request = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/purchase-v2/'),
  )
  if (!start || !request) throw new Error('no page request or iframe request in the trace')
  const onMain = (e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= request.ts
  const main = events.filter((e) => onMain(e) && e.ph === 'X')
  const byName = new Map()
  const add = (key, ms) => byName.set(key, (byName.get(key) ?? 0) + ms)
  // Time by kind of work (outermost event of each kind only, so that nested ones are not counted twice).
  for (const [label, names] of WORK) {
    const of = main.filter((e) => names.includes(e.name))
    for (const e of of)
      if (!of.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur)) add(label, e.dur / 1000)
  }
  const busy = main.filter((e) => e.name === TASK).reduce((sum, e) => sum + e.dur / 1000, 0)
  // When each step happened, from the page's request: the requests it sent, and the first of each kind.
  for (const e of events.filter((e) => onMain(e) && e.name === 'ResourceSendRequest'))
    add(
      `@ request ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')}`,
      (e.ts - start.ts) / 1000,
    )
  for (const [label, names] of WORK) {
    const first = main.find((e) => names.includes(e.name))
    if (first) add(`@ first ${label}`, (first.ts - start.ts) / 1000)
  }
  return { request: (request.ts - start.ts) / 1000, busy, byName }
}

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, rate: { type: 'string', default: '4' } },
})
const runs = Number(values.runs)
const rate = Number(values.rate)
const site = await startSite()
const { startEmulator } = await import('../../packages/emulator/dist/index.js')
const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
const browser = await launchChromium()
try {
  const hosts = { checkout: emulator.checkoutOrigin, api: emulator.apiOrigin }
  const tab = await openPage(browser, 'about:blank')
  const portico = at(site.merchant, '/nav/vite/evm-portico', hosts)
  await tab.page.goto(portico)
  const src = await tab.page.waitForFunction(() => document.querySelector('iframe')?.src)
  const floor = at(site.merchant, '/nav/vite/evm-floor', { src: await src.jsonValue() })
  const results = { portico: [], floor: [] }
  for (let run = 0; run <= runs; run++)
    for (const [name, url] of Object.entries({ portico, floor })) {
      const r = await trace(browser, tab, url, rate)
      if (run > 0) results[name].push(r)
    }
  await tab.close()
  const keys = new Set(Object.values(results).flatMap((list) => list.flatMap((r) => [...r.byName.keys()])))
  const med = (list, pick) => median(list.map(pick))
  const line = (label, a, b) =>
    `${label.slice(0, 90).padEnd(90)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)}`
  console.log(`medians of ${runs} traces at ${rate}× CPU, ms; load average ${loadavg()[0].toFixed(2)}`)
  console.log(`${'what'.padEnd(90)} ${'Portico'.padStart(8)} ${'floor'.padStart(8)}`)
  console.log(
    line(
      'navigation start → iframe request',
      med(results.portico, (r) => r.request),
      med(results.floor, (r) => r.request),
    ),
  )
  console.log(
    line(
      'main thread busy in that span',
      med(results.portico, (r) => r.busy),
      med(results.floor, (r) => r.busy),
    ),
  )
  const rows = [...keys].map((key) => [
    key,
    med(results.portico, (r) => r.byName.get(key) ?? 0),
    med(results.floor, (r) => r.byName.get(key) ?? 0),
  ])
  const work = rows.filter(([key]) => !key.startsWith('@'))
  const steps = rows.filter(([key]) => key.startsWith('@'))
  for (const [key, a, b] of work.sort((x, y) => y[1] + y[2] - (x[1] + x[2])))
    console.log(line(`  ${key}`, a, b))
  console.log('when, from the page request (ms; 0 = not in that page)')
  for (const [key, a, b] of steps.sort((x, y) => Math.max(x[1], x[2]) - Math.max(y[1], y[2])))
    console.log(line(`  ${key.slice(2)}`, a, b))
} finally {
  await browser.close()
  await emulator.close()
  await site.close()
}
