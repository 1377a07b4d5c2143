// A TypeDoc plugin (typedoc.json): names each module of the API reference after the package entry a merchant
// imports (`@portico/core`, `@portico/emulator/testing`) instead of its source path (`core/src`), and makes
// each package's README the page of its main entry, as a registry shows it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Converter, MinimalSourceFile, ReflectionKind } from 'typedoc'

/**
 * `core/src` → `@portico/core`, `evm/src/wagmi` → `@portico/evm/wagmi`, `emulator/src/testing/solana` →
 * `@portico/emulator/testing/solana`; anything else unchanged.
 */
export function packageName(modulePath) {
  const match = /^([\w-]+)\/src((?:\/[\w-]+)*?)(?:\/index)?$/.exec(modulePath)
  return match ? `@portico/${match[1]}${match[2]}` : modulePath
}

/** The README beside the package whose main entry is `entryFile` (`…/core/src/index.ts`), if it has one. */
export function packageReadme(entryFile) {
  const match = /^(.*)[\\/]src[\\/]index\.tsx?$/.exec(entryFile)
  const readme = match && join(match[1], 'README.md')
  return readme && existsSync(readme) ? readme : undefined
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const { project } = context
    for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
      module.name = packageName(module.name)
      const readme = packageReadme(module.sources?.[0]?.fullFileName ?? '')
      if (!readme) continue
      const file = new MinimalSourceFile(readFileSync(readme, 'utf8'), readme)
      module.readme = context.converter.parseRawComment(file, project.files).content
      // Links from one README to another (`../core/README.md#…`) lead to that package's page.
      project.files.registerReflectionPath(readme, module)
    }
  })
}
