import { describe, expect, it } from 'vitest'
import { createTestAcmeWallet } from './acme-wallet'

// WebCrypto (Ed25519) is the same API in Node as in the browser the site runs in.
const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const publicKeyOf = (address: string) =>
  crypto.subtle.importKey('raw', bytes(address.slice('acme1'.length)), 'Ed25519', false, ['verify'])

describe('the test Acme wallet of the site', () => {
  it('has an acme1 address made of its Ed25519 public key', async () => {
    const wallet = await createTestAcmeWallet()
    expect(wallet.address).toMatch(/^acme1[0-9a-f]{64}$/)
    expect((await createTestAcmeWallet()).address).not.toBe(wallet.address)
  })

  it('signs text with the key behind its address', async () => {
    const wallet = await createTestAcmeWallet()
    const key = await publicKeyOf(wallet.address)
    const signature = bytes(await wallet.signMessage('Pay 5 € to demo-merchant'))
    const verify = (text: string) =>
      crypto.subtle.verify('Ed25519', key, signature, new TextEncoder().encode(text))
    expect(await verify('Pay 5 € to demo-merchant')).toBe(true)
    expect(await verify('Pay 6 € to demo-merchant')).toBe(false)
  })

  it('sends transfers while its balance lasts', async () => {
    const wallet = await createTestAcmeWallet(100n)
    expect(await wallet.sendTransfer({ to: 'acme1merchant', amount: 60n }, 'testnet')).toBe('acmetx1')
    await expect(wallet.sendTransfer({ to: 'acme1merchant', amount: 41n }, 'testnet')).rejects.toThrow(
      'insufficient funds',
    )
    expect(await wallet.sendTransfer({ to: 'acme1merchant', amount: 40n }, 'mainnet')).toBe('acmetx2')
  })
})
