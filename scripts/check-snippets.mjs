// Type-checks every code block of the documentation (each README.md, docs/, ARCHITECTURE.md) as a merchant's
// project would compile it: each ts/tsx/js block becomes a module of its own in test/snippets/node_modules/.snippets/
// (where that workspace package's dependencies resolve, and no other tool looks), checked by
// tsc with the repository's settings and `@portico/*` mapped to the packages' sources. A failure names the
// Markdown file and line. Shell and output blocks (sh, bash, text, …) are not code; json blocks must parse.
// There is no opt-out for a code block: a fragment is rewritten into a complete snippet.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { root } from './run.mjs'

/** Languages compiled as TypeScript (js blocks are checked too), by their file extension. */
const CODE = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx', mjs: 'mjs' }
/** Languages that are not code: commands, their output, diagrams. */
// Vue single-file components and HTML pages are shown, not compiled: their scripts are in ts blocks beside them.
const PROSE = new Set(['sh', 'bash', 'shell', 'console', 'text', 'txt', 'diff', 'vue', 'html'])
/** Where the snippet modules are written: inside the workspace package that has what they import. */
const OUT = join(root, 'test/snippets/node_modules/.snippets')

// Every `@portico/*` entry a merchant imports, at its source (the root tsconfig.json maps the same names).
const ENTRIES = {
  '@portico/core': 'core/src/index.ts',
  '@portico/core/internal': 'core/src/internal.ts',
  '@portico/react': 'react/src/index.ts',
  '@portico/react-native': 'react-native/src/index.ts',
  '@portico/react-native/testing': 'react-native/src/testing.ts',
  '@portico/vue': 'vue/src/index.ts',
  '@portico/elements': 'elements/src/index.ts',
  '@portico/solana': 'solana/src/index.ts',
  '@portico/evm': 'evm/src/index.ts',
  '@portico/evm/wagmi': 'evm/src/wagmi.ts',
  '@portico/user': 'user/src/index.ts',
  '@portico/stellar': 'stellar/src/index.ts',
  '@portico/emulator': 'emulator/src/index.ts',
  '@portico/emulator/testing': 'emulator/src/testing/index.ts',
  '@portico/emulator/testing/solana': 'emulator/src/testing/solana.ts',
  '@portico/emulator/testing/solana-kit': 'emulator/src/testing/solana-kit.ts',
  '@portico/emulator/testing/evm': 'emulator/src/testing/evm.ts',
  '@portico/emulator/testing/stellar': 'emulator/src/testing/stellar.ts',
  '@portico/emulator/playwright': 'emulator/src/playwright/index.ts',
}

/** The documentation files: tracked or new, not ignored. */
export function documentationFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    { cwd: root, encoding: 'utf8' },
  )
  return [...new Set(listed.split('\n').filter(Boolean))]
    .filter(
      (path) => /(^|\/)README\.md$/.test(path) || path.startsWith('docs/') || path === 'ARCHITECTURE.md',
    )
    .sort()
}

/**
 * The fenced blocks of a Markdown text: `{ lang, line, code }`, `line` being the 1-based line of the
 * opening fence (the code's first line is `line + 1`).
 */
export function extractBlocks(markdown) {
  const blocks = []
  let open
  markdown.split('\n').forEach((text, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(text)
    if (!open) {
      if (fence) open = { fence: fence[1], lang: fence[2].toLowerCase(), line: index + 1, lines: [] }
      return
    }
    if (fence && fence[1][0] === open.fence[0] && fence[1].length >= open.fence.length && !fence[2]) {
      blocks.push({ lang: open.lang, line: open.line, code: open.lines.join('\n') })
      open = undefined
      return
    }
    open.lines.push(text)
  })
  if (open) blocks.push({ lang: open.lang, line: open.line, code: open.lines.join('\n'), unclosed: true })
  return blocks
}

/**
 * The block's code with relative imports (`from './src/plugin'`) pointed at the files they name beside the
 * Markdown file, so a README can import its own example's sources. Lines keep their numbers.
 */
