// The type-check matrix (`npm test`, after the build): a merchant's code for each install (test/types/<install>/
// and the README's ```tsx examples that import exactly that install's plugins) compiled with strict settings
// against the built declarations, under React 18 and 19 types with exactOptionalPropertyTypes off and on.
// One TypeScript program per install and setting, in this process (scripts/type-matrix-program.mjs).
// `node scripts/type-matrix.mjs evm` compiles only the installs whose name contains `evm`.
import { readdirSync } from 'node:fs'
import { readmeSnippets } from './readme-snippets.mjs'
import { installs, settings } from './type-matrix-cases.mjs'
import { addSnippet, compile, TYPES } from './type-matrix-program.mjs'

const filter = process.argv[2]
const snippets = readmeSnippets()
// A snippet belongs to the first install with exactly the plugins it imports.
const home = (snippet) => installs.find((i) => i.plugins.toSorted().join() === snippet.plugins.join())
const started = performance.now()
let passed = 0
let failed = 0
for (const snippet of snippets.filter((s) => !home(s))) {
  failed++
  console.log(
    `✗ ${snippet.readme}:${snippet.line}: no install has exactly the plugins it imports (${snippet.plugins})`,
  )
}
for (const install of installs) {
  const dir = `${TYPES}${install.name}/`
  const files = readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => dir + f)
  for (const [n, snippet] of snippets.filter((s) => home(s) === install).entries()) {
    const file = `${dir}readme-${n + 1}.tsx`
    addSnippet(file, snippet)
    files.push(file)
  }
  if (filter && !install.name.includes(filter)) continue
  for (const setting of settings) {
    const t = performance.now()
    const failures = compile(install, setting, files)
    const seconds = ((performance.now() - t) / 1000).toFixed(1)
    if (failures.length) failed++
    else passed++
    console.log(
      `${failures.length ? '✗' : '✓'} ${install.name} · ${setting.name} (${files.length} files, ${seconds} s)`,
    )
    for (const failure of failures) console.log(`    ${failure}`)
  }
}
// CPU time too: on a shared machine the wall clock says more about the neighbours than about the matrix.
const cpu = process.cpuUsage()
console.log(
  `type matrix: ${((performance.now() - started) / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`,
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
