import { type HandlerContext, InvalidRequestError, UnsupportedRequestError, WalletError } from '@portico/core'
import {
  generateKeyPairSigner,
  type KeyPairSigner,
  isMessageModifyingSigner as kitIsMessageModifyingSigner,
  isMessagePartialSigner as kitIsMessagePartialSigner,
  isTransactionModifyingSigner as kitIsTransactionModifyingSigner,
  isTransactionPartialSigner as kitIsTransactionPartialSigner,
  isTransactionSendingSigner as kitIsTransactionSendingSigner,
  type MessageModifyingSigner,
} from '@solana/kit'
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutRequest, legacyTransfer, localChain, v0Transfer } from '../test/chain'
import {
  kitTransfer,
  priorityFeeSigner,
  publicKeyOf,
  sendingSigner,
  signatureIn,
  verifiedBy,
} from '../test/kit'
import * as guards from './kit-guards'
import type { SolanaOptions, SolanaWallet } from './registry'
import { solana } from './solana'

const plugin = solana()
const AMOUNT = 2_345_678
const context = (options: SolanaOptions = {}): HandlerContext<SolanaOptions> => ({
  blockchain: 'solana',
  options,
})
const kinds = [
  ['legacy', legacyTransfer],
  ['v0', v0Transfer],
] as const

/** litesvm with a funded kit signer as the customer. */
async function chainWithSigner() {
  const chain = localChain()
  const signer = await generateKeyPairSigner()
  chain.svm.airdrop(publicKeyOf(signer), BigInt(2 * LAMPORTS_PER_SOL))
  const request = (transfer: (typeof kinds)[number][1], amount = AMOUNT) =>
    checkoutRequest(transfer(chain.svm.latestBlockhash(), publicKeyOf(signer), chain.recipient, amount))
  return { ...chain, signer, request }
}

