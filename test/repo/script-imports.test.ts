// `npm run demo` imports its scripts before it has installed or built anything (a fresh clone has no
// packages/*/dist): a script that imports a build at module load fails there. Builds are imported with
// `await import(…)` once the build has run.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return scripts(path)
    return /\.m?js$/.test(entry.name) ? [path] : []
  })
}

/** The specifiers a module imports statically (`import … from '…'`, `import '…'`, `export … from '…'`). */
function staticImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s[^'"`]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '')
}

describe('repository scripts', () => {
  it('reads static imports and leaves dynamic ones', () => {
    const source = [
      "import { a } from './a.mjs'",
      "import {\n  b,\n} from '../packages/core/dist/index.js'",
      "import './side.mjs'",
      "const { c } = await import('../packages/core/dist/index.js')",
    ].join('\n')
    expect(staticImports(source)).toEqual(['./a.mjs', '../packages/core/dist/index.js', './side.mjs'])
  })

  it('import no build at module load', () => {
    const found = scripts(join(root, 'scripts')).flatMap((file) =>
      staticImports(readFileSync(file, 'utf8'))
        .filter((specifier) => /(^|\/)packages\/[^/]+\/dist\//.test(specifier))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    )
    expect(found).toEqual([])
  })
})
