// The packages' type declarations (.d.ts for import, .d.cts for require), one per shipped source module,
// written by one TypeScript program for every package built together (React Native's in a program of its
// own: its types change globals). A program per package, as the bundler's declaration build made, loaded
// the same dependencies' types (React, viem, Solana, Hardhat) ten times: building every package took 120 s
// of CPU with those, 38 s with this.
// Emitted without a type check (`noCheck`): `npm test`'s types stage checks every package once.
//
// `node scripts/declarations.mjs` in a package folder (its build script) writes that package's; `npm run
// build` (scripts/builds.mjs) writes those of every package it built, in one program, and tells the package
// scripts to skip theirs (PORTICO_DECLARATIONS=later).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cjsDeclarations } from './cjs-declarations.mjs'
import { root } from './run.mjs'

const packagesDir = join(root, 'packages')
// Test files and helpers beside the sources, never shipped (tsup.config.base.ts skips the same).
const NOT_SHIPPED = /\.(test|fixture)(-[^/]*)?\.tsx?$/
// React Native's declared globals (timers returning numbers) would change what the other packages infer.
const OWN_PROGRAM = new Set(['react-native'])

/** The shipped source modules of a package: every .ts/.tsx under src/ but tests, fixtures and .d.ts files. */
function sourceModules(name) {
  const src = join(packagesDir, name, 'src')
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_SHIPPED.test(file))
    .map((file) => join(src, file))
}

/**
 * A relative specifier of an emitted declaration (`./x`, `../y`, a folder) as Node's ESM resolution and
 * TypeScript's `node16` need it: with the `.js` of the module it names (`./x.js`, `./folder/index.js`).
 */
function withExtension(specifier, fromSource) {
  if (/\.(c|m)?js$/.test(specifier)) return specifier
  const target = resolve(dirname(fromSource), specifier)
  // A type inferred from another package must be named through that package (`@portico/core`), never by a
  // path into its sources, which a merchant's install does not have.
  const src = join(packagesDir, relative(packagesDir, fromSource).split('/')[0], 'src')
  if (relative(src, target).startsWith('..'))
    throw new Error(
      `${relative(root, fromSource)}: its declarations would import "${specifier}", outside its package`,
    )
  if (existsSync(`${target}.ts`) || existsSync(`${target}.tsx`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.ts')) || existsSync(join(target, 'index.tsx')))
    return `${specifier}/index.js`
  throw new Error(`${relative(root, fromSource)}: cannot resolve "${specifier}" for its declarations`)
}

/**
 * The declaration files of `source` (emitted as `text`) at `file`: its .d.ts and its CommonJS twin (.d.cts),
 * each relative module specifier of its imports and exports with the extension it needs (comments untouched).
 */
function both(ts, file, text, source) {
  const specifiers = ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
    .sort((a, b) => b.pos - a.pos)
  let esm = text
  // A reference's `pos` is at its opening quote or at its text, depending on the kind of import.
  for (const { fileName, pos } of specifiers) {
    const at = esm.indexOf(fileName, pos)
    esm = esm.slice(0, at) + withExtension(fileName, source) + esm.slice(at + fileName.length)
  }
  return [
    [file, esm],
    [file.replace(/\.d\.ts$/, '.d.cts'), cjsDeclarations(esm)],
  ]
}

/** `import '@portico/x/sub'` → its source module, from the repository's TypeScript paths. */
function entrySources(options) {
  return Object.entries(options.paths ?? {}).map(([specifier, [target]]) => [
    specifier,
    resolve(options.pathsBasePath ?? root, target),
  ])
}

/**
 * The declaration files package.json's `exports` name that are not the declarations of their module's own
 * path (`./testing/solana` → dist/testing-solana.d.ts, from src/testing/solana.ts): each re-exports its
 * module's. `emitted` holds the paths of the modules' declarations.
 */
function entryFiles(ts, name, paths, emitted) {
  const dir = join(packagesDir, name)
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, conditions]) => {
    const types = conditions?.import?.types
    if (!types) return []
    const specifier = `${manifest.name}${subpath.slice(1)}`
    const source = paths.find(([key]) => key === specifier)?.[1]
    if (!source) throw new Error(`${specifier} has no source in the TypeScript paths`)
    const own = join(dir, 'dist', relative(join(dir, 'src'), source)).replace(/\.tsx?$/, '.d.ts')
    const file = join(dir, types)
    if (file === own) return []
    if (!emitted.has(own)) throw new Error(`${specifier}: no declarations at ${relative(root, own)}`)
    const target = `./${relative(dirname(file), own).replace(/\.d\.ts$/, '.js')}`
    return both(ts, file, `export * from '${target}'\n`, file)
  })
}

/**
 * The declaration files of `names` (package folder names), as [path, text], from one program; nothing is
 * written yet (their dist/ may be emptied by a build running meanwhile). Throws on any diagnostic.
 */
function emit(names) {
  // Required here, not imported: `npm test` and the demo import this file before they install anything.
  const ts = createRequire(import.meta.url)('typescript')
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.base.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    noCheck: true,
    rootDir: packagesDir,
    outDir: join(root, 'node_modules', '.cache', 'portico-declarations'),
  }
  const program = ts.createProgram(names.flatMap(sourceModules), options)
  const files = []
  const result = program.emit(undefined, (_file, text, _bom, _onError, sources) => {
    const source = sources?.[0]?.fileName
    if (!source) return
    const [name, src, ...rest] = relative(packagesDir, source).split('/')
    if (!names.includes(name) || src !== 'src') return
    files.push(
      ...both(ts, join(packagesDir, name, 'dist', ...rest).replace(/\.tsx?$/, '.d.ts'), text, source),
    )
  })
  if (result.diagnostics.length)
    throw new Error(
      ts.formatDiagnostics(result.diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      }),
    )
  const paths = entrySources(config.options)
  const emitted = new Set(files.map(([file]) => file))
  return [...files, ...names.flatMap((name) => entryFiles(ts, name, paths, emitted))]
}

/** The declaration files of the packages `names`: one program for them all, React Native's apart. */
export function declarationFiles(names) {
  const main = names.filter((name) => !OWN_PROGRAM.has(name))
  const apart = names.filter((name) => OWN_PROGRAM.has(name))
  return [...(main.length ? emit(main) : []), ...apart.flatMap((name) => emit([name]))]
}

/** Writes `files` ([path, text]); returns how many .d.ts files they are (each has its .d.cts). */
export function writeFiles(files) {
  for (const [file, text] of files) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return files.length / 2
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // In a package's build script: that package's, unless the whole build writes them afterwards.
  if (process.env.PORTICO_DECLARATIONS !== 'later') {
    const name = basename(process.cwd())
    if (!existsSync(join(packagesDir, name, 'package.json'))) throw new Error('run in a package folder')
    writeFiles(declarationFiles([name]))
  }
}
