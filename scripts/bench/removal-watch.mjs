// What watching for a removed checkout costs the merchant page: the bridge observes the child lists of the
// iframe's ancestors (watch-removal.ts) so that a checkout taken out without destroy() stops listening.
// The page does DOM work the watch sees (a node added and removed beside the checkout's ancestors) and work
// it does not (nodes added deep in another subtree), in batches of 100 with a microtask checkpoint between
// (observer callbacks run there). Variants: a checkout mounted by Portico; the floor, the same cross-origin
// iframe put in by hand with nothing watching; and the design not taken, that iframe and one observer of
// the whole document's subtree. Prints the medians in ms and their ratios.
// Run after a build: `node scripts/bench/removal-watch.mjs [--runs N]`. Servers listen on 127.0.0.1 only.
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import { launchChromium } from '../chromium.mjs'
import { root } from '../run.mjs'
import { alternate } from './kit.mjs'
import { row, table } from './stats.mjs'

const OPERATIONS = 20_000
const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } })
const runs = Number(values.runs)

const core = (
  await build({
    entryPoints: [join(root, 'packages', 'core', 'dist', 'index.js')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'Portico',
    write: false,
    logLevel: 'silent',
  })
).outputFiles[0].text
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
  const [type, body] =
    url.pathname === '/core.js'
      ? ['text/javascript', core]
      : url.hostname === 'localhost'
        ? ['text/html', '<!doctype html><p>checkout stand-in</p>']
        : [
            'text/html',
            // The checkout sits three levels down; the busy subtree is elsewhere, five levels down.
            '<!doctype html><body><main><section><div id="checkout"></div></section></main>' +
              '<aside><div><div><div><div id="busy"></div></div></div></div></aside><script src="/core.js"></script></body>',
          ]
  response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
  response.end(body)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()
const browser = await launchChromium()

try {
  const results = await alternate(runs, ['floor', 'portico', 'subtree'], async (variant) => {
    const page = await browser.newPage()
    try {
      await page.goto(`http://127.0.0.1:${port}/`)
      // Resolves once the checkout has loaded (the bridge watches from its first load on).
      await page.evaluate(
        ([variant, checkout]) => {
          const container = document.getElementById('checkout')
          let frame
          if (variant === 'portico') {
            const plugin = window.Portico.definePlugin({
              name: 'bench',
              blockchains: ['bench'],
              walletAddress: () => undefined,
              handlers: () => ({}),
            })
            frame = window.Portico.mountCheckout(container, {
              baseUrl: checkout,
              blockchain: 'bench',
              merchantId: 'm',
              plugins: [plugin],
            }).iframe
          }
          if (variant !== 'portico') {
            frame = container.appendChild(document.createElement('iframe'))
            frame.src = `${checkout}/bench/purchase-v2/m`
            if (variant === 'subtree')
              new MutationObserver(() => frame.isConnected).observe(document, {
                childList: true,
                subtree: true,
              })
          }
          return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
        },
        [variant, `http://localhost:${port}`],
      )
      return await page.evaluate(async (operations) => {
        const busy = document.getElementById('busy')
        const start = performance.now()
        for (let i = 0; i < operations; i++) {
          const beside = document.body.appendChild(document.createElement('div'))
          busy.appendChild(document.createElement('span'))
          beside.remove()
          if (i % 100 === 99) await Promise.resolve()
        }
        await new Promise((resolve) => setTimeout(resolve, 0))
        return performance.now() - start
      }, OPERATIONS)
    } finally {
      await page.close()
    }
  })
  const label = (what) => `${OPERATIONS.toLocaleString('en-US')} x 3 DOM ops, ${what} (ms)`
  for (const line of table([
    row(label('mounted checkout vs plain iframe'), results.portico, results.floor),
    row(label('whole-document observer vs plain iframe'), results.subtree, results.floor),
  ]))
    console.log(line)
} finally {
  await browser.close()
  server.closeAllConnections()
  server.close()
}
