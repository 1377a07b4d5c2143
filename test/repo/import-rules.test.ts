// The import rules of .dependency-cruiser.cjs, run on a planted tree: each forbidden arrow planted in a
// throwaway tree must be reported, so a rule that silently stops matching (a renamed folder, a typo in a path
// pattern) fails here. The real tree is checked once, by the "import rules" stage of `npm test`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration

async function violations(baseDir: string, paths: string[]) {
  // The planted tree has no tsconfig: its imports are relative paths.
  const { tsConfig: _, ...options } = config.options ?? {}
  const result = await cruise(paths, {
    ...options,
    ruleSet: { forbidden: config.forbidden },
    baseDir,
    validate: true,
  })
  if (typeof result.output === 'string') throw new Error(result.output)
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
}

describe('import rules', () => {
  const planted = mkdtempSync(join(tmpdir(), 'portico-import-rules-'))
  afterAll(() => rmSync(planted, { recursive: true, force: true }))
  const plant = (path: string, text: string) => {
    mkdirSync(dirname(join(planted, path)), { recursive: true })
    writeFileSync(join(planted, path), text)
  }

  it('reports every forbidden arrow planted in a tree', async () => {
    for (const name of ['react', 'solana', 'evm', 'user', 'emulator'])
      plant(`packages/${name}/src/index.ts`, '')
    plant('packages/core/src/index.ts', '')
    plant('examples/shared/src/outcome.ts', '')
    plant('packages/core/src/chain.ts', "import '../../evm/src/index'\n")
    plant('packages/core/src/view.ts', "import '../../react/src/index'\n")
    plant('packages/evm/src/bridge.ts', "import '../../solana/src/index'\n")
    plant('packages/react/src/wallet.ts', "import '../../user/src/index'\n")
    plant('packages/user/src/pay.ts', "import '../../emulator/src/index'\n")
    plant('packages/react/src/own.ts', "import './index'\nimport '../../core/src/index'\n")
    plant('examples/site/src/main.ts', "import '../../shared/src/outcome'\n")
    const found = await violations(planted, ['packages', 'examples'])
    expect(found).toEqual(
      expect.arrayContaining([
        'core-imports-no-chain-or-framework: packages/core/src/chain.ts → packages/evm/src/index.ts',
        'core-imports-no-chain-or-framework: packages/core/src/view.ts → packages/react/src/index.ts',
        'plugin-imports-no-other-plugin: packages/evm/src/bridge.ts → packages/solana/src/index.ts',
        'react-imports-no-chain: packages/react/src/wallet.ts → packages/user/src/index.ts',
        'product-imports-no-emulator: packages/user/src/pay.ts → packages/emulator/src/index.ts',
        'no-reaching-into-another-package: examples/site/src/main.ts → examples/shared/src/outcome.ts',
        'no-reaching-into-another-package: packages/react/src/own.ts → packages/core/src/index.ts',
      ]),
    )
    // A package's imports of its own modules are fine.
    expect(found.filter((v) => v.includes('own.ts → packages/react/'))).toEqual([])
  })
})
