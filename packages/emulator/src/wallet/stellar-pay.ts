import { createHash } from 'node:crypto'
import {
  Account,
  Asset,
  type FeeBumpTransaction,
  Keypair,
  Memo,
  Operation,
  type Transaction,
  TransactionBuilder,
} from '@stellar/stellar-base'
import type { StellarNetwork } from '../chains/stellar-network'
import { readSignedEnvelope } from '../chains/stellar-rpc/signed-envelope'
import { HttpError } from '../server/http'
import { stellarMessageDigest } from '../testing/stellar-test-wallet'
import { merchantWallets } from './merchant-wallet'
import { type PaymentTerms, termsMessage } from './payment-terms'
import { type BuiltRequest, claimOnce, refused, type Verdict } from './verdict'
import type { WalletMethod } from './wallet-plan'

const STROOPS_PER_LUMEN = 10_000_000n

/** `12.5000000` for 125 000 000 stroops: the amount as a Stellar operation takes it (7 decimals). */
export function lumens(stroops: bigint): string {
  const fraction = (stroops % STROOPS_PER_LUMEN).toString().padStart(7, '0')
  return `${stroops / STROOPS_PER_LUMEN}.${fraction}`
}

/**
 * The Stellar account a merchant is paid into, derived from its id: the same in every run. Its key is not
 * secret and must never hold real funds.
 */
export function stellarMerchantAccount(merchantId: string): string {
  return merchantWallets(merchantId).stellar
}

// A signature is 64 bytes: base64 of them is 88 characters with its padding.
const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/

function messageRequest(terms: PaymentTerms): BuiltRequest {
  const data = termsMessage(terms)
  return {
    method: 'signMessage',
    data,
    verify: async (reply): Promise<Verdict> => {
      if (!SIGNATURE.test(reply)) return refused('The reply is not a base64 ed25519 signature.')
      const signature = Buffer.from(reply, 'base64')
      const signed = Keypair.fromPublicKey(terms.payer).verify(
        Buffer.from(stellarMessageDigest(data)),
        signature,
      )
      if (!signed)
        return refused(`The signature is not ${terms.payer}'s over this request's message (SEP-53).`)
      // The message names this request: the signature pays no other.
      return { ok: true, payer: terms.payer }
    },
  }
}

/**
 * The merchant's own transaction (`?transaction=`, base64 XDR), read for the emulator's network: HttpError
 * 400 when it is no envelope, or when its source account is not the paying wallet (which could never sign it).
 */
function merchantTransaction(
  xdr: string,
  payer: string,
  passphrase: string,
): Transaction | FeeBumpTransaction {
  let transaction: Transaction | FeeBumpTransaction
  try {
    transaction = TransactionBuilder.fromXDR(xdr, passphrase)
  } catch {
    throw new HttpError(400, 'transaction is not a Stellar transaction envelope (base64 XDR)')
  }
  const source = 'feeSource' in transaction ? transaction.feeSource : transaction.source
  if (source !== payer)
    throw new HttpError(400, `the transaction's source account is ${source}, not the pubkey ${payer}`)
  return transaction
}

/** The emulator's own payment: the terms' amount in lumens to the merchant, its memo naming the request. */
function payment(terms: PaymentTerms, passphrase: string): Transaction {
  if (terms.amount === undefined || terms.amount <= 0n)
    throw new HttpError(409, 'Open the checkout with a subtotal: the payment needs an amount.')
  return new TransactionBuilder(new Account(terms.payer, '0'), { fee: '100', networkPassphrase: passphrase })
    .addOperation(
      Operation.payment({
        destination: stellarMerchantAccount(terms.session.merchantId),
        asset: Asset.native(),
        amount: lumens(terms.amount),
      }),
    )
    .addMemo(Memo.hash(createHash('sha256').update(terms.nonce).digest()))
    .setTimeout(600)
    .build()
}

/**
 * The wallet request of a Stellar page: the merchant's own transaction when the page has one, else a payment
 * in lumens from the customer's account to the merchant's, built for the emulator's network (its memo binds
 * it to this request); the wallet signs it
 * (`signTransaction`) or signs and sends to the emulator's Stellar RPC (`sendTransaction`); or, for a
 * withdrawal, the request's message signed as SEP-53 asks (`signMessage`). There is no ledger: a payment is
 * settled when the signature of the customer's account verifies.
 */
export async function stellarRequest(
  terms: PaymentTerms,
  method: WalletMethod,
  network: StellarNetwork,
  used: Set<string>,
): Promise<BuiltRequest> {
  if (method === 'signMessage') return messageRequest(terms)
  const { passphrase } = network
  const given = terms.kind === 'purchase' ? terms.session.query.transaction : undefined
  const { transaction, transfer } = given
    ? { transaction: merchantTransaction(given, terms.payer, passphrase), transfer: undefined }
    : { transaction: payment(terms, passphrase), transfer: terms.amount }
  const hash = transaction.hash().toString('hex')
  const payer = terms.payer
  const verify = async (reply: string): Promise<Verdict> => {
    if (method === 'sendTransaction') {
      if (reply.toLowerCase() !== hash)
        return refused('The reply is not the hash of the transaction this request asked to send.')
      const taken = (await network.rpc()).transactions().some((t) => t.hash === hash)
      if (!taken)
        return refused("The emulator's Stellar RPC did not receive this transaction signed by its source.")
      return claimOnce(used, hash, async () => ({ ok: true, hash, payer }))
    }
    let envelope: ReturnType<typeof readSignedEnvelope>
    try {
      envelope = readSignedEnvelope(reply, passphrase)
    } catch {
      return refused('The reply is not a Stellar transaction envelope (base64 XDR).')
    }
    if (envelope.hash !== hash)
      return refused('The wallet signed another transaction than the one asked for.')
    if (!envelope.signedBySource)
      return refused(`The transaction is not signed by its source account ${payer}.`)
    return claimOnce(used, hash, async () => ({ ok: true, hash, payer }))
  }
  return { method, data: transaction.toXDR(), verify, ...(transfer === undefined ? {} : { transfer }) }
}
