// Which packages need a build, and building them: `npm test`, `npm run demo` and `npm run bench` build only
// what changed since the last build they made (a fresh clone builds everything; the demo check followed by
// `npm test`, as CI runs them, builds once).
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { declarationFiles, writeFiles } from './declarations.mjs'
import { newest, root, start } from './run.mjs'

/** Every package of the workspace, by directory name under packages/. */
export const PACKAGES = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'package.json')),
)

// A package's build is stamped only once the whole `pnpm build` it was part of succeeded, so a build that
// failed half-way (its dist/ emptied, its declarations missing) is never taken for a current one.
const stamps = join(root, 'node_modules', '.cache', 'portico-builds')
const stamp = (name) => join(stamps, name)

/** What every package's build reads besides its own folder. */
const SHARED_INPUTS = [
  'tsup.config.base.ts',
  'tsconfig.base.json',
  'scripts/cjs-declarations.mjs',
  'scripts/declarations.mjs',
  'docs/errors.md',
  'pnpm-lock.yaml',
]

/**
 * The packages among `names` whose sources (src/, package.json, tsup config, assets, or a build input shared
 * by all) are newer than their last stamped build, or that have no build (none stamped, or no dist/).
 */
export function stalePackages(names = PACKAGES) {
  const shared = Math.max(...SHARED_INPUTS.map((path) => newest(join(root, path))))
  return names.filter((name) => {
    const built = newest(stamp(name))
    const dir = join(root, 'packages', name)
    const inputs = ['src', 'assets', 'package.json', 'tsup.config.ts'].map((path) => newest(join(dir, path)))
    return built === 0 || !existsSync(join(dir, 'dist')) || Math.max(shared, ...inputs) > built
  })
}

/** `names` and the packages of the workspace that depend on them, directly or not. */
function withDependents(names) {
  const uses = Object.fromEntries(
    PACKAGES.map((name) => {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
      const deps = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies }
      return [name, Object.keys(deps)]
    }),
  )
  const all = new Set(names)
  for (let grew = true; grew; ) {
    grew = false
    for (const name of PACKAGES)
      if (!all.has(name) && uses[name].some((dep) => all.has(dep.replace('@portico/', '')))) {
        all.add(name)
        grew = true
      }
  }
  return PACKAGES.filter((name) => all.has(name))
}

/**
 * Builds `names` and every package that depends on them (the elements script file bundles core, for one),
 * then stamps them with the time the build started (a source saved during the build is newer: built again
 * next time). Resolves to whether the build succeeded.
 */
export async function buildPackages(names) {
  if (names.length === 0) return true
  const started = new Date()
  const built = withDependents(names)
  // pnpm runs tsup in the packages named, in the order of their dependencies, while this process emits their
  // declarations in one TypeScript program (they read sources only); they are written once tsup is done,
  // as a package's build empties its dist/ first.
  const filters = built.flatMap((name) => ['--filter', `./packages/${name}`])
  const env = { ...process.env, PORTICO_DECLARATIONS: 'later' }
  const javascript = start('npx', ['-y', 'pnpm@10', '-r', ...filters, 'build'], { env })
  const at = performance.now()
  let files
  try {
    files = declarationFiles(built)
  } catch (error) {
    await javascript
    console.error(String(error instanceof Error ? error.message : error))
    return false
  }
  const seconds = ((performance.now() - at) / 1000).toFixed(1)
  if (!(await javascript)) return false
  console.log(
    `   ${writeFiles(files)} declaration files (.d.ts, and .d.cts beside), one program: ${seconds} s`,
  )
  mkdirSync(stamps, { recursive: true })
  for (const name of built) {
    writeFileSync(stamp(name), '')
    utimesSync(stamp(name), started, started)
  }
  return true
}

// `npm run build`: what changed since the last build (and what depends on it); `-- --all` for everything.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.includes('--all') ? PACKAGES : stalePackages()
  console.log(
    names.length
      ? `build: ${names.join(', ')} and what depends on them`
      : 'build: every package is built from its sources',
  )
  process.exit((await buildPackages(names)) ? 0 : 1)
}
