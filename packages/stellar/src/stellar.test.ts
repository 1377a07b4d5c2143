import { InvalidRequestError, UnsupportedRequestError, WalletError } from '@portico/core'
import { stellarMessageDigest, stellarTestWallet } from '@portico/emulator/testing'
import { Keypair, Networks } from '@stellar/stellar-base'
import { describe, expect, it, vi } from 'vitest'
import { StellarNetworks, type StellarWallet, stellar } from './index'
import { expectSignedBy, paymentXdr, signXdr } from './stellar.test-helper'

const passphrase = Networks.TESTNET
const handlersFor = (wallet: StellarWallet, server?: string) =>
  stellar({ networkPassphrase: passphrase, ...(server ? { server } : {}) }).handlers(wallet, {
    blockchain: 'stellar',
    options: {},
  })

/** Freighter's API (`@stellar/freighter-api`) over a key: answers objects, reports a refusal in `error`. */
function freighterShaped(keypair: Keypair, refuse = false): StellarWallet {
  const rejected = { code: -4, message: 'The user rejected this request.' }
  return {
    address: keypair.publicKey(),
    signTransaction: async (xdr, opts) =>
      refuse
        ? { signedTxXdr: '', signerAddress: '', error: rejected }
        : { signedTxXdr: signXdr(xdr, opts.networkPassphrase, keypair), signerAddress: keypair.publicKey() },
    signMessage: async (message) =>
      refuse
        ? { signedMessage: null, signerAddress: '', error: rejected }
        : {
            signedMessage: keypair.sign(Buffer.from(stellarMessageDigest(message))).toString('base64'),
            signerAddress: keypair.publicKey(),
          },
  }
}

describe('stellar()', () => {
  it('serves blockchain stellar, with the address as pubkey and the XDR passed through', () => {
    const plugin = stellar()
    const wallet = stellarTestWallet()
    expect(plugin.name).toBe('stellar')
    expect(plugin.blockchains).toEqual(['stellar'])
    expect(plugin.walletAddress(wallet)).toBe(wallet.address)
    expect(plugin.walletAddress({ ...wallet, address: null })).toBeUndefined()
    const xdr = paymentXdr(wallet.address, passphrase)
    expect(plugin.encodeTransaction?.(xdr, 'stellar')).toBe(xdr)
  })

  it('signs for the public network unless told otherwise', async () => {
    const wallet = stellarTestWallet()
    const signTransaction = vi.fn(wallet.signTransaction)
    const handlers = stellar().handlers(
      { ...wallet, signTransaction },
      { blockchain: 'stellar', options: {} },
    )
    const xdr = paymentXdr(wallet.address, StellarNetworks.PUBLIC)
    expectSignedBy(await handlers.signTransaction!(xdr), xdr, StellarNetworks.PUBLIC, wallet.keypair)
    expect(signTransaction).toHaveBeenCalledWith(xdr, {
      networkPassphrase: 'Public Global Stellar Network ; September 2015',
      address: wallet.address,
    })
  })
})

describe('signTransaction replies', () => {
  it('carry the signature of a plain wallet over a key', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, passphrase)
    const reply = await handlersFor(wallet).signTransaction!(xdr)
    expectSignedBy(reply, xdr, passphrase, wallet.keypair)
  })

  it('carry the signature of a Freighter-shaped wallet ({ signedTxXdr })', async () => {
    const keypair = Keypair.random()
    const xdr = paymentXdr(keypair.publicKey(), passphrase)
    const reply = await handlersFor(freighterShaped(keypair)).signTransaction!(xdr)
    expectSignedBy(reply, xdr, passphrase, keypair)
  })

  it('carry the signature of a Stellar Wallets Kit wallet ({ signedTxXdr } and a throw to refuse)', async () => {
    const keypair = Keypair.random()
    const kit = {
      address: keypair.publicKey(),
      signTransaction: async (xdr: string, opts: { networkPassphrase: string; address?: string }) => ({
        signedTxXdr: signXdr(xdr, opts.networkPassphrase, keypair),
        signerAddress: opts.address,
      }),
    }
    const xdr = paymentXdr(keypair.publicKey(), passphrase)
    expectSignedBy(await handlersFor(kit).signTransaction!(xdr), xdr, passphrase, keypair)
  })

  it('are signed for the configured network: a signature for another one does not verify', async () => {
    const wallet = stellarTestWallet()
    const xdr = paymentXdr(wallet.address, passphrase)
    const reply = await handlersFor(wallet).signTransaction!(xdr)
    expect(() => expectSignedBy(reply, xdr, StellarNetworks.PUBLIC, wallet.keypair)).toThrow()
  })
})

