// The CommonJS declarations (.d.cts) of a package whose ESM and CommonJS builds are two tsup configurations
// (tsup.config.base.ts, moduleConfig): written from the ESM declarations instead of a second declaration
// build, which would type-check the whole package again. The two differ only in the extension of the
// declaration chunks they import (`./x.js` → `./x.cjs`). Run in a package folder, after tsup.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The CommonJS declaration text of an ESM declaration file: relative `.js` specifiers become `.cjs`. */
export function cjsDeclarations(text) {
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\.js\2/g,
    '$1$2$3.cjs$2',
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = join(process.cwd(), 'dist')
  const files = readdirSync(dist).filter((name) => name.endsWith('.d.ts'))
  if (files.length === 0) throw new Error(`no declarations in ${dist}: run tsup first`)
  for (const name of files)
    writeFileSync(
      join(dist, name.replace(/\.d\.ts$/, '.d.cts')),
      cjsDeclarations(readFileSync(join(dist, name), 'utf8')),
    )
}
