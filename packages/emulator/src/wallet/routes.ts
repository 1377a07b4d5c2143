import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ChainFamily } from '../chains/blockchains'
import type { StellarNetwork } from '../chains/stellar-network'
import type { Ledger, TopUp } from '../ledger/ledger'
import { protectionSignals } from '../protection/protection-signals'
import { readJson } from '../server/body'
import { type Claimable, claimAndRead } from '../server/claim'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PagePayments } from '../sessions/page-payments'
import type { PageSession, Sessions } from '../sessions/sessions'
import { amountProblem, perCentOf } from './amounts'
import { askedMethod, buildRequest } from './build-request'
import { carryOutRedeem } from './carry-out-redeem'
import type { EvmChain } from './evm-chain'
import { type PaymentTerms, termsOf } from './payment-terms'
import { paidWith, recordTopUps } from './record-top-ups'
import type { SolanaChain } from './solana-chain'
import type { BuiltRequest, Verdict } from './verdict'

/** What the wallet endpoints need. */
export interface WalletContext {
  sessions: Sessions
  ledger: Ledger
  chains: { solana?: SolanaChain; evm?: EvmChain; stellar?: StellarNetwork }
  hasChain(family: ChainFamily): boolean
  /** Hashes and signed transactions already paid with, on any page: one transaction pays once. */
  usedTransactions: Set<string>
  /** Shared with the card endpoints: a page paid by one is paid for the other. */
  pagePayments: PagePayments
}

interface Pending extends Claimable {
  session: PageSession
  terms: PaymentTerms
  built: BuiltRequest
  topUps: TopUp[]
}

const MAX_PENDING = 1000

function withdrawCents(value: unknown): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw new HttpError(400, 'amountCents must be a whole number of cents above 0')
  return value
}

async function readReply(req: IncomingMessage): Promise<string> {
  const { reply } = await readJson(req)
  if (typeof reply !== 'string') throw new HttpError(400, 'reply must be text')
  return reply
}

/**
 * `POST /emulator/sessions/{id}/requests` builds the page's wallet request on the server;
 * `POST /emulator/requests/{id}/verify` checks the wallet's reply once and records the payment. A page pays
 * once, by card or wallet: no request is built, and no reply checked, while another of its payments is under
 * way or after one succeeded (409; the request stays open).
 */
export function walletRoutes(ctx: WalletContext): Route[] {
  const pending = new Map<string, Pending>()
  const used = ctx.usedTransactions
  return [
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/requests$/,
      handle: async (req, res, [sessionId = '']) => {
        const session = ctx.sessions.get(sessionId)
        if (!session) throw new HttpError(404, 'this checkout page has expired: reload it')
        if (session.kind !== 'purchase' && session.kind !== 'withdraw')
          throw new HttpError(409, 'this page makes no payments')
        ctx.pagePayments.check(session)
        const body = await readJson(req)
        const method = askedMethod(session, ctx.hasChain(session.family), body.method)
        const cents = session.kind === 'withdraw' ? withdrawCents(body.amountCents) : undefined
        const problem =
          cents === undefined
            ? undefined
            : amountProblem(session.family, BigInt(cents) * perCentOf(session.family))
        if (problem) throw new HttpError(400, problem)
        const id = randomUUID()
        const terms = termsOf(session, id, cents)
        const built = await buildRequest(ctx.chains, terms, method, used)
        const topUps = recordTopUps(ctx.ledger, id, session, built)
        pending.set(id, { session, terms, built, topUps, state: 'open' })
        if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string)
        sendJson(res, 200, { id, method: built.method, data: built.data })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/requests\/([^/]+)\/verify$/,
      handle: async (req, res, [id = '']) => {
        const entry = pending.get(id)
        if (!entry) throw new HttpError(404, 'unknown request')
        const pages = ctx.pagePayments
        const reply = await claimAndRead(entry, 'request', async () => {
          const read = await readReply(req)
          // The page is claimed with no await after it: of two requests of one page racing, one is checked.
          pages.claim(entry.session)
          return read
        })
        // From here the request is spent whatever happens, a refused or failed check included: checking may
        // have submitted the transaction, and checking it again could pay it twice.
        let verdict: Verdict | undefined
        try {
          verdict = await entry.built.verify(reply)
        } finally {
          entry.state = 'answered'
          if (verdict?.ok) pages.paid(entry.session)
          else pages.release(entry.session)
        }
        if (!verdict.ok) return sendJson(res, 200, verdict)
        const redeemed = await carryOutRedeem(ctx.chains.evm, entry.session, entry.terms.amount)
        const record = ctx.ledger.record({
          kind: entry.terms.kind,
          merchantId: entry.session.merchantId,
          blockchain: entry.session.blockchain,
          method: entry.session.family === 'user' ? 'session-key' : 'wallet',
          request: entry.built.method,
          ...(entry.terms.total ? { total: entry.terms.total } : {}),
          ...(verdict.hash ? { hash: verdict.hash } : {}),
          ...(verdict.payer ? { payer: verdict.payer } : {}),
          ...protectionSignals(entry.session.query),
          ...paidWith(entry.built, entry.topUps),
          ...redeemed,
        })
        sendJson(res, 200, {
          ok: true,
          paymentId: record.paymentId,
          ...(verdict.hash ? { hash: verdict.hash } : {}),
        })
      },
    },
  ]
}
