// A TypeDoc plugin (typedoc.json): names each module of the API reference after the package entry a merchant
// imports (`@portico/core`, `@portico/emulator/testing`) instead of its source path (`core/src`).
import { Converter, ReflectionKind } from 'typedoc'

/**
 * `core/src` → `@portico/core`, `evm/src/wagmi` → `@portico/evm/wagmi`, `emulator/src/testing/solana` →
 * `@portico/emulator/testing/solana`; anything else unchanged.
 */
export function packageName(modulePath) {
  const match = /^([\w-]+)\/src((?:\/[\w-]+)*?)(?:\/index)?$/.exec(modulePath)
  return match ? `@portico/${match[1]}${match[2]}` : modulePath
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module))
      module.name = packageName(module.name)
  })
}
