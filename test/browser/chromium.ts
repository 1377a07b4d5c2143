import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium; `npm test` installs it first (scripts/ensure-chromium.mjs). */
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

// Without the background-networking flags Chromium keeps dialling out, which this sandbox refuses.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** A headless Chromium for one test file; close it in afterAll. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS })
}
