import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import type { Browser, Frame, Locator, Page } from 'playwright-core'
// The browser stage runs after the build: the emulator, like the packages in the page, is the built one.
import { type Emulator, type EmulatorOptions, startEmulator } from '../../packages/emulator/dist/index.js'
import { releaseChromium, sharedChromium } from './chromium'
import type { KitHosts } from './page-kit'
import { page as html, send, serve } from './servers'

/** Bound of every wait in the browser suites (a loaded 2-core machine is slow, never this slow). */
export const WAIT = { timeout: 20_000, interval: 50 }

const dist = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/dist/index.js`, import.meta.url))

// The page kit imports the packages by name; the merchant page must run what merchants install, the builds.
const builtPackages: Plugin = {
  name: 'portico-dist',
  setup(b) {
    b.onResolve({ filter: /^@portico\/(core|user|solana)$/ }, (args) => ({ path: dist(args.path.slice(9)) }))
    b.onResolve({ filter: /^@portico\/emulator\/testing$/ }, () => ({
      path: fileURLToPath(new URL('../../packages/emulator/dist/testing.js', import.meta.url)),
    }))
  },
}

// The browser project keeps a worker's modules from one file to the next: each kit is bundled once per
// worker (the builds do not change during a run), not once per file that starts a harness.
const bundledKits = new Map<string, Promise<string>>()

/**
 * A page kit (page-kit.ts unless named) and the built packages it imports (@portico/core, @portico/user,
 * @portico/solana, @portico/emulator/testing) in one script.
 */
export function bundlePageKit(kit = './page-kit.ts'): Promise<string> {
  const known = bundledKits.get(kit)
  if (known) return known
  const bundled = build({
    entryPoints: [fileURLToPath(new URL(kit, import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [builtPackages],
  }).then((result) => result.outputFiles[0]?.text ?? '')
  // A failed bundle is tried again by the next file rather than remembered.
  bundled.catch(() => bundledKits.delete(kit))
  bundledKits.set(kit, bundled)
  return bundled
}

/** The example sites, built (or reused when fresh) and served by scripts/examples.mjs. */
export interface ExampleSites {
  /** Page URL per example, pointed at this harness's emulator and chains by its query. */
  urls: Record<Example, string>
}

/**
 * The examples the suites drive: a purchase on solana, on eth, on stellar and on user (no wallet; plain and
 * Next.js).
 */
export const EXAMPLES = ['solana', 'evm', 'stellar', 'vanilla', 'next'] as const
/** The name of an example the suites drive. */
export type Example = (typeof EXAMPLES)[number]

// scripts/examples.mjs is plain JavaScript without declarations: this is the part the suites use.
interface ExamplesScript {
  EXAMPLE_EMULATOR_OPTIONS: Pick<EmulatorOptions, 'blockchains'>
  buildExamples(options: { names: readonly string[]; log: (line: string) => void }): Promise<string[]>
  serveExamples(options: {
    names: readonly string[]
  }): Promise<{ urls: Record<string, string>; close(): Promise<void> }>
  emulatorQuery(emulator: Emulator): string
}
const examplesScript = () =>
  import(new URL('../../scripts/examples.mjs', import.meta.url).href) as Promise<ExamplesScript>

/** A merchant site and a hostile site on two more origins, plus the emulator and one Chromium. */
export interface Harness {
  emulator: Emulator
  /** The emulator's origins as the merchant page is given them. */
  hosts: KitHosts
  /** The merchant page's origin (`http://127.0.0.1:{port}`); `/` is a page with the kit and containers. */
  merchant: string
  /** An origin that is neither the merchant nor the emulator: `/hostile` is an empty page. */
  other: string
  /** The example sites, when asked for. */
  examples?: ExampleSites
  browser: Browser
  /** A new tab on `url` (a path of the merchant site by default), with WAIT as Playwright's own bound. */
  open(url?: string): Promise<Page>
  /** Closes the browser, the sites and the emulator (its chains too). */
  close(): Promise<void>
}

// Containers for two checkouts, a card field and frames a test adds; the page runs no inline script.
const MERCHANT_BODY = '<div id="a"></div><div id="b"></div><div id="card"></div><div id="extras"></div>'

/** Options of `startHarness`. */
export interface HarnessOptions {
  /** Local chains for the emulator (solana and EVM purchases need them). @default false */
  chains?: EmulatorOptions['chains']
  /** Build (when stale) and serve the example sites. @default false */
  examples?: boolean
}

