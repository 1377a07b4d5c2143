// Connections before the click: a merchant page shows its checkout when the shopper presses "Pay", a while
// after the page loaded. The checkout's origin is reached through a TCP proxy that holds every new
// connection for a while before passing bytes on (a real network's round trips × the handshakes: TCP, and
// TLS in production), so what a connection opened early saves shows. Times click → checkout loaded (the
// iframe's load event, or the handle's 'loaded') for a hand-written <iframe> (credentialless or not) and
// for Portico's mountCheckout, each with and without a <link rel="preconnect"> to the checkout's origin
// (with and without `crossorigin`, in the page's head or added at the click), alternating in one Chromium
// profile; medians and ratios to the plain iframe, and how many connections were opened before the click
// and how many of those carried a request. It measures and prints; it asserts no time.
// What it showed: Chromium opens the preconnect's connection and the checkout frame never uses it (its
// connections are kept apart from the page's own: the frame is cross-site), so Portico adds no preconnect.
// `node scripts/bench/preconnect.mjs [--runs N] [--delay MS]` after `npm run build`; 127.0.0.1 only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { connect, createServer as createTcpServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../chromium.mjs'
import { CHROMIUM } from '../ensure-chromium.mjs'
import { root } from '../run.mjs'
import { row, table } from './stats.mjs'

const pages = fileURLToPath(new URL('./pages/', import.meta.url))
const dist = (name) => join(root, 'packages', name, 'dist', 'index.js')

/**
 * A TCP proxy on 127.0.0.1 to `target` (a port) that passes a new connection's bytes on only `delayMs`
 * after it was opened, as connection set-up delays the first request on a real network; a connection
 * opened early has paid it by the time a request comes. `reset()` closes every connection (so that no run
 * inherits one).
 */
