import {
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { HttpError } from '../server/http'
import { ed25519Verify } from './ed25519'
import { type PaymentTerms, termsMessage } from './payment-terms'
import type { SolanaChain } from './solana-chain'
import {
  type BuiltRequest,
  claimOnce,
  madeTopUp,
  reason,
  refused,
  type TopUpMade,
  type Verdict,
} from './verdict'
import type { WalletMethod } from './wallet-plan'

function decodeMerchantTransaction(text: string, payer: PublicKey): VersionedTransaction {
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(bs58.decode(text))
  } catch {
    throw new HttpError(400, 'the transaction parameter is not a base58 Solana transaction')
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(payer)))
    throw new HttpError(400, `the merchant transaction does not need the signature of ${payer.toBase58()}`)
  return tx
}

async function blockhash(chain: SolanaChain | undefined): Promise<string> {
  // Without a chain nothing is submitted: any 32 bytes stand in for the blockhash the wallet signs over.
  if (!chain) return bs58.encode(crypto.getRandomValues(new Uint8Array(32)))
  return (await chain.connection.getLatestBlockhash('confirmed')).blockhash
}

async function transactionFor(terms: PaymentTerms, payer: PublicKey, chain?: SolanaChain) {
  const given = terms.kind === 'purchase' ? terms.session.query.transaction : undefined
  if (given) {
    const tx = decodeMerchantTransaction(given, payer)
    // A transaction nobody signed yet gets a fresh blockhash; a partly signed one must stay as it is.
    if (tx.signatures.every((s) => s.every((b) => b === 0)))
      tx.message.recentBlockhash = await blockhash(chain)
    return { tx, transfer: undefined }
  }
  const lamports = terms.amount ?? 0n
  const legacy = new Transaction({ feePayer: payer, recentBlockhash: await blockhash(chain) }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(terms.merchant.solana), lamports }),
  )
  const wire = legacy.serialize({ requireAllSignatures: false, verifySignatures: false })
  return { tx: VersionedTransaction.deserialize(wire), transfer: lamports }
}

/**
 * Funds what the payment needs and nothing more, so that a merchant comparing balances sees only the payment:
 * the payer up to the transfer and one SOL of fees (10 SOL for a merchant transaction, which may move any
 * amount), and the merchant's wallet only when it is empty and the transfer alone is below the rent
 * exemption (the chain refuses to create an account with less), by that minimum (the top-up creates it).
 */
async function fund(chain: SolanaChain, terms: PaymentTerms, payer: PublicKey, transfer?: bigint) {
  const fees = BigInt(LAMPORTS_PER_SOL)
  const topUps: TopUpMade[] = madeTopUp(
    payer.toBase58(),
    'payer',
    await chain.topUp(payer.toBase58(), (transfer ?? 10n * fees) + fees),
  )
  if (transfer === undefined || transfer === 0n) return topUps
  const merchant = terms.merchant.solana
  const [held, rent] = await Promise.all([
    chain.connection.getBalance(new PublicKey(merchant), 'confirmed'),
    chain.rentExemptMinimum(),
  ])
  if (BigInt(held) + transfer >= rent) return topUps
  return [...topUps, ...madeTopUp(merchant, 'merchant-rent', await chain.topUp(merchant, rent))]
}

/**
 * Builds a Solana wallet request for these terms: a transfer to the merchant (or the merchant's own
 * transaction) as base58 wire bytes, or a text to sign. The reply is checked against the payer's key and,
 * for sent and submitted transactions, on the chain.
 */
