// Runs once before the browser suites: builds the example sites they serve (when stale), so that files
// running side by side never build the same example at once, and no file pays for the build in its own
// time bounds. A file run alone builds what it needs itself (startHarness).
import { EXAMPLES } from './harness'

export default async function buildExampleSites() {
  const { buildExamples } = await import(new URL('../../scripts/examples.mjs', import.meta.url).href)
  await buildExamples({ names: EXAMPLES, log: (line: string) => console.log(`  browser suites: ${line}`) })
}
