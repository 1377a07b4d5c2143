// The documentation check of `npm test` (scripts/check-snippets.mjs): every code block of the READMEs and
// docs/ compiles. Here it is run on planted Markdown, so that a broken snippet is shown to fail it, at the
// right file and line.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkSnippets, documentationFiles, extractBlocks } from '../../scripts/check-snippets.mjs'

const outDir = fileURLToPath(new URL('../snippets/node_modules/.snippets-test', import.meta.url))

const GOOD = `# A page

\`\`\`ts
import { buildCheckoutUrl, checkoutRoute } from '@portico/core'

const url: string = buildCheckoutUrl({ env: 'local', route: checkoutRoute('purchase', 'shop') })
\`\`\`

\`\`\`sh
npm install @portico/core
\`\`\`
`

// Every planted page is checked in one run, as the real check reads every README in one program: each
// case then reads the problems of its own page.
const BROKEN = GOOD.replace("env: 'local'", "env: 'local', cents: 'ten'")
const PLANTED: Record<string, string> = {
  'good/README.md': GOOD,
  'broken/README.md': BROKEN,
  'fragment/README.md': '```tsx\nconst el = <Purchase wallet={wallet} />\n```\n',
  'twice/README.md': '```ts\nconst plugins = []\n```\n\n```ts\nconst plugins = [1]\n```\n',
  'languages/README.md': '```\nx\n```\n```rust\nfn main() {}\n```\n```json\n{ "a": }\n```\n',
}
let planted: { checked: number; problems: Array<{ where: string; message: string }> }
beforeAll(() => {
  planted = checkSnippets({
    files: Object.keys(PLANTED),
    outDir,
    read: (file: string) => PLANTED[file] ?? '',
  })
}, 60_000)
const problemsOf = (page: string) => planted.problems.filter((p) => p.where.startsWith(`${page}/`))

describe('the documentation snippet check', () => {
  it('reads the fenced blocks with their language and the line of their fence', () => {
    expect(extractBlocks(GOOD)).toEqual([
      { lang: 'ts', line: 3, code: expect.stringContaining('buildCheckoutUrl({') },
      { lang: 'sh', line: 9, code: 'npm install @portico/core' },
    ])
  })

  it('passes complete snippets that compile against the packages', () => {
    expect(problemsOf('good')).toEqual([])
    // Four pages of compilable blocks: good (1), broken (1), fragment (1), twice (2).
    expect(planted.checked).toBe(5)
  })

  it('fails a snippet that no longer compiles, naming the Markdown file, line and column', () => {
    expect(problemsOf('broken')).toEqual([
      {
        where: 'broken/README.md:6:54',
        message: "TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ])
  })

  it('fails a fragment that uses names it never declares', () => {
    expect(problemsOf('fragment').map((p) => p.where)).toEqual([
      'fragment/README.md:2:13',
      'fragment/README.md:2:30',
    ])
  })

  it('keeps blocks apart: two blocks may declare the same names', () => {
    expect(problemsOf('twice')).toEqual([])
  })

  it('refuses a block without a language, one it does not know, and JSON that does not parse', () => {
    expect(problemsOf('languages')).toEqual([
      { where: 'languages/README.md:1', message: expect.stringContaining('no language') },
      { where: 'languages/README.md:4', message: expect.stringContaining('unknown language "rust"') },
      { where: 'languages/README.md:7', message: expect.stringContaining('JSON does not parse') },
    ])
  })

  it('checks every README and the docs folder', () => {
    const files = documentationFiles()
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'packages/react/README.md', 'examples/solana/README.md']),
    )
    expect(files.filter((f) => f.startsWith('docs/'))).toContain('docs/errors.md')
  })
})
