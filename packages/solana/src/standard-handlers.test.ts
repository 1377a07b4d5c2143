import { type HandlerContext, UnsupportedRequestError, WalletError } from '@portico/core'
import { generateKeyPairSigner } from '@solana/kit'
import { LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { checkoutRequest, legacyTransfer, localChain, v0Transfer } from '../test/chain'
import { publicKeyOf, signatureIn, verifiedBy } from '../test/kit'
import { type StandardWalletOptions, standardWallet } from '../test/standard-wallet'
import type { SolanaOptions } from './registry'
import { solana } from './solana'

const plugin = solana()
const AMOUNT = 3_456_789
const context = (options: SolanaOptions = {}): HandlerContext<SolanaOptions> => ({
  blockchain: 'solana',
  options,
})
const kinds = [
  ['legacy', legacyTransfer],
  ['v0', v0Transfer],
] as const

/** litesvm with a funded wallet-standard wallet as the customer. */
async function chainWithWallet(options: StandardWalletOptions = {}) {
  const chain = localChain()
  const signer = await generateKeyPairSigner()
  chain.svm.airdrop(publicKeyOf(signer), BigInt(2 * LAMPORTS_PER_SOL))
  const { wallet, calls } = await standardWallet(signer, options)
  const request = (transfer: (typeof kinds)[number][1]) =>
    checkoutRequest(transfer(chain.svm.latestBlockhash(), publicKeyOf(signer), chain.recipient, AMOUNT))
  return { ...chain, signer, wallet, calls, request }
}

describe('solana() with a wallet-standard wallet', () => {
  it('gives its first account for ?pubkey=, and none before it connects', async () => {
    const { wallet, signer } = await chainWithWallet()
    expect(plugin.walletAddress(wallet)).toBe(signer.address)
    const disconnected: Wallet = { ...wallet, accounts: [] }
    expect(plugin.walletAddress(disconnected)).toBeUndefined()
    await expect(plugin.handlers(disconnected, context()).signMessage!('hi')).rejects.toThrow(
      'the wallet failed signMessage: the wallet is not connected',
    )
  })

  it.each(kinds)(
    'answers a %s transfer signed by solana:signTransaction, which the chain executes',
    async (_, transfer) => {
      const { wallet, calls, signer, request, recipient, balance, execute } = await chainWithWallet()
      const answer = await plugin.handlers(wallet, context()).signTransaction!(request(transfer))
      const signed = VersionedTransaction.deserialize(bs58.decode(answer))
      expect(
        await verifiedBy(signer.address, signatureIn(answer, signer.address), signed.message.serialize()),
      ).toBe(true)
      expect(calls).toEqual([{ method: 'signTransaction', chain: 'solana:localnet' }]) // the account's chain
      execute(signed)
      expect(balance(recipient)).toBe(BigInt(AMOUNT))
    },
  )

  it.each(kinds)(
    'answers the %s transaction as the wallet rewrote it (a priority fee)',
    async (_, transfer) => {
      const { wallet, request, recipient, balance, execute } = await chainWithWallet({ priorityFee: true })
      const answer = await plugin.handlers(wallet, context()).signTransaction!(request(transfer))
      const signed = VersionedTransaction.deserialize(bs58.decode(answer))
      expect(signed.message.compiledInstructions).toHaveLength(2)
      execute(signed)
      expect(balance(recipient)).toBe(BigInt(AMOUNT))
    },
  )

  it('refuses a version the wallet does not declare, naming it, without asking the wallet', async () => {
    const { wallet, calls, request } = await chainWithWallet({ versions: ['legacy'] })
    const failure = plugin.handlers(wallet, context()).signTransaction!(request(v0Transfer))
    await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
    await expect(failure).rejects.toThrow(
      'signTransaction is not supported: the wallet does not support v0 transactions (it declares legacy)',
    )
    await plugin.handlers(wallet, context()).signTransaction!(request(legacyTransfer))
    expect(calls.map((c) => c.method)).toEqual(['signTransaction']) // the legacy one only
  })

  it('sends with solana:signAndSendTransaction on the chain the options name', async () => {
    const recorded: string[] = []
    const { wallet, calls, request, recipient, balance, execute } = await chainWithWallet({
      send: (wire) => {
        recorded.push(execute(VersionedTransaction.deserialize(wire)))
      },
    })
    const signature = await plugin.handlers(wallet, context({ chain: 'solana:devnet' })).sendTransaction!(
      request(v0Transfer),
    )
    expect(recorded).toEqual([signature])
    expect(calls).toEqual([{ method: 'signAndSendTransaction', chain: 'solana:devnet' }])
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('without solana:signAndSendTransaction, signs and sends through `connection`, or asks for one', async () => {
    const { wallet, calls, request, recipient, balance, execute } = await chainWithWallet()
    const failure = plugin.handlers(wallet, context()).sendTransaction!(request(v0Transfer))
    await expect(failure).rejects.toThrow(/pass `connection`/)
    expect(calls).toEqual([])
    const connection = {
      sendRawTransaction: async (wire: Uint8Array) => execute(VersionedTransaction.deserialize(wire)),
    }
    await plugin.handlers(wallet, context({ connection })).sendTransaction!(request(v0Transfer))
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('signs the UTF-8 bytes of signMessage with solana:signMessage', async () => {
    const { wallet, signer } = await chainWithWallet()
    const answer = await plugin.handlers(wallet, context()).signMessage!('Pay 12,50 € ✓')
    expect(
      await verifiedBy(signer.address, bs58.decode(answer), new TextEncoder().encode('Pay 12,50 € ✓')),
    ).toBe(true)
  })

  it('says which feature is missing', async () => {
    const { wallet, request } = await chainWithWallet()
    const bare: Wallet = { ...wallet, accounts: wallet.accounts, features: {} }
    const handlers = plugin.handlers(bare, context())
    await expect(handlers.signMessage!('hi')).rejects.toThrow('the wallet has no solana:signMessage feature')
    await expect(handlers.signTransaction!(request(v0Transfer))).rejects.toThrow(
      'the wallet has no solana:signTransaction feature',
    )
    await expect(handlers.sendTransaction!(request(v0Transfer))).rejects.toBeInstanceOf(
      UnsupportedRequestError,
    )
  })

  it('wraps a rejection in a WalletError, and refuses an answer without the customer signature', async () => {
    const { wallet, request } = await chainWithWallet()
    const rejection = new Error('User rejected the request.')
    const rejecting: Wallet = {
      ...wallet,
      accounts: wallet.accounts,
      features: {
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async () => Promise.reject(rejection),
        },
        'solana:signMessage': { version: '1.0.0', signMessage: async () => Promise.reject(rejection) },
      },
    }
    for (const method of ['signTransaction', 'signMessage'] as const) {
      const error = await plugin.handlers(rejecting, context())[method]!(request(v0Transfer)).catch((e) => e)
      expect(error).toBeInstanceOf(WalletError)
      expect(error.cause).toBe(rejection)
    }
    const echoing: Wallet = {
      ...rejecting,
      features: {
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async (input: { transaction: Uint8Array }) => [
            { signedTransaction: input.transaction },
          ],
        },
      },
    }
    await expect(plugin.handlers(echoing, context()).signTransaction!(request(v0Transfer))).rejects.toThrow(
      'the wallet answered the transaction without the signature of',
    )
  })
})
