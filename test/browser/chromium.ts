// The suites start Chromium exactly as the demo check and the benchmarks do.
export { launchChromium } from '../../scripts/chromium.mjs'
