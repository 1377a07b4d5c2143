// The documentation check of `npm test` (scripts/check-snippets.mjs): every code block of the READMEs and
// docs/ compiles. Here it is run on planted Markdown, so that a broken snippet is shown to fail it, at the
// right file and line.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSnippets, documentationFiles, extractBlocks } from '../../scripts/check-snippets.mjs'

const outDir = fileURLToPath(new URL('../snippets/node_modules/.snippets-test', import.meta.url))
const check = (markdown: string) =>
  checkSnippets({ files: ['planted/README.md'], outDir, read: () => markdown })

const GOOD = `# A page

\`\`\`ts
import { buildCheckoutUrl, checkoutRoute } from '@portico/core'

const url: string = buildCheckoutUrl({ env: 'local', route: checkoutRoute('purchase', 'shop') })
\`\`\`

\`\`\`sh
npm install @portico/core
\`\`\`
`

describe('the documentation snippet check', () => {
  it('reads the fenced blocks with their language and the line of their fence', () => {
    expect(extractBlocks(GOOD)).toEqual([
      { lang: 'ts', line: 3, code: expect.stringContaining('buildCheckoutUrl({') },
      { lang: 'sh', line: 9, code: 'npm install @portico/core' },
    ])
  })

  it('passes complete snippets that compile against the packages', () => {
    expect(check(GOOD)).toEqual({ checked: 1, problems: [] })
  })

  it('fails a snippet that no longer compiles, naming the Markdown file, line and column', () => {
    const broken = GOOD.replace("env: 'local'", "env: 'local', cents: 'ten'")
    const { problems } = check(broken)
    expect(problems).toEqual([
      {
        where: 'planted/README.md:6:54',
        message: "TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ])
  })

  it('fails a fragment that uses names it never declares', () => {
    const { problems } = check('```tsx\nconst el = <Purchase wallet={wallet} />\n```\n')
    expect(problems.map((p) => p.where)).toEqual(['planted/README.md:2:13', 'planted/README.md:2:30'])
  })

  it('keeps blocks apart: two blocks may declare the same names', () => {
    const twice = '```ts\nconst plugins = []\n```\n\n```ts\nconst plugins = [1]\n```\n'
    expect(check(twice)).toEqual({ checked: 2, problems: [] })
  })

  it('refuses a block without a language, one it does not know, and JSON that does not parse', () => {
    const { problems } = check('```\nx\n```\n```rust\nfn main() {}\n```\n```json\n{ "a": }\n```\n')
    expect(problems).toEqual([
      { where: 'planted/README.md:1', message: expect.stringContaining('no language') },
      { where: 'planted/README.md:4', message: expect.stringContaining('unknown language "rust"') },
      { where: 'planted/README.md:7', message: expect.stringContaining('JSON does not parse') },
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
