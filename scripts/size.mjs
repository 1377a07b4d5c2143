// Size budgets: each scenario is a tiny merchant entry, measured by scripts/size-measure.mjs (min+gzip,
// the merchant's own libraries left out; split scenarios count what the page loads up front and print
// what import() loads later beside it). `node scripts/size.mjs --table` prints the figures without failing;
// `node scripts/size.mjs --modules <part of a scenario's name>` prints where those scenarios' bytes are.
import { measure } from './size-measure.mjs'
import { DEBUG_TEXT, PROTECTION_TEXT, scenarios } from './size-scenarios.mjs'

const tableOnly = process.argv.includes('--table')
const modulesOf = process.argv.includes('--modules')
  ? process.argv[process.argv.indexOf('--modules') + 1]
  : undefined
if (modulesOf !== undefined) {
  await printModules(modulesOf ?? '')
  process.exit(0)
}
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

/**
 * Each module of the matching scenarios with what it puts into the page up front: minified bytes, and its
 * share of the page's min+gzip figure (gzip works across modules, so a share is an estimate).
 */
async function printModules(part) {
  const matching = scenarios.filter((scenario) => scenario.name.toLowerCase().includes(part.toLowerCase()))
  if (!matching.length) {
    console.error(`no scenario's name contains "${part}"`)
    process.exit(1)
  }
  for (const scenario of matching) {
    const { bytes, text, modules } = await measure(scenario, { fromSource: true })
    const ratio = bytes / text.length
    console.log(`\n${scenario.name}: ${bytes} B min+gzip, ${text.length} B minified`)
    console.log('module'.padEnd(64), 'minified'.padStart(9), '~gzip'.padStart(7))
    for (const { path, bytes: min } of modules)
      console.log(path.padEnd(64), `${min}`.padStart(9), `${Math.round(min * ratio)}`.padStart(7))
  }
}
