// Every package README tells a merchant how to install it with npm, pnpm and yarn alike: the same packages
// on each line, its own name among them.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const packages = readdirSync(join(root, 'packages'))

/** The packages each install command of the README names, by command (flags and comments left out). */
function installLines(readme: string): Record<string, string[]> {
  const commands = {
    npm: /^npm install (.*)$/m,
    pnpm: /^pnpm add (.*)$/m,
    yarn: /^yarn add (.*)$/m,
  }
  return Object.fromEntries(
    Object.entries(commands).map(([tool, pattern]) => {
      const args = pattern.exec(readme)?.[1]?.replace(/#.*/, '') ?? ''
      return [tool, args.split(/\s+/).filter((arg) => arg && !arg.startsWith('-'))]
    }),
  )
}

describe('install lines of the package READMEs', () => {
  it('finds the packages', () => {
    expect(packages).toEqual(expect.arrayContaining(['core', 'react', 'solana', 'evm', 'user', 'emulator']))
  })

  it.each(packages)('@portico/%s installs the same packages with npm, pnpm and yarn', (name) => {
    const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8')
    const { npm, pnpm, yarn } = installLines(readme)
    expect(npm).toContain(`@portico/${name}`)
    expect(pnpm).toEqual(npm)
    expect(yarn).toEqual(npm)
  })
})