/** Starts the emulator (ephemeral ports), the sites and Chromium; call `close()` in afterAll. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const closers: Array<() => Promise<unknown>> = []
  const close = async () => {
    await Promise.allSettled(closers.reverse().map((c) => c()))
  }
  try {
    const kit = await bundlePageKit()
    const script = options.examples ? await examplesScript() : undefined
    // Vite runs one example at a time and skips those whose build is newer than their sources.
    await script?.buildExamples({ names: EXAMPLES, log: () => {} })
    const emulator = await startEmulator({
      checkoutPort: 0,
      apiPort: 0,
      ...(options.chains === undefined ? {} : { chains: options.chains }),
      ...script?.EXAMPLE_EMULATOR_OPTIONS,
    })
    closers.push(() => emulator.close())
    const merchantSite = await serve((_req, res, url) =>
      url.pathname === '/kit.js'
        ? send(res, 'text/javascript', kit)
        : send(res, 'text/html', html('/kit.js') + MERCHANT_BODY),
    )
    closers.push(merchantSite.close)
    const otherSite = await serve((_req, res) => send(res, 'text/html', html()))
    closers.push(otherSite.close)
    let examples: ExampleSites | undefined
    if (script) {
      const served = await script.serveExamples({ names: EXAMPLES })
      closers.push(() => served.close())
      const query = script.emulatorQuery(emulator)
      const urls = Object.fromEntries(Object.entries(served.urls).map(([name, url]) => [name, url + query]))
      examples = { urls: urls as Record<Example, string> }
    }
    const browser = await sharedChromium()
    closers.push(releaseChromium)
    const merchant = `http://127.0.0.1:${merchantSite.port}`
    return {
      emulator,
      hosts: { checkout: emulator.checkoutOrigin, api: emulator.apiOrigin },
      merchant,
      other: `http://127.0.0.1:${otherSite.port}`,
      ...(examples ? { examples } : {}),
      browser,
      async open(url = '/') {
        // Tall enough for an example's checkouts to be on screen: Chromium pauses rendering (ResizeObserver
        // included) in cross-origin frames out of view.
        const tab = await browser.newPage({ viewport: { width: 1280, height: 1600 } })
        tab.setDefaultTimeout(WAIT.timeout)
        await tab.goto(new URL(url, merchant).href)
        return tab
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * The frame inside the iframe matching `selector`, once it shows a document of `origin` (and, when given,
 * at a URL that `accept` takes) that has finished loading: its scripts, modules included, have run.
 * Playwright 1.65 with Debian's Chromium 156 can lose an out-of-process frame that navigates again right
 * after its first navigation (it leaves `page.frames()` while the page shows it loaded); the error below
 * then names the last URL seen.
 */
export async function frameAt(
  tab: Page,
  selector: string,
  origin: string,
  accept: (url: URL) => boolean = () => true,
): Promise<Frame> {
  const deadline = Date.now() + WAIT.timeout
  let seen = 'no frame'
  while (Date.now() < deadline) {
    // Looked up each time: a React page may replace the element while the test waits.
    const frame = await (await tab.$(selector))?.contentFrame()
    // A frame that has not started its first navigation has no URL yet ('').
    const url = frame && URL.canParse(frame.url()) ? new URL(frame.url()) : undefined
    if (frame && url && url.origin === origin && accept(url)) {
      const state = await frame.evaluate(() => document.readyState).catch((e: Error) => e.message)
      if (state === 'complete') return frame
      seen = `${url.href} (${state})`
    } else if (url) seen = url.href
    await tab.waitForTimeout(WAIT.interval)
  }
  throw new Error(`no loaded frame of ${origin} in ${selector} that the test accepts; last seen: ${seen}`)
}

/** Counts the navigations of `frame` (Playwright's framenavigated events) from now on. */
export function countNavigations(tab: Page, frame: Frame): () => number {
  let count = 0
  tab.on('framenavigated', (navigated) => {
    if (navigated === frame) count++
  })
  return () => count
}

/** The card vendor's inputs (in iframes of the API origin) of the card field mounted in `selector`. */
export function cardInputs(tab: Page, selector: string): { pan: Locator; cvv: Locator } {
  const input = (part: 'number' | 'cvv', testId: string) =>
    tab.frameLocator(`${selector} [id$="-${part}"] iframe`).locator(`[data-testid="${testId}"]`)
  return { pan: input('number', 'card-vendor-pan'), cvv: input('cvv', 'card-vendor-cvv') }
}
