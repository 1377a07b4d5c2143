// Size budgets: each scenario is a tiny merchant entry, measured by scripts/size-measure.mjs (min+gzip,
// the merchant's own libraries left out; split scenarios count what the page loads up front and print
// what import() loads later beside it). `node scripts/size.mjs --table` prints the figures without failing.
import { measure } from './size-measure.mjs'
import { DEBUG_TEXT, PROTECTION_TEXT, scenarios } from './size-scenarios.mjs'

const tableOnly = process.argv.includes('--table')
let failures = 0
console.log('scenario'.padEnd(52), 'min+gzip'.padStart(9), 'budget'.padStart(9))
for (const scenario of scenarios) {
  const { bytes, inputs, text, lazy, firstImportInputs = [] } = await measure(scenario)
  const over = bytes > scenario.budget
  const leaks = [
    ...(scenario.forbid ?? []).filter((f) => inputs.some((input) => input.includes(f))),
    // Not even with the page's first import() (its request handlers), only behind a further one.
    ...(scenario.forbidWithRequests ?? [])
      .filter((f) => firstImportInputs.some((input) => input.includes(f)))
      .map((f) => `${f} (with the request handlers)`),
    // No page carries the debug logger up front: it loads with import() when an embed asks for it.
    ...(!scenario.debugInline && text.includes(DEBUG_TEXT) ? ['the debug logger'] : []),
    // A page without purchase protection ships none of it.
    ...(scenario.protection ? [] : PROTECTION_TEXT.filter((t) => text.includes(t))),
    // Code that has no module of its own (one brand's drawing in a shared chunk) is found by a marker.
    ...(scenario.forbidText ?? []).filter((marker) => text.includes(marker)).map((m) => `"${m}"`),
  ]
  // A marker the bundle does not even hold where it must is a stale marker: the forbids above prove nothing.
  const stale = (scenario.requireText ?? []).filter((marker) => !text.includes(marker))
  if (!tableOnly && (over || leaks.length || stale.length)) failures++
  console.log(
    scenario.name.padEnd(52),
    `${bytes} B`.padStart(9),
    `${scenario.budget} B`.padStart(9),
    over ? '  OVER BUDGET' : '',
    leaks.length ? `  contains ${leaks.join(', ')}` : '',
    stale.length ? `  lacks ${stale.map((m) => `"${m}"`).join(', ')} (stale marker)` : '',
    lazy ? `  (+ ${lazy} B loaded with import() when a wallet needs it)` : '',
  )
}
if (failures) {
  console.error(`\n${failures} scenario(s) over budget, containing forbidden code or with a stale marker`)
  process.exit(1)
}
