import { describe, expect, it } from 'vitest'
import {
  ChainPackageMissingError,
  chainPackage,
  chainPackagePath,
  requireChainPackages,
  withChainPackages,
} from './chain-packages'

// A package name no install has: loading it really fails, as a chain package does in a light install.
const ABSENT = 'portico-absent-chain-package'

describe('chain packages', () => {
  it('names what to install when a package import() needs is missing', async () => {
    const error = await withChainPackages('The thing', [`${ABSENT}@1`, 'viem@2'], () => import(ABSENT)).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChainPackageMissingError)
    expect(error).toMatchObject({
      code: 'CHAIN_PACKAGE_MISSING',
      packages: [`${ABSENT}@1`, 'viem@2'],
      message: `The thing needs ${ABSENT}@1 and viem@2: npm install -D ${ABSENT}@1 viem@2`,
    })
  })

  it('does the same for a package loaded or located at once', () => {
    expect(() => chainPackage('Loading', [`${ABSENT}@1`], ABSENT)).toThrow(ChainPackageMissingError)
    expect(() => chainPackagePath('Locating', [`${ABSENT}@1`], `${ABSENT}/package.json`)).toThrow(
      ChainPackageMissingError,
    )
  })

  it('loads an installed package, and passes any other failure on as it is', async () => {
    expect(chainPackage<typeof import('viem')>('Loading', ['viem@2'], 'viem').isAddress).toBeTypeOf(
      'function',
    )
    const failure = new Error('the chain did not start')
    await expect(withChainPackages('The thing', ['viem@2'], () => Promise.reject(failure))).rejects.toBe(
      failure,
    )
    // A missing package that is not one of those named is not this error's to name.
    await expect(withChainPackages('The thing', ['viem@2'], () => import(ABSENT))).rejects.not.toBeInstanceOf(
      ChainPackageMissingError,
    )
  })

  it('checks every package first, and names all that are missing, each once, with what needs them', () => {
    const other = `${ABSENT}-too`
    let error: unknown
    try {
      requireChainPackages([
        { what: 'The first chain', packages: [`${ABSENT}@1`, 'viem@2'] },
        { what: 'The second chain', packages: ['viem@2'] },
        { what: 'The third chain', packages: [`${other}@3`, `${ABSENT}@1`] },
      ])
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ChainPackageMissingError)
    expect(error).toMatchObject({
      code: 'CHAIN_PACKAGE_MISSING',
      packages: [`${ABSENT}@1`, `${other}@3`],
      needs: [
        { what: 'The first chain', packages: [`${ABSENT}@1`] },
        { what: 'The third chain', packages: [`${other}@3`, `${ABSENT}@1`] },
      ],
      message:
        `The first chain needs ${ABSENT}@1; The third chain needs ${other}@3 and ${ABSENT}@1: ` +
        `npm install -D ${ABSENT}@1 ${other}@3`,
    })
    expect(() =>
      requireChainPackages([{ what: 'The chain', packages: ['viem@2', 'hardhat@2'] }]),
    ).not.toThrow()
  })
})
