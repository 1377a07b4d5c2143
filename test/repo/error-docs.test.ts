// Every error code Portico can raise has a section in docs/errors.md, where each error's `docs` hint points.
// Codes are collected from the sources (every `super('CODE'` of a PorticoError subclass and every
// `new PorticoError('CODE'`), so a new error without a section fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as core from '@portico/core'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const page = readFileSync(join(root, 'docs/errors.md'), 'utf8')
const sections = new Set([...page.matchAll(/^#{2,4} ([A-Z][A-Z0-9_]+)$/gm)].map((m) => m[1]))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$|\.test-helper\./.test(e.name))
    .map((e) => join(e.parentPath, e.name))
}

const raised = new Set<string>()
for (const pkg of readdirSync(join(root, 'packages'))) {
  for (const file of sources(join(root, 'packages', pkg, 'src'))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/(?:super|new PorticoError)\(\s*'([A-Z][A-Z0-9_]+)'/g))
      raised.add(m[1] as string)
  }
}

describe('docs/errors.md', () => {
  it('finds the codes in the sources', () => {
    expect(raised.size).toBeGreaterThan(15)
    expect(raised).toContain('SOLANA_REQUIRED')
  })

  it.each([...raised].sort())('has a section for %s', (code) => {
    expect(sections).toContain(code)
  })

  it('is where every core error points, at its own section', () => {
    const errors = [
      new core.SolanaRequiredError(),
      new core.WalletError('signMessage'),
      new core.CardValidationError(['cvv']),
      new core.ApiRequestError('https://api.example/x', 500, 'status 500'),
    ]
    for (const error of errors) {
      const [file, anchor] = error.docs.split('#')
      expect(file).toBe('@portico/core/docs/errors.md')
      expect(sections).toContain(anchor?.toUpperCase())
      expect(anchor).toBe(error.code.toLowerCase())
    }
  })

  it('ships with @portico/core', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'))
    expect(manifest.files).toContain('docs')
    expect(manifest.scripts.build).toContain("copyFileSync('../../docs/errors.md','docs/errors.md')")
  })
})
