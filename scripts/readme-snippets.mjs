// The ```tsx examples of the READMEs, for the type-check matrix: each must compile as a module of its own
// in the install it imports (a snippet importing only @portico/evm is an EVM-only merchant's code).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { root } from './run.mjs'

/** The READMEs whose React examples are compiled: the repository's and each package's. */
export const READMES = [
  'README.md',
  ...readdirSync(`${root}packages`).map((name) => `packages/${name}/README.md`),
].filter((path) => existsSync(`${root}${path}`))

/** Every ```tsx block: its README, the README line of its first code line, its code, the plugins it imports. */
export function readmeSnippets(readmes = READMES) {
  const snippets = []
  for (const readme of readmes) {
    const lines = readFileSync(`${root}${readme}`, 'utf8').split('\n')
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '```tsx') continue
      const end = lines.findIndex((line, j) => j > i && line.trim() === '```')
      const code = lines.slice(i + 1, end).join('\n')
      const plugins = [...code.matchAll(/from '@portico\/(solana|evm|user|stellar)(\/[\w-]+)?'/g)].map(
        (m) => m[1],
      )
      const line = i + 2
      i = end
      // A merchant program here sees Portico and React only: an example that also needs other modules (the
      // emulator's test kit, react-dom) is compiled by the documentation check (scripts/check-snippets.mjs).
      const imports = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1])
      if (
        imports.some(
          (name) => !/^(@portico\/(core|react|solana|evm|user|stellar)(\/wagmi)?|react)$/.test(name),
        )
      )
        continue
      snippets.push({ readme, line, code: `${code}\n`, plugins: [...new Set(plugins)].sort() })
    }
  }
  return snippets
}
