// `npm run docs` (TypeDoc) takes about a minute, too long for `npm test`; this checks that its configuration
// is valid and covers every entry point a merchant can import, so the reference cannot silently miss one.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Application, TypeDocReader } from 'typedoc'
import { describe, expect, it } from 'vitest'
import { packageName, packageReadme } from '../../scripts/typedoc-package-names.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
  entryPoints: string[]
  out: string
  tsconfig: string
  skipErrorChecking?: boolean
}

/** Every published entry (`@portico/evm/wagmi`), from the packages' exports maps. */
function publishedEntries(): string[] {
  return readdirSync(join(root, 'packages')).flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
    return Object.keys(manifest.exports)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => manifest.name + subpath.slice(1))
  })
}

describe('the API reference configuration (typedoc.json)', () => {
  it('is read by TypeDoc without errors, with its plugin', async () => {
    const app = await Application.bootstrapWithPlugins({ options: join(root, 'typedoc.json') }, [
      new TypeDocReader(),
    ])
    expect(app.logger.hasErrors()).toBe(false)
    expect(app.options.getValue('treatWarningsAsErrors')).toBe(true)
    expect(app.options.getValue('plugin')).toEqual([expect.stringContaining('typedoc-package-names.mjs')])
  })

  it('documents every published entry point, under its package name', () => {
    for (const entry of config.entryPoints) expect(existsSync(join(root, entry)), entry).toBe(true)
    const names = config.entryPoints.map((entry) =>
      packageName(entry.replace(/^packages\//, '').replace(/\.ts$/, '')),
    )
    expect(names.sort()).toEqual(publishedEntries().sort())
  })

  it('names modules after packages', () => {
    expect(packageName('core/src')).toBe('@portico/core')
    expect(packageName('evm/src/wagmi')).toBe('@portico/evm/wagmi')
    expect(packageName('emulator/src/testing')).toBe('@portico/emulator/testing')
    expect(packageName('something/else')).toBe('something/else')
  })

  it("makes each package's README the page of its main entry, and of no other entry", () => {
    const pkg = (path: string) => join(root, 'packages', path)
    expect(packageReadme(pkg('react-native/src/index.ts'))).toBe(pkg('react-native/README.md'))
    expect(packageReadme(pkg('core/src/index.ts'))).toBe(pkg('core/README.md'))
    expect(packageReadme(pkg('react-native/src/testing.ts'))).toBeUndefined()
    expect(packageReadme(pkg('emulator/src/testing/index.ts'))).toBeUndefined()
  })

  it('leaves type checking to tsc', () => {
    // The reference is one program of every package, React Native's included, whose types declare global
    // timers that return numbers; the repository checks types in two programs (tsconfig.json and
    // tsconfig.react-native.json), where each is right.
    expect(config.skipErrorChecking).toBe(true)
  })

  it('writes to an ignored folder', () => {
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain(`${config.out}/`)
    expect(existsSync(join(root, config.tsconfig))).toBe(true)
  })
})