function resolveRelativeImports(code, file) {
  return code.replace(
    /(\bfrom\s+|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (_, keyword, quote, path) => `${keyword}${quote}${join(root, dirname(file), path)}${quote}`,
  )
}

/** A problem a block has before it is compiled (no language, an unknown one, JSON that does not parse). */
function blockProblem(block) {
  if (block.unclosed) return 'the block is never closed'
  if (!block.lang) return 'the block has no language: give it one (ts, tsx, sh, text, …)'
  if (block.lang === 'json') {
    try {
      JSON.parse(block.code)
    } catch (error) {
      return `the JSON does not parse: ${error.message}`
    }
    return undefined
  }
  if (!(block.lang in CODE) && !PROSE.has(block.lang))
    return `unknown language "${block.lang}" (code: ${Object.keys(CODE).join(', ')}; not code: ${[...PROSE].join(', ')}, json)`
  return undefined
}

function compilerOptions(outDir) {
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(base.config, ts.sys, root)
  const paths = Object.fromEntries(
    Object.entries(ENTRIES).map(([name, path]) => [name, [join(root, 'packages', path)]]),
  )
  // Snippets are checked as they are written: JavaScript blocks too, and none of them emits anything.
  return { ...parsed.options, paths, noEmit: true, allowJs: true, checkJs: true, rootDir: undefined, outDir }
}

/**
 * Writes the code blocks of `files` (paths relative to the repository) as modules in `outDir` and
 * type-checks them. Resolves to `{ checked, problems }`, each problem `{ where: 'file.md:line:column', message }`.
 */
export function checkSnippets({ files = documentationFiles(), outDir = OUT, read } = {}) {
  const readText = read ?? ((path) => readFileSync(join(root, path), 'utf8'))
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const problems = []
  const modules = new Map()
  for (const file of files) {
    for (const block of extractBlocks(readText(file))) {
      const problem = blockProblem(block)
      if (problem) problems.push({ where: `${file}:${block.line}`, message: problem })
      const ext = CODE[block.lang]
      if (problem || !ext) continue
      const path = join(outDir, `${file.replace(/[/\\]/g, '__')}__L${block.line}.${ext}`)
      // `export {}` keeps every block a module of its own: two blocks never share top-level names.
      writeFileSync(path, `${resolveRelativeImports(block.code, file)}\nexport {}\n`)
      modules.set(path, { file, line: block.line })
    }
  }
  // React Native's types declare globals of their own (timers returning numbers…): blocks that use it are
  // compiled in a program of their own, as the repository's React Native sources are.
  const native = [...modules.keys()].filter((path) =>
    readFileSync(path, 'utf8').includes("'@portico/react-native"),
  )
  const web = [...modules.keys()].filter((path) => !native.includes(path))
  for (const group of [web, native].filter((paths) => paths.length > 0)) {
    const program = ts.createProgram(group, compilerOptions(outDir))
    // The snippets' own diagnostics: the packages' sources they import are checked whole by the types
    // stage, and asking for every file's here checked them all again.
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...group.flatMap((path) => {
        const file = program.getSourceFile(path)
        return file ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : []
      }),
    ]
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      const source = diagnostic.file && modules.get(diagnostic.file.fileName)
      if (!diagnostic.file || diagnostic.start === undefined) {
        problems.push({ where: 'tsc', message })
        continue
      }
      const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      const where = source
        ? `${source.file}:${source.line + 1 + at.line}:${at.character + 1}`
        : `${relative(root, diagnostic.file.fileName)}:${at.line + 1}:${at.character + 1}`
      problems.push({ where, message: `TS${diagnostic.code}: ${message}` })
    }
  }
  return { checked: modules.size, problems }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = documentationFiles()
  const { checked, problems } = checkSnippets({ files })
  for (const { where, message } of problems) console.error(`${where}: ${message}`)
  const summary = `${checked} code blocks in ${files.length} documentation files`
  if (problems.length) console.error(`${summary}: ${problems.length} problems`)
  else console.log(`${summary}: all compile`)
  process.exit(problems.length ? 1 : 0)
}
