// What every benchmark does with the browser: open a fresh page, find the checkout frame, read Chromium's
// performance counters (CDP), and run variants in alternation so that drift hits both sides alike.

/** Bound of every wait (a loaded 2-core machine is slow, never this slow). */
export const WAIT = 20_000

/** Opens `url` in a new browser context (its own cache and connections); `close()` ends both. */
export async function openPage(browser, url) {
  // Tall enough for the checkout to be on screen: Chromium stops rendering cross-origin frames out of view.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 } })
  const page = await context.newPage()
  page.setDefaultTimeout(WAIT)
  await page.goto(url)
  return { page, cdp: await context.newCDPSession(page), close: () => context.close() }
}

/** The frame of `origin` once its stand-in script has run (`window.bench` is there). */
export async function checkoutFrame(page, origin) {
  const deadline = Date.now() + WAIT
  while (Date.now() < deadline) {
    const frame = page.frames().find((f) => f.url().startsWith(`${origin}/`))
    if (frame && (await frame.evaluate(() => typeof window.bench === 'object').catch(() => false)))
      return frame
    await page.waitForTimeout(25)
  }
  throw new Error(`no checkout frame of ${origin} in ${page.url()}`)
}

/** Chromium's counters for the page's renderer (Performance.getMetrics) by name; durations in seconds. */
export async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

/** The `message` listeners registered on the page's window, as DevTools lists them. */
export async function messageListeners(cdp) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId })
  return listeners.filter((l) => l.type === 'message').length
}

/** Resolves after `count` animation frames of the page. */
export const frames = (page, count) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)

/**
 * Runs `measure(variant)` once per variant unrecorded (warm-up), then `runs` times each, alternating which
 * goes first. Resolves to the recorded results by variant.
 */
export async function alternate(runs, variants, measure) {
  for (const variant of variants) await measure(variant)
  const results = Object.fromEntries(variants.map((v) => [v, []]))
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? [...variants].reverse() : variants
    for (const variant of order) results[variant].push(await measure(variant))
  }
  return results
}

/** `URL` of `path` on `origin` with the query `params`. */
export function at(origin, path, params) {
  const url = new URL(path, origin)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.href
}
