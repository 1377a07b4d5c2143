// One way to start Debian's Chromium for the browser suites, the demo check and the benchmarks.
import { chromium } from 'playwright-core'
import { CHROMIUM } from './ensure-chromium.mjs'

// Without the background-networking flags Chromium keeps dialling out, which this sandbox refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** A headless Chromium (install it first with scripts/ensure-chromium.mjs); close it when done. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}
