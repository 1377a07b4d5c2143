// What loading lz-string with import() would trade, measured rather than guessed: `node
// scripts/bench/lz-string-chunk.mjs [runs]`. lz-string is ~1.5 KB min+gzip of every checkout page up
// front; behind import() a page without a structured parameter (theme, customerInfo, an EVM transaction…)
// would not load it, and a page with one would wait for its chunk before the checkout's frame navigates.
// Four vanilla checkout pages (mountCheckout + user(), built from source, split as bundlers split them):
// lz-string imported as today, or behind import() (core's structured-value module swapped for one that
// loads it with import(), the page waiting for it before it mounts, as a surface would before it
// navigates), each with and without a theme. Time from navigation start to the checkout frame's request
// (Resource Timing), under Chromium's network emulation: a latency added to every request and a slow
// link's throughput. Each variant keeps its tab; runs alternate. Servers listen on 127.0.0.1 only.
import { createServer } from 'node:http'
import { build } from 'esbuild'
import { launchChromium } from '../chromium.mjs'
import { root } from '../run.mjs'
import { WAIT } from './kit.mjs'
import { median } from './stats.mjs'

const runs = Number(process.argv[2] ?? 15)
const LATENCIES = [0, 50, 150]
// A slow mobile link, in bytes per second (1.6 Mbit/s down, 750 kbit/s up).
const LINK = { downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }

// The structured-value module with lz-string behind import(): what the page would ship up front.
const LAZY_STRUCTURED = `
let codec
let loading
export const codecReady = () => (loading ??= import('lz-string').then((m) => { codec = m.default }))
export function stringifyJson(value) {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))
}
export function compressValue(value) {
  return codec.compressToEncodedURIComponent(stringifyJson(value))
}`
const structured = `${root}/packages/core/src/checkout/structured.ts`
const mount = (themed) =>
  `mountCheckout(document.getElementById('checkout'), { hosts: { checkout: location.origin }, merchantId: 'shop', blockchain: 'user', plugins: [user()], sessionKey: 'key', cents: 100${themed ? ", theme: { primary: '#123456', background: '#ffffff', style: 'rounded' }" : ''} })`
const imports = "import { mountCheckout } from '@portico/core'; import { user } from '@portico/user';"
const VARIANTS = {
  'today, themed': { lazy: false, code: `${imports} ${mount(true)}` },
  'import(), themed': {
    lazy: true,
    code: `${imports} import { codecReady } from '${structured}'; codecReady().then(() => ${mount(true)})`,
  },
  'today, no theme': { lazy: false, code: `${imports} ${mount(false)}` },
  'import(), no theme': { lazy: true, code: `${imports} ${mount(false)}` },
}

/** The page's files by URL path: its HTML, its entry and its chunks. */
async function bundle(dir, { lazy, code }) {
  const swap = {
    name: 'lazy-structured',
    setup(b) {
      b.onLoad({ filter: /checkout[\\/]structured\.ts$/ }, () =>
        lazy ? { contents: LAZY_STRUCTURED, loader: 'ts' } : undefined,
      )
    },
  }
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: dir,
    entryNames: 'entry',
    alias: {
      '@portico/core': `${root}/packages/core/src/index.ts`,
      '@portico/core/internal': `${root}/packages/core/src/internal.ts`,
      '@portico/user': `${root}/packages/user/src/index.ts`,
    },
    plugins: [swap],
    logLevel: 'silent',
  })
  const files = Object.fromEntries(result.outputFiles.map((f) => [f.path, f.text]))
  files[`${dir}.html`] =
    `<!doctype html><html><body><h1>Shop</h1><div id="checkout"></div><script type="module" src="${dir}/entry.js"></script></body></html>`
  return files
}

const files = {}
// Each page under a path of its own: /page0.html, its entry and chunks under /page0/.
const paths = Object.fromEntries(Object.keys(VARIANTS).map((name, i) => [name, `/page${i}`]))
for (const [name, variant] of Object.entries(VARIANTS))
  Object.assign(files, await bundle(paths[name], variant))
// Every other path is the checkout's page: a document, so that its Resource Timing entry is there.
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname
  const type = path.endsWith('.js') ? 'text/javascript' : 'text/html'
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(files[path] ?? '<p>checkout</p>')
}).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

const browser = await launchChromium()
try {
  for (const latency of LATENCIES) {
    const tabs = {}
    for (const name of Object.keys(VARIANTS)) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, ...LINK })
      tabs[name] = page
    }
    const times = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]))
    // One unrecorded round first (warm-up), then `runs` rounds in alternating order.
    for (let run = -1; run < runs; run++) {
      const names = Object.keys(VARIANTS)
      for (const name of run % 2 ? names : names.reverse()) {
        const page = tabs[name]
        await page.goto('about:blank')
        await page.goto(`${origin}${paths[name]}.html`)
        const start = await page.waitForFunction(
          () => {
            const frame = document.querySelector('iframe')
            return frame?.src ? performance.getEntriesByName(frame.src)[0]?.startTime : undefined
          },
          undefined,
          { polling: 10, timeout: WAIT },
        )
        if (run >= 0) times[name].push(await start.jsonValue())
      }
    }
    for (const page of Object.values(tabs)) await page.context().close()
    const cells = Object.entries(times).map(([name, list]) => `${name} ${median(list).toFixed(0)} ms`)
    console.log(`latency ${latency} ms: ${cells.join(', ')}`)
  }
} finally {
  await browser.close()
  server.close()
}