describe('solana() with a @solana/kit KeyPairSigner (partial signer)', () => {
  it('gives the signer address for ?pubkey=', async () => {
    const signer = await generateKeyPairSigner()
    expect(plugin.walletAddress(signer)).toBe(signer.address)
  })

  it.each(kinds)(
    'answers a signed %s transfer that verifies and that the chain executes',
    async (_, transfer) => {
      const { signer, request, balance, recipient, execute } = await chainWithSigner()
      const data = request(transfer)
      const answer = await plugin.handlers(signer, context()).signTransaction!(data)

      const signed = VersionedTransaction.deserialize(bs58.decode(answer))
      expect(signed.message.serialize()).toEqual(
        VersionedTransaction.deserialize(bs58.decode(data)).message.serialize(),
      )
      expect(
        await verifiedBy(signer.address, signatureIn(answer, signer.address), signed.message.serialize()),
      ).toBe(true)
      execute(signed)
      expect(balance(recipient)).toBe(BigInt(AMOUNT))
    },
  )

  it('keeps the signature of a co-signer that pays the fee', async () => {
    const { svm, signer, recipient, balance, execute } = await chainWithSigner()
    const feePayer = Keypair.generate()
    svm.airdrop(feePayer.publicKey, BigInt(LAMPORTS_PER_SOL))
    const transaction = v0Transfer(
      svm.latestBlockhash(),
      publicKeyOf(signer),
      recipient,
      AMOUNT,
      feePayer.publicKey,
    )
    transaction.sign([feePayer])
    const before = balance(publicKeyOf(signer))

    const answer = await plugin.handlers(signer, context()).signTransaction!(checkoutRequest(transaction))
    execute(VersionedTransaction.deserialize(bs58.decode(answer)))
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
    expect(balance(publicKeyOf(signer))).toBe(before - BigInt(AMOUNT))
  })

  it('signs a transaction the merchant built with kit and passed as base64 wire bytes', async () => {
    const { svm, signer, recipient, balance, execute } = await chainWithSigner()
    const base64 = kitTransfer(svm.latestBlockhash(), signer.address, recipient.toBase58(), BigInt(AMOUNT))
    const data = plugin.encodeTransaction!(base64, 'solana')!
    expect(bs58.decode(data)).toEqual(Uint8Array.from(Buffer.from(base64, 'base64')))

    execute(
      VersionedTransaction.deserialize(
        bs58.decode(await plugin.handlers(signer, context()).signTransaction!(data)),
      ),
    )
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('signs the UTF-8 bytes of signMessage; the signature verifies with the address', async () => {
    const signer = await generateKeyPairSigner()
    const text = 'Pay 12,50 € to Acme ✓'
    const signature = bs58.decode(await plugin.handlers(signer, context()).signMessage!(text))
    const utf8 = new TextEncoder().encode(text)
    expect(await verifiedBy(signer.address, signature, utf8)).toBe(true)
    expect(await verifiedBy(signer.address, signature, new TextEncoder().encode('other'))).toBe(false)
  })

  it('signs and sends through `connection` when it cannot send itself, and asks for one first', async () => {
    const { signer, request, recipient, balance, execute } = await chainWithSigner()
    const handlers = plugin.handlers(signer, context())
    await expect(handlers.sendTransaction!(request(v0Transfer))).rejects.toThrow(/pass `connection`/)
    const sent: string[] = []
    const connection = {
      sendRawTransaction: async (wire: Uint8Array) => {
        sent.push(execute(VersionedTransaction.deserialize(wire)))
        return sent.at(-1)!
      },
    }
    const signature = await plugin.handlers(signer, context({ connection })).sendTransaction!(
      request(v0Transfer),
    )
    expect(sent).toEqual([signature])
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('refuses a transaction the signer does not sign, before signing', async () => {
    const { svm, signer, recipient } = await chainWithSigner()
    const other = checkoutRequest(
      v0Transfer(svm.latestBlockhash(), Keypair.generate().publicKey, recipient, 1),
    )
    await expect(plugin.handlers(signer, context()).signTransaction!(other)).rejects.toThrow(
      `the transaction does not need the signature of ${signer.address}`,
    )
  })
})

describe('solana() with a modifying signer (a wallet that adds priority fees)', () => {
  it.each(kinds)('answers the rewritten %s transaction, which the chain executes', async (_, transfer) => {
    const { signer, request, recipient, balance, execute } = await chainWithSigner()
    const wallet = priorityFeeSigner(signer)
    const data = request(transfer)
    const answer = await plugin.handlers(wallet, context()).signTransaction!(data)

    const signed = VersionedTransaction.deserialize(bs58.decode(answer))
    expect(signed.message.compiledInstructions).toHaveLength(2) // the fee, then the transfer
    expect(signed.message.version).toBe(VersionedTransaction.deserialize(bs58.decode(data)).message.version)
    expect(
      await verifiedBy(signer.address, signatureIn(answer, signer.address), signed.message.serialize()),
    ).toBe(true)
    execute(signed)
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('is asked before its partial signing, as kit does with a signer that is both', async () => {
    const { signer, request } = await chainWithSigner()
    const both = { ...signer, ...priorityFeeSigner(signer) }
    const answer = await plugin.handlers(both, context()).signTransaction!(request(v0Transfer))
    expect(VersionedTransaction.deserialize(bs58.decode(answer)).message.compiledInstructions).toHaveLength(2)
  })

  it('answers a WalletError when the rewritten transaction lacks the customer or its signature', async () => {
    const { signer, request } = await chainWithSigner()
    const unsigned: SolanaWallet = {
      address: signer.address,
      modifyAndSignTransactions: async (transactions) => transactions,
    }
    const error = await plugin.handlers(unsigned, context()).signTransaction!(request(v0Transfer)).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(WalletError)
    expect(error.message).toContain(`without the signature of ${signer.address}`)
  })
})

describe('solana() with a sending signer', () => {
  it('answers the signature the chain recorded; the signer is asked to send, not to sign', async () => {
    const { signer, request, recipient, balance, execute } = await chainWithSigner()
    const recorded: string[] = []
    const wallet = sendingSigner(signer, (wire) => {
      recorded.push(execute(VersionedTransaction.deserialize(wire)))
    })
    const handlers = plugin.handlers({ ...wallet, signTransactions: signer.signTransactions }, context())
    const signature = await handlers.sendTransaction!(request(legacyTransfer))
    expect(recorded).toEqual([signature])
    expect(balance(recipient)).toBe(BigInt(AMOUNT))
  })

  it('says signTransaction is not supported when the signer only sends', async () => {
    const { signer, request } = await chainWithSigner()
    const failure = plugin.handlers(
      sendingSigner(signer, () => {}),
      context(),
    ).signTransaction!(request(v0Transfer))
    await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
    await expect(failure).rejects.toThrow('the wallet has no modifying or partial transaction signer')
  })
})

describe('solana() with a message modifying signer', () => {
  const modifying = (
    signer: KeyPairSigner,
    change: (content: Uint8Array) => Uint8Array,
  ): MessageModifyingSigner => ({
    address: signer.address,
    async modifyAndSignMessages(messages) {
      return Promise.all(
        messages.map(async (message) => {
          const content = change(Uint8Array.from(message.content))
          const [signatures] = await signer.signMessages([{ content, signatures: {} }])
          return Object.freeze({ content, signatures: { ...message.signatures, ...signatures } })
        }),
      )
    },
  })

  it('answers its signature of the text', async () => {
    const signer = await generateKeyPairSigner()
    const answer = await plugin.handlers(
      modifying(signer, (c) => c),
      context(),
    ).signMessage!('hello')
    expect(await verifiedBy(signer.address, bs58.decode(answer), new TextEncoder().encode('hello'))).toBe(
      true,
    )
  })

  it('answers a WalletError when it signed another text than the checkout asked for', async () => {
    const signer = await generateKeyPairSigner()
    const prefixed = modifying(signer, (c) => Uint8Array.from([...new TextEncoder().encode('> '), ...c]))
    const error = await plugin.handlers(prefixed, context()).signMessage!('hello').catch((e) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error.message).toContain('changed the message')
  })
})

describe('kit signers that reject, fail or answer garbage', () => {
  let signer: KeyPairSigner
  let data: string
  beforeAll(async () => {
    const chain = await chainWithSigner()
    signer = chain.signer
    data = chain.request(v0Transfer)
  })

  it.each(['signMessage', 'signTransaction', 'sendTransaction'] as const)(
    'wraps a rejection of %s in a WalletError, keeping it as cause',
    async (method) => {
      const rejection = new Error('User rejected the request.')
      const reject = async () => Promise.reject(rejection)
      const wallet: SolanaWallet = {
        address: signer.address,
        signMessages: reject,
        signTransactions: reject,
        signAndSendTransactions: reject,
      } as SolanaWallet
      const error = await plugin.handlers(wallet, context())[method]!(
        method === 'signMessage' ? 'hi' : data,
      ).catch((e) => e)
      expect(error).toBeInstanceOf(WalletError)
      expect(error.cause).toBe(rejection)
    },
  )

  it('answers a WalletError for a signature that is not 64 bytes', async () => {
    const wallet: SolanaWallet = {
      address: signer.address,
      signTransactions: async () => [{ [signer.address]: new Uint8Array(12) }],
    }
    await expect(plugin.handlers(wallet, context()).signTransaction!(data)).rejects.toBeInstanceOf(
      WalletError,
    )
  })

  it('rejects undecodable data without asking the signer', async () => {
    let calls = 0
    const wallet: SolanaWallet = {
      address: signer.address,
      signTransactions: async () => {
        calls++
        return []
      },
    }
    for (const bad of ['0OIl', '', data.slice(0, -20), `${data}2`])
      await expect(plugin.handlers(wallet, context()).signTransaction!(bad)).rejects.toBeInstanceOf(
        InvalidRequestError,
      )
    expect(calls).toBe(0)
  })
})

describe('kit guards', () => {
  it('tell every signer kind apart exactly as @solana/kit does', async () => {
    const signer = await generateKeyPairSigner()
    const shapes = [
      signer,
      priorityFeeSigner(signer),
      sendingSigner(signer, () => {}),
      { address: signer.address, modifyAndSignMessages: async () => [] },
      { address: signer.address, signMessages: signer.signMessages },
      { address: signer.address, signTransactions: 'not a function' },
      { address: signer.address },
    ]
    for (const shape of shapes) {
      expect(guards.isTransactionModifyingSigner(shape)).toBe(kitIsTransactionModifyingSigner(shape as never))
      expect(guards.isTransactionPartialSigner(shape)).toBe(kitIsTransactionPartialSigner(shape as never))
      expect(guards.isTransactionSendingSigner(shape)).toBe(kitIsTransactionSendingSigner(shape as never))
      expect(guards.isMessagePartialSigner(shape)).toBe(kitIsMessagePartialSigner(shape as never))
      expect(guards.isMessageModifyingSigner(shape)).toBe(kitIsMessageModifyingSigner(shape as never))
    }
    expect(shapes.map((shape) => guards.isKitSigner(shape))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