export async function solanaRequest(
  terms: PaymentTerms,
  method: WalletMethod,
  chain: SolanaChain | undefined,
  used: Set<string>,
): Promise<BuiltRequest> {
  const payer = new PublicKey(terms.payer)
  if (method === 'signMessage') {
    const text = termsMessage(terms)
    return {
      method,
      data: text,
      verify: async (reply) => {
        const signature = decodeBase58(reply)
        if (!signature || !ed25519Verify(new TextEncoder().encode(text), signature, payer.toBytes()))
          return refused('The signature does not verify for this wallet and message.')
        return { ok: true, payer: payer.toBase58() }
      },
    }
  }
  if (method === 'sendTransaction' && !chain) throw new HttpError(409, 'sendTransaction needs a local chain')
  const { tx, transfer } = await transactionFor(terms, payer, chain)
  const topUps = chain ? await fund(chain, terms, payer, transfer) : []
  const message = tx.message.serialize()
  const data = bs58.encode(tx.serialize())
  const check = { terms, payer, message, transfer, chain, used }
  return {
    method,
    data,
    verify: (reply) => (method === 'sendTransaction' ? verifySent(reply, check) : verifySigned(reply, check)),
    topUps,
    ...(transfer === undefined ? {} : { transfer }),
  }
}

interface Check {
  terms: PaymentTerms
  payer: PublicKey
  message: Uint8Array
  transfer: bigint | undefined
  chain: SolanaChain | undefined
  used: Set<string>
}

function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return bs58.decode(text)
  } catch {
    return undefined
  }
}

async function verifySigned(reply: string, c: Check): Promise<Verdict> {
  const bytes = decodeBase58(reply)
  let signed: VersionedTransaction
  try {
    if (!bytes) throw new Error('not base58')
    signed = VersionedTransaction.deserialize(bytes)
  } catch {
    return refused('The reply is not a base58 signed Solana transaction.')
  }
  if (!Buffer.from(signed.message.serialize()).equals(Buffer.from(c.message)))
    return refused('The wallet signed a different transaction than the one requested.')
  const index = signed.message.staticAccountKeys.findIndex((key) => key.equals(c.payer))
  const signature = signed.signatures[index]
  if (!signature || !ed25519Verify(c.message, signature, c.payer.toBytes()))
    return refused('The transaction is not signed by the wallet.')
  const hash = bs58.encode(signed.signatures[0] ?? signature)
  if (c.used.has(hash)) return refused('This transaction was already used for a payment.')
  c.used.add(hash)
  if (!c.chain) return { ok: true, payer: c.payer.toBase58() }
  try {
    const sent = await c.chain.connection.sendRawTransaction(signed.serialize(), { skipPreflight: false })
    const error = await c.chain.confirm(sent)
    if (error) return refused(`The transaction failed on the local chain: ${JSON.stringify(error)}`)
    return { ok: true, hash: sent, payer: c.payer.toBase58() }
  } catch (error) {
    return refused(`The local chain refused the transaction: ${reason(error)}`)
  }
}

async function verifySent(reply: string, c: Check): Promise<Verdict> {
  const signature = decodeBase58(reply)
  if (signature?.length !== 64) return refused('The reply is not a base58 transaction signature.')
  return claimOnce(c.used, reply, () => checkSent(reply as TransactionSignature, c))
}

async function checkSent(hash: TransactionSignature, c: Check): Promise<Verdict> {
  const chain = c.chain as SolanaChain
  try {
    const error = await chain.confirm(hash)
    if (error) return refused(`The transaction failed on the local chain: ${JSON.stringify(error)}`)
    const found = await chain.connection.getTransaction(hash, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    if (!found?.meta) return refused('The transaction was not found on the local chain.')
    const keys = found.transaction.message.staticAccountKeys
    if (!keys[0]?.equals(c.payer)) return refused('The transaction was not paid by the wallet.')
    if (c.transfer !== undefined) {
      const at = keys.findIndex((key) => key.toBase58() === c.terms.merchant.solana)
      const received =
        at < 0 ? 0n : BigInt(found.meta.postBalances[at] ?? 0) - BigInt(found.meta.preBalances[at] ?? 0)
      if (received < c.transfer) return refused('The transaction did not pay the merchant the amount due.')
    }
  } catch (error) {
    return refused(`The transaction could not be checked on the local chain: ${reason(error)}`)
  }
  return { ok: true, hash, payer: c.payer.toBase58() }
}