function delayingProxy(target, delayMs) {
  const sockets = new Set()
  let clicked = Number.POSITIVE_INFINITY
  let early = 0
  let opened = 0
  const server = createTcpServer((client) => {
    sockets.add(client)
    // A connection opened before the click that carries a request: one a preconnect opened, and used.
    if (performance.now() < clicked) {
      opened += 1
      client.once('data', () => (early += 1))
    }
    client.pause()
    const upstream = connect(target, '127.0.0.1')
    sockets.add(upstream)
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
    setTimeout(() => {
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
    }, delayMs)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        reset: () => {
          for (const socket of sockets) socket.destroy()
          sockets.clear()
          clicked = Number.POSITIVE_INFINITY
          early = 0
          opened = 0
        },
        /** Marks the click; `early()` then counts the connections opened before it that carried a request. */
        click: () => {
          clicked = performance.now()
        },
        early: () => early,
        opened: () => opened,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  )
}

// The merchant site: one page, its head link (or none) and its script chosen by the query.
async function startSite() {
  const portico = await build({
    entryPoints: [join(pages, 'click-portico.js')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: {
      '@portico/core': dist('core'),
      '@portico/user': dist('user'),
    },
  })
  const scripts = {
    'click-iframe': readFileSync(join(pages, 'click-iframe.js'), 'utf8'),
    'click-portico': portico.outputFiles[0].text,
  }
  const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    const script = scripts[url.pathname.slice(4, -3)]
    if (url.pathname.startsWith('/js/') && script) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      return response.end(script)
    }
    const link = url.searchParams.get('link')
    const head = ['plain', 'anonymous'].includes(link ?? '')
      ? `<link rel="preconnect" href="${attribute(new URL(url.searchParams.get('src') ?? '').origin)}"${link === 'anonymous' ? ' crossorigin' : ''}>`
      : ''
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' })
    response.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preconnect bench</title><link rel="icon" href="data:,">${head}<body><button id="pay">Pay</button><div id="checkout"></div><script src="/js/${attribute(url.searchParams.get('script') ?? '')}.js"></script></body></html>`,
    )
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

const VARIANTS = {
  iframe: { script: 'click-iframe' },
  'iframe, preconnect link': { script: 'click-iframe', link: 'plain' },
  'iframe, preconnect link crossorigin': { script: 'click-iframe', link: 'anonymous' },
  'iframe, preconnect link added at the click': { script: 'click-iframe', link: 'click' },
  'credentialless iframe': { script: 'click-iframe', credentialless: '1' },
  'credentialless iframe, preconnect link': { script: 'click-iframe', credentialless: '1', link: 'plain' },
  'credentialless iframe, preconnect link crossorigin': {
    script: 'click-iframe',
    credentialless: '1',
    link: 'anonymous',
  },
  // A control: the same frame same-site with the page (another port of 127.0.0.1), where Chromium may
  // hand the frame the page's connections.
  'same-site iframe, preconnect link': { script: 'click-iframe', link: 'plain', sameSite: true },
  Portico: { script: 'click-portico' },
  'Portico, preconnect link': { script: 'click-portico', link: 'plain' },
}

/**
 * Runs every variant `runs` times (after one warm-up each), alternating, and returns the table rows: each
 * variant's median click → loaded against the plain iframe's.
 */
export async function benchPreconnect({ emulator, runs, delayMs = 150, idleMs = 500 }) {
  const { buildCheckoutUrl } = await import(pathToFileURL(dist('core')).href)
  const proxy = await delayingProxy(Number(new URL(emulator.checkoutOrigin).port), delayMs)
  const site = await startSite()
  const checkout = `http://localhost:${proxy.port}`
  const api = emulator.apiOrigin
  const times = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]))
  const used = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, 0]))
  const opened = { ...used }
  // A profile of its own on disk: Chromium ignores resource hints in an off-the-record profile (what
  // browser.newContext() makes), and a shopper's browser is not one.
  const profile = mkdtempSync(join(tmpdir(), 'portico-preconnect-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  const page = await context.newPage()
  let n = 0
  try {
    for (let run = 0; run <= runs; run++)
      for (const [name, variant] of Object.entries(VARIANTS)) {
        proxy.reset()
        n += 1
        // A URL of its own every run, so that no cache answers: the one Portico builds for this page.
        const src = buildCheckoutUrl({
          env: 'local',
          hosts: { checkout: variant.sameSite ? `http://127.0.0.1:${proxy.port}` : checkout, api },
          blockchain: 'user',
          merchantId: 'bench',
          sessionKey: `bench-${n}`,
          subtotal: { cents: 1999 },
        })
        const query = new URLSearchParams({ src, checkout, api, script: variant.script })
        for (const key of ['link', 'credentialless']) if (variant[key]) query.set(key, variant[key])
        await page.goto(`${site.origin}/?${query}`, { waitUntil: 'load' })
        // The shopper reads the page before pressing "Pay".
        await page.waitForTimeout(idleMs)
        proxy.click()
        await page.click('#pay')
        const loaded = await page.waitForFunction(() => window.benchLoaded, null, { timeout: 30_000 })
        if (run > 0) times[name].push(await loaded.jsonValue())
        if (run > 0) used[name] += proxy.early()
        if (run > 0) opened[name] += proxy.opened()
        await page.goto('about:blank')
      }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    await site.close()
    await proxy.close()
  }
  const floor = times.iframe
  return Object.entries(times)
    .filter(([name]) => name !== 'iframe')
    .map(([name, values]) => row(`click → checkout loaded: ${name} (ms)`, values, floor, { digits: 1 }))
    .concat(
      Object.entries(opened).map(([name, count]) =>
        row(`connections opened before the click, all runs: ${name}`, count, opened.iframe, { digits: 0 }),
      ),
      Object.entries(used).map(([name, count]) =>
        row(`connections opened before the click and used, all runs: ${name}`, count, used.iframe, {
          digits: 0,
        }),
      ),
    )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '15' }, delay: { type: 'string', default: '150' } },
  })
  const { startEmulator } = await import(pathToFileURL(dist('emulator')).href)
  const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
  try {
    const before = loadavg()[0].toFixed(2)
    const rows = await benchPreconnect({
      emulator,
      runs: Number(values.runs),
      delayMs: Number(values.delay),
    })
    console.log(table(rows).join('\n'))
    console.log(
      `connection set-up delay ${values.delay} ms; medians of ${values.runs} runs; load average ${before} → ${loadavg()[0].toFixed(2)}`,
    )
  } finally {
    await emulator.close()
  }
}
