// `npm run bench`: installs and builds what is missing, then measures Portico in headless Chromium against
// a hand-written floor in the same run, and prints the medians side by side with their ratio.
// `npm run bench -- --runs 5` for a quick look. Servers listen on 127.0.0.1 only (ephemeral ports); the
// browser, the servers and the emulator are stopped at the end, on failure and on Ctrl-C.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { buildPackages, stalePackages } from '../builds.mjs'
import { launchChromium } from '../chromium.mjs'
import { ensureChromium } from '../ensure-chromium.mjs'
import { ensureInstalled } from '../run.mjs'
import { benchPurchases } from './emulator.mjs'
import { benchEmulatorStart } from './emulator-start.mjs'
import { benchHeights } from './heights.mjs'
import { benchNavigation } from './navigation.mjs'
import { benchPreconnect } from './preconnect.mjs'
import { benchProtection } from './protection.mjs'
import { benchRelay } from './relay.mjs'
import { benchRerenders } from './rerenders.mjs'
import { startSite } from './site.mjs'
import { table } from './stats.mjs'

const PACKAGES = ['core', 'user', 'react', 'evm', 'emulator']
// The emulator's benches print their own figures (times, not ratios against a floor): cold starts in five
// processes (fewer with a smaller --runs), and 20 concurrent purchases per chain, each recorded once.
const emulatorStart = async ({ runs }) => {
  benchEmulatorStart({ runs: Math.min(runs, 5) })
  return []
}
const purchases = async () => {
  if (!(await benchPurchases())) throw new Error('a concurrent purchase was not recorded exactly once')
  return []
}
const BENCHES = [
  ['emulator-start', emulatorStart],
  ['purchases', purchases],
  ['relay', benchRelay],
  ['navigation', benchNavigation],
  ['preconnect', benchPreconnect],
  ['protection', benchProtection],
  ['heightChange', benchHeights],
  ['re-renders', benchRerenders],
]
const USAGE = `Usage: npm run bench [-- --runs N] [-- --only NAME,…]

  --runs N       recorded runs per variant and bench, after one warm-up run (default 15; at most 5
                 cold processes for emulator-start)
  --only NAMES   run only these benches (${BENCHES.map(([name]) => name).join(', ')})
  -h, --help     show this help`

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs, not ${values.runs}\n\n${USAGE}`)
  process.exit(1)
}
const only = values.only?.split(',').map((name) => name.trim())
const unknown = only?.filter((name) => !BENCHES.some(([bench]) => bench === name)) ?? []
if (unknown.length) {
  console.error(`no bench named ${unknown.join(', ')}\n\n${USAGE}`)
  process.exit(1)
}
const selected = BENCHES.filter(([name]) => !only || only.includes(name))

const step = (text) => console.log(`\n== ${text}`)
const stops = []
let stopping
/** Stops what this script started, newest first; safe to call more than once. */
const stopAll = () => {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
  })()
  return stopping
}
const exit = async (code) => {
  await Promise.race([stopAll(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())])
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => exit(130))

async function main() {
  const started = Date.now()
  step('install')
  if (!ensureInstalled()) return 1
  const toBuild = stalePackages(PACKAGES)
  step(toBuild.length ? `build packages (${toBuild.join(', ')} changed)` : 'packages are built')
  if (!(await buildPackages(toBuild))) return 1
  if (!ensureChromium()) return 1

  step('start the bench site, the checkout emulator and Chromium')
  const site = await startSite()
  stops.push(site.close)
  const { startEmulator } = await import('../../packages/emulator/dist/index.js')
  const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
  stops.push(() => emulator.close())
  const browser = await launchChromium()
  stops.push(() => browser.close())

  // Every wait in the benches is bounded; this bounds the whole of it too.
  setTimeout(() => {
    console.error('\nbench: gave up after 15 minutes')
    exit(1)
  }, 900_000).unref()
  const load = () => loadavg()[0].toFixed(1)
  const loadAtStart = load()
  const rows = []
  for (const [name, bench] of selected) {
    step(`${name} (${runs} runs per variant)`)
    const benchStarted = Date.now()
    const result = await bench({ browser, site, emulator, runs })
    for (const line of table(result)) console.log(`  ${line}`)
    console.log(`  (${((Date.now() - benchStarted) / 1000).toFixed(0)} s)`)
    rows.push(...result)
  }

  step(`results: medians of ${runs} runs, Chromium ${browser.version()}`)
  console.log(table(rows).join('\n'))
  console.log(`
floors: relay = a bare postMessage echo between the same two frames; navigation = a page with only a
hand-written <iframe> of the same URL (in its HTML, or added by its only script; for the EVM page, the same
React page built the same way); heightChange = a hand-written listener that writes every height at once;
re-renders = the same React page rendering a plain <iframe> of the same URL; preconnect = a hand-written
<iframe> of the same URL added at the click, through the same delaying proxy.
today's kit = the most used kit of this kind, its published package, on the same EVM purchase page (Vite).
load average (1 min) ${loadAtStart} at the start, ${load()} at the end; bench took ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return 0
}

main().then(
  (code) => exit(code),
  async (error) => {
    console.error(
      `\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    await exit(1)
  },
)
