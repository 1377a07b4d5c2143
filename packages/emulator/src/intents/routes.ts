import { randomUUID } from 'node:crypto'
import { cardDeclined, challengeFailed } from '../card/outcome'
import { readCard } from '../card/read-card'
import { type CardDecision, decideCard } from '../card/test-cards'
import type { ChainFamily } from '../chains/blockchains'
import type { StellarNetwork } from '../chains/stellar-network'
import type { Ledger, LedgerEntry, TopUp } from '../ledger/ledger'
import { protectionSignals } from '../protection/protection-signals'
import { type Total, totalOf } from '../query/total'
import { readJson } from '../server/body'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PageSession, Sessions } from '../sessions/sessions'
import { askedMethod, buildRequest } from '../wallet/build-request'
import type { EvmChain } from '../wallet/evm-chain'
import { type PaymentTerms, termsOf } from '../wallet/payment-terms'
import { paidWith, recordTopUps } from '../wallet/record-top-ups'
import type { SolanaChain } from '../wallet/solana-chain'
import type { BuiltRequest } from '../wallet/verdict'
import type { PaymentIntentRecord, PaymentIntents } from './payment-intents'

/** What paying a payment intent needs. */
export interface IntentPayContext {
  sessions: Sessions
  ledger: Ledger
  intents: PaymentIntents
  chains: { solana?: SolanaChain; evm?: EvmChain; stellar?: StellarNetwork }
  hasChain(family: ChainFamily): boolean
  /** Hashes and signed transactions already paid with, shared with the purchase pages. */
  usedTransactions: Set<string>
}

interface Pending {
  session: PageSession
  request: PaymentTerms
  built: BuiltRequest
  topUps: TopUp[]
  settled: boolean
}

const MAX_PENDING = 1000

/**
 * Paying a payment intent from its page, under `/emulator/intents`: the same wallet and card exchanges as a
 * purchase page (`/sessions/{id}/requests`, `/requests/{id}/verify`, `/sessions/{id}/card`,
 * `/card/challenges/{id}`). Each intent is paid at most once: a payment claims it synchronously before it
 * awaits anything, and a concurrent second payment gets a 409.
 */
export function intentPayRoutes(ctx: IntentPayContext): Route[] {
  const pending = new Map<string, Pending>()
  const challenges = new Map<string, { session: PageSession; decision: CardDecision }>()
  const used = ctx.usedTransactions

  const page = (sessionId: string): { session: PageSession; intent: PaymentIntentRecord } => {
    const session = ctx.sessions.get(sessionId)
    if (!session) throw new HttpError(404, 'this checkout page has expired: reload it')
    const intent = session.kind === 'payment-intent' ? ctx.intents.get(session.intentId ?? '') : undefined
    if (!intent) throw new HttpError(409, 'this page pays no payment intent')
    if (intent.status === 'succeeded') throw new HttpError(409, 'this payment intent is already paid')
    return { session, intent }
  }

  // Like a purchase page's payments, each keeps the fraud signals its page was opened with.
  const record = (session: PageSession, entry: Omit<LedgerEntry, 'paymentId' | 'createdAt' | 'kind'>) =>
    ctx.ledger.record({
      ...entry,
      ...protectionSignals(session.query),
      kind: 'purchase',
      intentId: session.intentId as string,
    })

  const success = (session: PageSession, paid: LedgerEntry, hash?: string) => ({
    paymentId: paid.paymentId,
    paymentIntentId: session.intentId,
    ...(hash ? { hash } : {}),
  })

  // Claimed and settled without an await in between: card outcomes are decided on the spot.
  const payByCard = (session: PageSession, decision: CardDecision) => {
    const total = totalOf(session.query) as Total
    if (decision.outcome === 'decline') return { status: 'authDeclined', info: cardDeclined(total) }
    const claim = ctx.intents.claim(session.intentId as string)
    const paid = record(session, {
      merchantId: session.merchantId,
      blockchain: session.blockchain,
      method: 'card',
      total,
      payer: `${decision.brand} •••• ${decision.digits.slice(-4)}`,
    })
    claim.settle(paid.paymentId)
    return { status: 'success', info: success(session, paid) }
  }

  return [
    {
      method: 'POST',
      path: /^\/emulator\/intents\/sessions\/([^/]+)\/requests$/,
      handle: async (req, res, [sessionId = '']) => {
        const { session } = page(sessionId)
        const body = await readJson(req)
        const method = askedMethod(session, ctx.hasChain(session.family), body.method)
        const id = randomUUID()
        const request = termsOf(session, id)
        const built = await buildRequest(ctx.chains, request, method, used)
        const topUps = recordTopUps(ctx.ledger, id, session, built)
        pending.set(id, { session, request, built, topUps, settled: false })
        if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string)
        sendJson(res, 200, { id, method: built.method, data: built.data })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/intents\/requests\/([^/]+)\/verify$/,
      handle: async (req, res, [id = '']) => {
        const entry = pending.get(id)
        if (!entry) throw new HttpError(404, 'unknown request')
        const { reply } = await readJson(req)
        if (typeof reply !== 'string') throw new HttpError(400, 'reply must be text')
        if (entry.settled) throw new HttpError(409, 'this request was already answered')
        const claim = ctx.intents.claim(entry.session.intentId as string)
        entry.settled = true
        const verdict = await entry.built.verify(reply).catch((error: unknown) => {
          claim.release()
          throw error
        })
        const reused = verdict.ok && verdict.hash && ctx.ledger.list().some((e) => e.hash === verdict.hash)
        if (!verdict.ok || reused) {
          claim.release()
          return sendJson(
            res,
            200,
            verdict.ok ? { ok: false, error: 'This transaction already paid.' } : verdict,
          )
        }
        const paid = record(entry.session, {
          merchantId: entry.session.merchantId,
          blockchain: entry.session.blockchain,
          method: 'wallet',
          request: entry.built.method,
          ...(entry.request.total ? { total: entry.request.total } : {}),
          ...(verdict.hash ? { hash: verdict.hash } : {}),
          ...(verdict.payer ? { payer: verdict.payer } : {}),
          ...paidWith(entry.built, entry.topUps),
        })
        claim.settle(paid.paymentId)
        sendJson(res, 200, { ok: true, ...success(entry.session, paid, verdict.hash) })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/intents\/sessions\/([^/]+)\/card$/,
      handle: async (req, res, [sessionId = '']) => {
        page(sessionId)
        const card = await readCard(req)
        // Looked up again after the await: the intent may have been paid meanwhile.
        const { session } = page(sessionId)
        const decision = decideCard(card)
        if (!decision.challenge) return sendJson(res, 200, payByCard(session, decision))
        const challengeId = randomUUID()
        challenges.set(challengeId, { session, decision })
        if (challenges.size > MAX_PENDING) challenges.delete(challenges.keys().next().value as string)
        sendJson(res, 200, { status: 'challenge', challengeId })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/intents\/card\/challenges\/([^/]+)$/,
      handle: async (req, res, [challengeId = '']) => {
        if (!challenges.has(challengeId)) throw new HttpError(404, 'unknown or already answered challenge')
        const { approve } = await readJson(req)
        if (typeof approve !== 'boolean') throw new HttpError(400, 'approve must be true or false')
        const challenge = challenges.get(challengeId)
        if (!challenge) throw new HttpError(404, 'unknown or already answered challenge')
        challenges.delete(challengeId)
        if (approve) return sendJson(res, 200, payByCard(challenge.session, challenge.decision))
        sendJson(res, 200, {
          status: 'authDeclined',
          info: challengeFailed(totalOf(challenge.session.query)),
        })
      },
    },
  ]
}
