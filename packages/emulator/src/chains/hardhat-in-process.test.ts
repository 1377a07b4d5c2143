import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startHardhatInProcess } from './hardhat-in-process'

describe('startHardhatInProcess', () => {
  it('declines (undefined) a Hardhat whose internals are not where Hardhat 2 keeps them', async () => {
    // A package named hardhat without Hardhat 2's internal modules: the launcher then runs the CLI instead.
    const dir = await mkdtemp(join(tmpdir(), 'portico-not-hardhat-'))
    try {
      await writeFile(join(dir, 'package.json'), '{ "name": "hardhat", "version": "2.0.0" }\n')
      expect(await startHardhatInProcess(dir, 0, 31337)).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
