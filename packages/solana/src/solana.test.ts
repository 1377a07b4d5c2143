import { type HandlerContext, InvalidRequestError, UnsupportedRequestError, WalletError } from '@portico/core'
import {
  type Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import {
  checkoutRequest,
  keypairWallet,
  legacyTransfer,
  localChain,
  type SolanaTransaction,
  v0Transfer,
  verifyBytes,
} from '../test/chain'
import type { SolanaAdapterWallet, SolanaOptions, SolanaWallet } from './registry'
import { solana } from './solana'

const plugin = solana()
const AMOUNT = 1_234_567
const context = (options: SolanaOptions = {}): HandlerContext<SolanaOptions> => ({
  blockchain: 'solana',
  options,
})
const kinds = [
  ['legacy', legacyTransfer],
  ['v0', v0Transfer],
] as const

describe('solana()', () => {
  it('serves the solana blockchain and encodes merchant transactions', () => {
    expect(plugin.name).toBe('solana')
    expect(plugin.blockchains).toEqual(['solana'])
    const { svm, payer, recipient } = localChain()
    const transaction = v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, AMOUNT)
    expect(plugin.encodeTransaction?.(transaction, 'solana')).toBe(checkoutRequest(transaction))
  })

  it('gives the wallet address for ?pubkey=, and none while the wallet is disconnected', () => {
    const keypair = Keypair.generate()
    expect(plugin.walletAddress(keypairWallet(keypair))).toBe(keypair.publicKey.toBase58())
    expect(plugin.walletAddress({ ...keypairWallet(keypair), publicKey: null })).toBeUndefined()
  })
})

describe('signTransaction on litesvm', () => {
  it.each(kinds)('answers a signed %s transfer that the chain executes', async (kind, transfer) => {
    const { svm, payer, recipient, balance, execute } = localChain()
    const before = balance(payer.publicKey)
    const received: SolanaTransaction[] = []
    const wallet = keypairWallet(payer)
    const { signTransaction } = plugin.handlers(
      {
        ...wallet,
        signTransaction: async (transaction) => {
          received.push(transaction as SolanaTransaction)
          return wallet.signTransaction(transaction as SolanaTransaction)
        },
      },
      context(),
    )
    const answer = await signTransaction!(
      checkoutRequest(transfer(svm.latestBlockhash(), payer.publicKey, recipient, AMOUNT)),
    )

    expect(received[0]).toBeInstanceOf(kind === 'legacy' ? Transaction : VersionedTransaction)
    execute(VersionedTransaction.deserialize(bs58.decode(answer)))
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
    expect(balance(payer.publicKey)).toBeLessThan(before - BigInt(AMOUNT))
  })

  it.each(kinds)('keeps the signature of a co-signer on a %s transaction', async (_, transfer) => {
    const { svm, payer, recipient, balance, execute } = localChain()
    const feePayer = Keypair.generate() // e.g. the checkout paying the fee, signing before the customer
    svm.airdrop(feePayer.publicKey, BigInt(LAMPORTS_PER_SOL))
    const transaction = transfer(
      svm.latestBlockhash(),
      payer.publicKey,
      recipient,
      AMOUNT,
      feePayer.publicKey,
    )
    if (transaction instanceof VersionedTransaction) transaction.sign([feePayer])
    else transaction.partialSign(feePayer)
    const before = balance(payer.publicKey)

    const { signTransaction } = plugin.handlers(keypairWallet(payer), context())
    execute(
      VersionedTransaction.deserialize(bs58.decode(await signTransaction!(checkoutRequest(transaction)))),
    )
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
    expect(balance(payer.publicKey)).toBe(before - BigInt(AMOUNT)) // the fee came from the co-signer
  })
})

describe('versions a wallet-adapter wallet declares', () => {
  const { svm, payer, recipient } = localChain()
  const v0 = checkoutRequest(v0Transfer(svm.latestBlockhash(), payer.publicKey, recipient, AMOUNT))
  const legacyOnly = new Set(['legacy'] as const)

  it.each([
    [
      'an adapter',
      (wallet: SolanaAdapterWallet) => ({ ...wallet, supportedTransactionVersions: legacyOnly }),
    ],
    [
      'useWallet() (its selected adapter)',
      (wallet: SolanaAdapterWallet) => ({
        ...wallet,
        wallet: { adapter: { supportedTransactionVersions: legacyOnly } },
      }),
    ],
    [
      'an adapter that declares null (legacy only)',
      (wallet: SolanaAdapterWallet) => ({ ...wallet, supportedTransactionVersions: null }),
    ],
  ])('refuses a v0 transaction for %s that declares legacy only, naming it', async (_, declare) => {
    let calls = 0
    const wallet = declare({
      ...keypairWallet(payer),
      signTransaction: async (t) => {
        calls++
        return t
      },
    } as SolanaAdapterWallet)
    const failure = plugin.handlers(wallet, context()).signTransaction!(v0)
    await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
    await expect(failure).rejects.toThrow('the wallet does not support v0 transactions (it declares legacy)')
    expect(calls).toBe(0)
  })

  it('signs a v0 transaction for an adapter that declares it', async () => {
    const wallet = { ...keypairWallet(payer), supportedTransactionVersions: new Set(['legacy', 0] as const) }
    const answer = await plugin.handlers(wallet, context()).signTransaction!(v0)
    expect(VersionedTransaction.deserialize(bs58.decode(answer)).signatures[0]?.some((b) => b !== 0)).toBe(
      true,
    )
  })
})

