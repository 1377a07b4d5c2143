// Card token strategy: what keeping a token saves. The built card field runs in headless Chromium against
// the emulator's vendor stand-in; a run is the median of `CALLS` getToken() calls of one kind:
// - kept: the customer is out of the inputs and nothing changed, so the field answers its kept token;
// - fresh: the customer was in an input since (a focus), so the field tokenizes again. Tokenizing on every
//   call would pay this each time; the emulator answers on loopback, a real vendor over the network.
// `node scripts/bench/card-token.mjs [--runs N]` after `npm run build`; servers on 127.0.0.1 only.
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import { launchChromium } from '../chromium.mjs'
import { root } from '../run.mjs'
import { alternate, openPage, WAIT } from './kit.mjs'
import { median, row, table } from './stats.mjs'

const CALLS = 20
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(values.runs)

const script = `
import { mountCardField } from '@portico/core'
const params = new URLSearchParams(location.search)
const field = mountCardField(document.getElementById('card'), {
  env: 'local', merchantId: 'bench', hosts: { api: params.get('api') },
})
window.bench = {
  status: () => field.status,
  focus: () => field.focus(),
  async calls(n) {
    const times = []
    for (let i = 0; i < n; i++) {
      const started = performance.now()
      await field.getToken()
      times.push(performance.now() - started)
    }
    return times
  },
}`

async function site() {
  const bundle = await build({
    stdin: { contents: script, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
    alias: { '@portico/core': join(root, 'packages', 'core', 'dist', 'index.js') },
  })
  const js = bundle.outputFiles[0].text
  const html =
    '<!doctype html><meta charset="utf-8"><body><div id="card"></div><script src="/bench.js"></script>'
  const server = createServer((request, response) => {
    const isScript = request.url === '/bench.js'
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html' })
    response.end(isScript ? js : html)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }
}

async function main() {
  const { startEmulator } = await import('../../packages/emulator/dist/index.js')
  const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
  const pages = await site()
  const browser = await launchChromium()
  try {
    const results = await alternate(runs, ['kept', 'fresh'], async (variant) => {
      const tab = await openPage(browser, `${pages.origin}/?api=${encodeURIComponent(emulator.apiOrigin)}`)
      try {
        await tab.page.waitForFunction(() => window.bench?.status() === 'ready', null, { timeout: WAIT })
        const input = (part, id) =>
          tab.page.frameLocator(`#card [id$="-${part}"] iframe`).locator(`[data-testid="card-vendor-${id}"]`)
        await input('number', 'pan').pressSequentially('4242424242424242')
        await input('cvv', 'cvv').pressSequentially('123')
        await tab.page.mouse.click(5, 5)
        await tab.page.evaluate(() => window.bench.calls(1)) // the first token, made and kept
        if (variant === 'kept') return median(await tab.page.evaluate((n) => window.bench.calls(n), CALLS))
        const times = []
        for (let i = 0; i < CALLS; i++) {
          await tab.page.evaluate(() => window.bench.focus())
          await tab.page.mouse.click(5, 5)
          times.push(...(await tab.page.evaluate(() => window.bench.calls(1))))
        }
        return median(times)
      } finally {
        await tab.close()
      }
    })
    console.log(
      table([
        row('getToken(): kept token / fresh tokenization (ms)', results.kept, results.fresh, { digits: 3 }),
      ]).join('\n'),
    )
    console.log(`\nmedians of ${runs} runs of ${CALLS} calls; "floor" here is the fresh tokenization`)
  } finally {
    await browser.close()
    await pages.close()
    await emulator.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
