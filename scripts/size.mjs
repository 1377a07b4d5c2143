// Size budgets: each scenario is a tiny merchant entry, measured by scripts/size-measure.mjs (min+gzip,
// the merchant's own libraries left out; split scenarios count what the page loads up front and print
// what import() loads later beside it). `node scripts/size.mjs --table` prints the figures without failing.
import { measure } from './size-measure.mjs'
import { scenarios } from './size-scenarios.mjs'

const tableOnly = process.argv.includes('--table')
let failures = 0
console.log('scenario'.padEnd(52), 'min+gzip'.padStart(9), 'budget'.padStart(9))
for (const scenario of scenarios) {
  const { bytes, inputs, lazy } = await measure(scenario)
  const over = bytes > scenario.budget
  const leaks = (scenario.forbid ?? []).filter((f) => inputs.some((input) => input.includes(f)))
  if (!tableOnly && (over || leaks.length)) failures++
  console.log(
    scenario.name.padEnd(52),
    `${bytes} B`.padStart(9),
    `${scenario.budget} B`.padStart(9),
    over ? '  OVER BUDGET' : '',
    leaks.length ? `  contains ${leaks.join(', ')}` : '',
    lazy ? `  (+ ${lazy} B loaded with import() when a wallet needs it)` : '',
  )
}
if (failures) {
  console.error(`\n${failures} scenario(s) over budget or containing forbidden code`)
  process.exit(1)
}