describe('sendTransaction', () => {
  it('asks for `connection` when the checkout options have none, before the wallet sees anything', async () => {
    const { svm, payer, recipient } = localChain()
    let calls = 0
    const wallet = { ...keypairWallet(payer), sendTransaction: async () => `${++calls}` }
    const request = checkoutRequest(legacyTransfer(svm.latestBlockhash(), payer.publicKey, recipient, AMOUNT))
    for (const ctx of [context(), { blockchain: 'solana' } as HandlerContext<SolanaOptions>]) {
      const { sendTransaction } = plugin.handlers(wallet, ctx)
      const failure = sendTransaction!(request)
      await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
      await expect(failure).rejects.toThrow(/pass `connection`/)
    }
    expect(calls).toBe(0)
  })
})

describe('signMessage', () => {
  it('signs the UTF-8 bytes and answers base58 that verifies with the public key', async () => {
    const keypair = Keypair.generate()
    const message = 'Pay 12,50 € to Acme ✓'
    const signed: Uint8Array[] = []
    const wallet = keypairWallet(keypair)
    const { signMessage } = plugin.handlers(
      {
        ...wallet,
        signMessage: (bytes) => {
          signed.push(bytes)
          return wallet.signMessage(bytes)
        },
      },
      context(),
    )
    const signature = bs58.decode(await signMessage!(message))
    const utf8 = new TextEncoder().encode(message)

    expect(signed).toEqual([utf8])
    expect(verifyBytes(keypair.publicKey, utf8, signature)).toBe(true)
    expect(verifyBytes(Keypair.generate().publicKey, utf8, signature)).toBe(false)
  })
})

describe('requests the wallet cannot serve', () => {
  const { svm, payer, recipient } = localChain()
  const request = checkoutRequest(legacyTransfer(svm.latestBlockhash(), payer.publicKey, recipient, AMOUNT))
  const full = keypairWallet(payer)

  it.each(['signMessage', 'signTransaction'] as const)(
    'says so when the wallet has no %s',
    async (method) => {
      const wallet: SolanaWallet = { ...full, [method]: undefined }
      const failure = plugin.handlers(wallet, context())[method]!(
        method === 'signMessage' ? 'hello' : request,
      )
      await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
      await expect(failure).rejects.toThrow(`${method} is not supported: the wallet has no ${method}`)
    },
  )

  it('says a wallet with only `publicKey` cannot send, rather than asking for `connection`', async () => {
    // A wallet-adapter-shaped object the merchant built to show the account, with no methods.
    const readOnly = { publicKey: payer.publicKey } as unknown as SolanaWallet
    const failure = plugin.handlers(readOnly, context()).sendTransaction!(request)
    await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
    await expect(failure).rejects.toThrow(
      'sendTransaction is not supported: the wallet has no sendTransaction',
    )
  })

  it('takes a bare address for ?pubkey= and refuses every request, saying the wallet cannot sign', async () => {
    const address = payer.publicKey.toBase58()
    expect(plugin.walletAddress(address)).toBe(address)
    const handlers = plugin.handlers(address, context({ connection: {} as Connection }))
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction'] as const)
      await expect(handlers[method]!(request)).rejects.toThrow(
        `${method} is not supported: the wallet is an address only and cannot sign`,
      )
  })

  it.each(['signTransaction', 'sendTransaction'] as const)(
    'rejects undecodable %s data without calling the wallet',
    async (method) => {
      let calls = 0
      const count = async <T>(value: T) => {
        calls++
        return value
      }
      const wallet: SolanaWallet = { ...full, signTransaction: count, sendTransaction: () => count('sig') }
      const handler = plugin.handlers(wallet, context({ connection: {} as Connection }))[method]!
      for (const data of ['0OIl', '', request.slice(0, -20), `${request}2`])
        await expect(handler(data)).rejects.toBeInstanceOf(InvalidRequestError)
      expect(calls).toBe(0)
    },
  )

  it.each([
    ['a disconnected wallet', { ...full, publicKey: null }],
    ['no wallet at all (mountCheckout without `wallet`)', undefined as unknown as SolanaWallet],
  ])('answers every request for %s with a WalletError', async (_, wallet) => {
    const handlers = plugin.handlers(wallet, context({ connection: {} as Connection }))
    for (const [method, data] of [
      ['signMessage', 'hello'],
      ['signTransaction', request],
      ['sendTransaction', request],
    ] as const) {
      await expect(handlers[method]!(data)).rejects.toBeInstanceOf(WalletError)
      await expect(handlers[method]!(data)).rejects.toThrow(
        `the wallet failed ${method}: the wallet is not connected`,
      )
    }
  })

  it.each(['signMessage', 'signTransaction'] as const)(
    'wraps a rejection by the wallet in %s, keeping it as cause',
    async (method) => {
      const rejection = new Error('User rejected the request.')
      const reject = async () => Promise.reject(rejection)
      const wallet: SolanaWallet = { ...full, signMessage: reject, signTransaction: reject }
      const error = await plugin.handlers(wallet, context())[method]!(
        method === 'signMessage' ? 'hello' : request,
      ).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletError)
      expect((error as WalletError).cause).toBe(rejection)
      expect((error as Error).message).toBe(`the wallet failed ${method}: User rejected the request.`)
    },
  )

  it('wraps a wallet that answers signMessage with something other than bytes', async () => {
    const wallet: SolanaWallet = { ...full, signMessage: async () => 'signed' as unknown as Uint8Array }
    await expect(plugin.handlers(wallet, context()).signMessage!('hello')).rejects.toBeInstanceOf(WalletError)
  })
})
