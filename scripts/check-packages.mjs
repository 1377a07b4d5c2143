// Lints every built package as it would be published: publint for the manifest, arethetypeswrong for the
// types each resolution mode (node16 CJS/ESM, bundler) sees. node10 cannot see subpath exports and is
// left out on purpose: every bundler and Node version we support reads `exports`.
// Each package is packed once (npm pack, as it would be published; one npm for all) and both linters read
// that tarball.
// Two packages are checked at a time, each package's output printed whole when it is done.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collect, root } from './run.mjs'

/** The commands of one check, run one after another; all run even when one fails. */
async function check(title, commands) {
  let ok = true
  let output = `\n-- ${title}\n`
  for (const [command, args] of commands) {
    const result = await collect(command, args)
    ok = result.ok && ok
    output += result.output
  }
  return { ok, output }
}

const packed = mkdtempSync(join(tmpdir(), 'portico-packs-'))
process.on('exit', () => rmSync(packed, { recursive: true, force: true }))

/**
 * Packs every package into the temporary folder with one npm (whose start is most of a pack's time): each
 * package's tarball by name, or npm's words when it failed.
 */
async function packAll(dirs) {
  const result = await collect('npm', [
    'pack',
    ...dirs.map((dir) => `./${dir}`),
    '--json',
    '--pack-destination',
    packed,
  ])
  if (!result.ok) return { output: result.output }
  // npm prints lifecycle scripts' output before the JSON; the JSON is the last thing it prints.
  try {
    const packs = JSON.parse(result.output.slice(result.output.indexOf('\n[') + 1))
    return { tarballs: new Map(packs.map(({ name, filename }) => [name, join(packed, filename)])) }
  } catch {
    return { output: result.output }
  }
}

// publint and arethetypeswrong read manifests and types, not code: also load each CommonJS build of every
// entry (subpaths too), the way a require() user would, so an interop slip (a default import of a CommonJS
// dependency) shows here.
const loads = (dir) => {
  const { exports, peerDependencies = {} } = JSON.parse(readFileSync(`${root}/${dir}/package.json`, 'utf8'))
  // React Native itself loads only under Metro or a Jest preset, not in plain Node: only entries without it.
  const nativeOnly = (file) => 'react-native' in peerDependencies && !file.includes('testing')
  const files = Object.values(exports)
    .flatMap((entry) => entry?.require?.default ?? [])
    .filter((file) => !nativeOnly(file))
  return ['node', ['-e', files.map((file) => `require(${JSON.stringify(`./${dir}/${file}`)})`).join(';')]]
}

const names = readdirSync(`${root}/packages`)
// Packed while the first lane installs the emulator without chains (below), which packs on its own.
const packing = packAll(names.map((name) => `packages/${name}`))
const checks = names.map((name) => {
  const dir = `packages/${name}`
  return async () => {
    const { tarballs, output } = await packing
    const tarball = tarballs?.get(`@portico/${name}`)
    if (!tarball) return { ok: false, output: `\n-- @portico/${name}\nnpm pack failed:\n${output}` }
    return check(`@portico/${name}`, [
      loads(dir),
      ['node_modules/.bin/publint', ['run', tarball, '--strict']],
      ['node_modules/.bin/attw', [tarball, '--profile', 'node16', '--format', 'table-flipped']],
    ])
  }
})
// The emulator installs light without chains (its packages, as published, into an empty project).
checks.unshift(() => check('@portico/emulator without chains', [['node', ['scripts/emulator-light.mjs']]]))

let ok = true
let next = 0
const worker = async () => {
  while (next < checks.length) {
    const result = await checks[next++]()
    process.stdout.write(result.output)
    ok = result.ok && ok
  }
}
await Promise.all([worker(), worker()])
process.exit(ok ? 0 : 1)
