// One program of the type-check matrix (scripts/type-matrix.mjs): a merchant's code for one install, compiled
// under one setting against the BUILT declarations. `paths` maps only @portico/core, @portico/react and the
// install's plugins, so the program sees no other plugin: the ChainRegistry holds exactly what was installed.
//
// `// @ts-expect-error` lines must be followed by an error, and that error may not be one that hides a broken
// component ("cannot be used as a JSX component") or a missing module. Every other error is a failure.
// Programs share parsed files (a compiler host with a cache), so each one after the first mostly type-checks.
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { root } from './run.mjs'
import { compilerOptions } from './type-matrix-cases.mjs'

/** Where each install's code lives, in test/types/<install>/. */
export const TYPES = `${root}test/types/`
// Errors a `@ts-expect-error` may not stand for: they would hide the very breakage the matrix looks for.
const NEVER_EXPECTED = new Map([
  [2307, 'a module is missing'],
  [2604, 'the component has no call signature'],
  [2786, 'the component is not a valid JSX element type'],
])

/** `@portico/<name><subpath>` → its built ESM declarations, from the package's `exports`. */
function entries(name) {
  const { exports } = JSON.parse(readFileSync(`${root}packages/${name}/package.json`, 'utf8'))
  return Object.entries(exports)
    .filter(([, target]) => target.import?.types)
    .map(([subpath, target]) => [
      `@portico/${name}${subpath.slice(1)}`,
      `${root}packages/${name}/${target.import.types.slice(2)}`,
    ])
}

function optionsFor(install, setting) {
  const react = `${TYPES}node_modules/${setting.react}`
  const portico = ['core', 'react', ...install.plugins].flatMap(entries)
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      ...compilerOptions,
      ...install.compilerOptions,
      exactOptionalPropertyTypes: setting.exactOptionalPropertyTypes,
    },
    TYPES,
  )
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, formatHost))
  options.paths = {
    ...Object.fromEntries(portico.map(([name, file]) => [name, [file]])),
    react: [`${react}/index.d.ts`],
    'react/*': [`${react}/*`],
  }
  // An installed package's declarations are its entries and the modules' declarations they import.
  const modules = ['core', 'react', ...install.plugins].flatMap((name) =>
    readdirSync(`${root}packages/${name}/dist`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => `${root}packages/${name}/dist/${file}`),
  )
  return { options, declarations: new Set([...portico.map(([, file]) => file), ...modules]) }
}

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
}

// Snippets live as virtual files in their install's folder, so that they resolve third-party packages the way
// its code does. Directives are disarmed (same length, so positions hold) and checked here instead.
const virtual = new Map()

/** Adds a README snippet to the files `compile` can read, as `file`. */
export function addSnippet(file, snippet) {
  virtual.set(file, snippet)
}
const isOwn = (file) => file.startsWith(TYPES) && !file.includes('/node_modules/')
const disarm = (text) => text.replaceAll('@ts-expect-error', '@ts-expect_error')
const sourceCache = new Map()
const base = ts.createCompilerHost({})
const host = {
  ...base,
  fileExists: (file) => virtual.has(file) || base.fileExists(file),
  readFile: (file) => virtual.get(file)?.code ?? base.readFile(file),
  getSourceFile(file, language, onError) {
    const format =
      typeof language === 'object' ? `${language.languageVersion}/${language.impliedNodeFormat}` : language
    const key = `${file}\0${format}`
    if (!sourceCache.has(key)) {
      const own = virtual.get(file)?.code ?? (isOwn(file) ? base.readFile(file) : undefined)
      sourceCache.set(
        key,
        own === undefined
          ? base.getSourceFile(file, language, onError)
          : ts.createSourceFile(file, disarm(own), language),
      )
    }
    return sourceCache.get(key)
  },
}

/** The lines (0-based) whose errors a `@ts-expect-error` directive on the line before asks for. */
function expectedLines(code) {
  const lines = code.split('\n')
  return new Set(
    lines.flatMap((line, i) => (/^\s*(\/\/|\{?\/\*)\s*@ts-expect-error\b/.test(line) ? [i + 1] : [])),
  )
}

/** Where a diagnostic is, told in the merchant's terms: the fixture's path, or the README and its line. */
function place(file, line) {
  const snippet = virtual.get(file)
  return snippet ? `${snippet.readme}:${snippet.line + line}` : `${file.slice(root.length)}:${line + 1}`
}

/** The host as an install sees it: the third-party packages it does not have (`without`) are not there. */
function hostFor(install) {
  if (!install.without?.length) return host
  const hidden = (path) => install.without.some((name) => `${path}/`.includes(`/node_modules/${name}/`))
  return {
    ...host,
    fileExists: (file) => !hidden(file) && host.fileExists(file),
    directoryExists: (dir) => !hidden(dir) && (host.directoryExists?.(dir) ?? true),
    readFile: (file) => (hidden(file) ? undefined : host.readFile(file)),
    getSourceFile: (file, ...rest) => (hidden(file) ? undefined : host.getSourceFile(file, ...rest)),
  }
}

/** Compiles one install under one setting; returns the failures as text lines. */
export function compile(install, setting, rootNames) {
  const { options, declarations } = optionsFor(install, setting)
  const program = ts.createProgram({ rootNames, options, host: hostFor(install) })
  const failures = []
  // A package the install does not have must not reach the program by another path (a symlink's target).
  for (const name of install.without ?? [])
    if (program.getSourceFiles().some((file) => file.fileName.includes(`/node_modules/${name}/`)))
      failures.push(`${name} is in the program, but this install does not have it`)
  // The install is really isolated: no other Portico package (nor any source) is in the program.
  for (const file of program.getSourceFiles()) {
    const name = file.fileName
    if (name.startsWith(`${root}packages/`) && !declarations.has(name))
      failures.push(`${name.slice(root.length)} is in the program but is not part of this install`)
  }
  // Third-party declarations are not this project's to check; Portico's own are, as a merchant's build would.
  const checked = [...rootNames, ...declarations].map((f) => program.getSourceFile(f)).filter(Boolean)
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ]
  return [...failures, ...judge(diagnostics, rootNames)]
}

/** The diagnostics against the `@ts-expect-error` lines of the merchant's files: what is left over fails. */
function judge(diagnostics, rootNames) {
  const failures = []
  const byLine = new Map()
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ')
    if (!d.file) {
      failures.push(`TS${d.code}: ${message}`)
      continue
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0)
    const key = `${d.file.fileName}\0${line}`
    byLine.set(key, [...(byLine.get(key) ?? []), { d, line, message }])
  }
  for (const file of rootNames) {
    const text = virtual.get(file)?.code ?? readFileSync(file, 'utf8')
    if (/@ts-(ignore|nocheck)\b/.test(text))
      failures.push(`${place(file, 0)}: @ts-ignore and @ts-nocheck would hide errors; use @ts-expect-error`)
    for (const line of expectedLines(text)) {
      const found = byLine.get(`${file}\0${line}`)
      byLine.delete(`${file}\0${line}`)
      if (!found)
        failures.push(`${place(file, line)}: an error was expected here (@ts-expect-error) and none came`)
      for (const { d, message } of found ?? [])
        if (NEVER_EXPECTED.has(d.code))
          failures.push(`${place(file, line)}: TS${d.code} (${NEVER_EXPECTED.get(d.code)}): ${message}`)
    }
  }
  for (const list of byLine.values())
    for (const { d, line, message } of list)
      failures.push(`${place(d.file.fileName, line)}: TS${d.code}: ${message}`)
  return failures
}
