import { randomUUID } from 'node:crypto'
import type { ChainFamily } from '../blockchains'
import type { PageSession, Sessions } from '../checkout/sessions'
import { type WalletMethod, walletPlan } from '../checkout/wallet-plan'
import { HttpError, type Route, readJson, sendJson } from '../http'
import type { Ledger } from '../ledger'
import { protectionSignals } from '../protection/protection-signals'
import type { EvmChain } from './evm-chain'
import { evmRequest } from './evm-pay'
import { intentOf, LAMPORTS_PER_CENT, type PaymentIntent, WEI_PER_CENT } from './intent'
import type { SolanaChain } from './solana-chain'
import { solanaRequest } from './solana-pay'
import { userRequest } from './user-pay'
import { type BuiltRequest, reason } from './verdict'

/** What the wallet endpoints need. */
export interface WalletContext {
  sessions: Sessions
  ledger: Ledger
  chains: { solana?: SolanaChain; evm?: EvmChain }
  hasChain(family: ChainFamily): boolean
}

interface Pending {
  session: PageSession
  intent: PaymentIntent
  built: BuiltRequest
  settled: boolean
}

const MAX_PENDING = 1000

function build(ctx: WalletContext, intent: PaymentIntent, method: WalletMethod, used: Set<string>) {
  if (intent.session.family === 'user') return userRequest(intent)
  if (intent.session.family === 'evm') return evmRequest(intent, method, ctx.chains.evm, used)
  return solanaRequest(intent, method, ctx.chains.solana, used)
}

function withdrawCents(value: unknown): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw new HttpError(400, 'amountCents must be a whole number of cents above 0')
  return value
}

/**
 * `POST /emulator/sessions/{id}/requests` builds the page's wallet request on the server;
 * `POST /emulator/requests/{id}/verify` checks the wallet's reply once and records the payment.
 */
export function walletRoutes(ctx: WalletContext): Route[] {
  const pending = new Map<string, Pending>()
  // Hashes and signed transactions already paid with: one transaction pays once.
  const used = new Set<string>()
  return [
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/requests$/,
      handle: async (req, res, [sessionId = '']) => {
        const session = ctx.sessions.get(sessionId)
        if (!session) throw new HttpError(404, 'this checkout page has expired: reload it')
        if (session.kind !== 'purchase' && session.kind !== 'withdraw')
          throw new HttpError(409, 'this page makes no payments')
        const body = await readJson(req)
        const plan = walletPlan(session, ctx.hasChain(session.family))
        if (plan.problem) throw new HttpError(409, plan.problem)
        const method = (body.method ?? plan.methods[0]) as WalletMethod
        if (!plan.methods.includes(method))
          throw new HttpError(400, `this page cannot ask for ${String(method)}`)
        const id = randomUUID()
        const perCent = session.family === 'evm' ? WEI_PER_CENT : LAMPORTS_PER_CENT
        const cents = session.kind === 'withdraw' ? withdrawCents(body.amountCents) : undefined
        const intent = intentOf(session, id, perCent, cents)
        let built: BuiltRequest
        try {
          built = await build(ctx, intent, method, used)
        } catch (error) {
          if (error instanceof HttpError) throw error
          // A chain that cannot price, fund or simulate the request: the page shows why and may retry.
          throw new HttpError(502, `the request could not be built: ${reason(error)}`)
        }
        pending.set(id, { session, intent, built, settled: false })
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
        if (entry.settled) throw new HttpError(409, 'this request was already answered')
        const { reply } = await readJson(req)
        if (typeof reply !== 'string') throw new HttpError(400, 'reply must be text')
        entry.settled = true
        const verdict = await entry.built.verify(reply)
        if (!verdict.ok) return sendJson(res, 200, verdict)
        const record = ctx.ledger.record({
          kind: entry.intent.kind,
          merchantId: entry.session.merchantId,
          blockchain: entry.session.blockchain,
          method: entry.session.family === 'user' ? 'session-key' : 'wallet',
          request: entry.built.method,
          ...(entry.intent.total ? { total: entry.intent.total } : {}),
          ...(verdict.hash ? { hash: verdict.hash } : {}),
          ...(verdict.payer ? { payer: verdict.payer } : {}),
          ...protectionSignals(entry.session.query),
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