describe('signMessage replies', () => {
  it.each([
    ['a plain wallet', (k: Keypair) => stellarTestWallet({ keypair: k })],
    ['a Freighter-shaped wallet', (k: Keypair) => freighterShaped(k)],
  ])('carry the base64 SEP-53 signature of %s', async (_, make) => {
    const keypair = Keypair.random()
    const reply = await handlersFor(make(keypair)).signMessage!('pay 12.50 to shop')
    const signature = Buffer.from(reply, 'base64')
    expect(signature).toHaveLength(64)
    expect(keypair.verify(Buffer.from(stellarMessageDigest('pay 12.50 to shop')), signature)).toBe(true)
    expect(keypair.verify(Buffer.from(stellarMessageDigest('pay 99.00 to shop')), signature)).toBe(false)
  })

  it('base64-encode a signature answered as bytes (Freighter before v4 answered a Buffer)', async () => {
    const keypair = Keypair.random()
    const bytes = keypair.sign(Buffer.from(stellarMessageDigest('hi')))
    const wallet = { ...freighterShaped(keypair), signMessage: async () => ({ signedMessage: bytes }) }
    await expect(handlersFor(wallet).signMessage!('hi')).resolves.toBe(bytes.toString('base64'))
  })
})

describe('ERROR replies (rejections, never a throw out of the handler)', () => {
  const keypair = Keypair.random()
  const xdr = paymentXdr(keypair.publicKey(), passphrase)

  it('for a Freighter refusal, which resolves with `error` rather than rejecting', async () => {
    const failure = handlersFor(freighterShaped(keypair, true)).signTransaction!(xdr)
    await expect(failure).rejects.toBeInstanceOf(WalletError)
    await expect(failure).rejects.toThrow('The user rejected this request.')
    const message = handlersFor(freighterShaped(keypair, true)).signMessage!('hi')
    await expect(message).rejects.toThrow('The user rejected this request.')
  })

  it('for a wallet that rejects, keeping its error as cause', async () => {
    const refusal = new Error('User declined access')
    const wallet: StellarWallet = {
      address: keypair.publicKey(),
      signTransaction: () => Promise.reject(refusal),
    }
    const failure = handlersFor(wallet).signTransaction!(xdr)
    await expect(failure).rejects.toBeInstanceOf(WalletError)
    await expect(failure).rejects.toMatchObject({ cause: refusal })
  })

  it.each([
    ['not base64', 'not base64!'],
    ['base64 of no XDR', btoa('hello world!')],
    ['XDR that is no transaction envelope', btoa('\0\0\0\x09\0\0\0\0')],
    ['empty', ''],
  ])('for malformed XDR (%s), without asking the wallet', async (_, data) => {
    const signTransaction = vi.fn()
    const handlers = handlersFor({ address: keypair.publicKey(), signTransaction }, 'http://127.0.0.1:9')
    await expect(handlers.signTransaction!(data)).rejects.toBeInstanceOf(InvalidRequestError)
    await expect(handlers.sendTransaction!(data)).rejects.toBeInstanceOf(InvalidRequestError)
    expect(signTransaction).not.toHaveBeenCalled()
  })

  it('for a wallet answering something that is not a signed envelope', async () => {
    for (const answer of ['', 'AAAA', { signedTxXdr: 'garbage' }, null]) {
      const wallet = { address: keypair.publicKey(), signTransaction: async () => answer as string }
      await expect(handlersFor(wallet).signTransaction!(xdr)).rejects.toBeInstanceOf(WalletError)
    }
  })

  it('for a send without `server`, without asking the wallet', async () => {
    const signTransaction = vi.fn()
    const failure = handlersFor({ address: keypair.publicKey(), signTransaction }).sendTransaction!(xdr)
    await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
    await expect(failure).rejects.toThrow('pass `server` (a Stellar RPC URL) to stellar()')
    expect(signTransaction).not.toHaveBeenCalled()
  })

  it('for a wallet without signMessage, or not connected', async () => {
    const noMessage = { address: keypair.publicKey(), signTransaction: vi.fn() }
    await expect(handlersFor(noMessage).signMessage!('hi')).rejects.toBeInstanceOf(UnsupportedRequestError)
    const disconnected = { ...stellarTestWallet(), address: null }
    await expect(handlersFor(disconnected).signTransaction!(xdr)).rejects.toThrow('not connected')
    const none = stellar().handlers(undefined as unknown as StellarWallet, {
      blockchain: 'stellar',
      options: {},
    })
    await expect(none.signTransaction!(xdr)).rejects.toBeInstanceOf(WalletError)
  })
  it('for a bare address, which gives the pubkey and signs nothing', async () => {
    const address = keypair.publicKey()
    const plugin = stellar({ networkPassphrase: passphrase })
    expect(plugin.walletAddress(address)).toBe(address)
    expect(plugin.walletAddress('')).toBeUndefined()
    const handlers = plugin.handlers(address, { blockchain: 'stellar', options: {} })
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction'] as const)
      await expect(handlers[method]!(xdr)).rejects.toThrow(
        `${method} is not supported: the wallet is an address only and cannot sign`,
      )
  })
})
