import { describe, expect, it, vi } from 'vitest'
import { checksumAddress } from './checksum-address'
import { evm } from './evm'
import type { Eip1193Provider } from './types'
import { walletAccount } from './wallet-account'
import { walletAddress } from './wallet-address'

const ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** An injected provider stand-in: answers `eth_accounts` with `accounts` and records every method asked. */
function provider(accounts: unknown) {
  const request = vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_accounts') return accounts
    if (method === 'eth_requestAccounts') return [ACCOUNT]
    throw new Error(`unexpected ${method}`)
  })
  return { request } satisfies Eip1193Provider
}

describe('walletAccount', () => {
  it("gives a bare provider's connected account, checksummed, from eth_accounts and never eth_requestAccounts", async () => {
    const p = provider([ACCOUNT.toLowerCase(), '0x0000000000000000000000000000000000000001'])
    expect(walletAddress(p)).toBeUndefined()
    expect(await evm().walletAccount?.(p)).toBe(ACCOUNT)
    expect(p.request.mock.calls.map(([args]) => args.method)).toEqual(['eth_accounts'])
  })

  it('gives nothing when no account is connected, without asking the customer to connect', async () => {
    for (const none of [[], null, ['not an address'], [42]]) {
      const p = provider(none)
      expect(await walletAccount(p)).toBeUndefined()
      expect(p.request).not.toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    }
  })

  it('asks nothing of a wallet that does not speak EIP-1193 itself, nor of a bare address', async () => {
    const p = provider([ACCOUNT])
    expect(await walletAccount({ provider: p, address: ACCOUNT })).toBeUndefined()
    expect(await walletAccount(ACCOUNT)).toBeUndefined()
    expect(p.request).not.toHaveBeenCalled()
  })

  it("fails as the provider's own request fails (core then loads the checkout without pubkey)", async () => {
    const locked = { request: async () => Promise.reject(Object.assign(new Error('locked'), { code: 4100 })) }
    await expect(walletAccount(locked)).rejects.toThrow('locked')
  })
})

describe('checksumAddress', () => {
  it('writes an address with its EIP-55 checksum, whatever its case', () => {
    expect(checksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
    expect(checksumAddress('0xD1220A0CF47C7B9BE7A2E6BA89F429762E7B9ADB')).toBe(
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    )
  })
})
