// Lints every built package as it would be published: publint for the manifest, arethetypeswrong for the
// types each resolution mode (node16 CJS/ESM, bundler) sees. node10 cannot see subpath exports and is
// left out on purpose: every bundler and Node version we support reads `exports`.
import { readdirSync, readFileSync } from 'node:fs'
import { root, run } from './run.mjs'

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
  return run('node', ['-e', files.map((file) => `require(${JSON.stringify(`./${dir}/${file}`)})`).join(';')])
}

let ok = true
for (const name of readdirSync(`${root}/packages`)) {
  const dir = `packages/${name}`
  console.log(`\n-- @portico/${name}`)
  ok = loads(dir) && ok
  ok = run('node_modules/.bin/publint', ['--strict', '--pack', 'npm', dir]) && ok
  ok =
    run('node_modules/.bin/attw', ['--pack', dir, '--profile', 'node16', '--format', 'table-flipped']) && ok
}
// The emulator installs light without chains (its packages, as published, into an empty project).
console.log('\n-- @portico/emulator without chains')
ok = run('node', ['scripts/emulator-light.mjs']) && ok
process.exit(ok ? 0 : 1)
