import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Ledger } from '../ledger/ledger'
import { protectionSignals } from '../protection/protection-signals'
import { totalOf } from '../query/total'
import { readJson } from '../server/body'
import { type Claimable, claimAndRead } from '../server/claim'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PagePayments } from '../sessions/page-payments'
import type { PageSession, Sessions } from '../sessions/sessions'
import { baseUnitsOf } from '../wallet/amounts'
import { carryOutRedeem } from '../wallet/carry-out-redeem'
import type { EvmChain } from '../wallet/evm-chain'
import { cardDeclined, challengeFailed } from './outcome'
import { readCard } from './read-card'
import { type CardDecision, decideCard } from './test-cards'

/** What the card endpoints need. */
export interface CardContext {
  sessions: Sessions
  ledger: Ledger
  /** Shared with the wallet endpoints: a page paid by one is paid for the other. */
  pagePayments: PagePayments
  /** The EVM chain a paid purchase's redeem object is carried out on. */
  chains: { evm?: EvmChain }
}

interface Challenge extends Claimable {
  session: PageSession
  decision: CardDecision
}

const MAX_CHALLENGES = 1000

async function readApprove(req: IncomingMessage): Promise<boolean> {
  const { approve } = await readJson(req)
  if (typeof approve !== 'boolean') throw new HttpError(400, 'approve must be true or false')
  return approve
}

/**
 * `POST /emulator/sessions/{id}/card` charges a test card: `success`, `authDeclined`, or a 3-D Secure
 * `challenge` answered with `POST /emulator/card/challenges/{id}` (`{ approve }`). Outcomes are values
 * (`{ status, info }`); only a card the form should not have sent (invalid number, expiry, CVV) is a 400.
 * A page pays by card once: one charge at a time (another gets 409), none after a success, another card
 * after a decline. A challenge has one answer: of an approve and a fail racing, the second gets 409.
 */
export function cardRoutes(ctx: CardContext): Route[] {
  const challenges = new Map<string, Challenge>()
  const pages = ctx.pagePayments

  const settle = async (session: PageSession, decision: CardDecision) => {
    const total = totalOf(session.query)
    if (decision.outcome === 'decline') {
      pages.release(session)
      return { status: 'authDeclined', info: cardDeclined(total) }
    }
    pages.paid(session)
    const amount = total && session.family === 'evm' ? baseUnitsOf(total, 'evm') : undefined
    const redeemed = await carryOutRedeem(ctx.chains.evm, session, amount)
    const record = ctx.ledger.record({
      kind: 'purchase',
      merchantId: session.merchantId,
      blockchain: session.blockchain,
      method: 'card',
      ...(total ? { total } : {}),
      payer: `${decision.brand} •••• ${decision.digits.slice(-4)}`,
      ...protectionSignals(session.query),
      ...redeemed,
    })
    return { status: 'success', info: { paymentId: record.paymentId } }
  }

  const challenge = (session: PageSession, decision: CardDecision) => {
    const challengeId = randomUUID()
    pages.challenged(session)
    challenges.set(challengeId, { session, decision, state: 'open' })
    if (challenges.size > MAX_CHALLENGES) {
      const [oldest, dropped] = challenges.entries().next().value as [string, Challenge]
      challenges.delete(oldest)
      // A challenge nobody answered and that is now forgotten must not lock its page out of paying.
      if (dropped.state === 'open') pages.release(dropped.session)
    }
    return { status: 'challenge', challengeId }
  }

  return [
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/card$/,
      handle: async (req, res, [sessionId = '']) => {
        const session = ctx.sessions.get(sessionId)
        if (!session) throw new HttpError(404, 'this checkout page has expired: reload it')
        if (session.kind !== 'purchase' || !totalOf(session.query))
          throw new HttpError(409, 'cards pay purchases with a total only')
        // Claimed before the first await: a second charge of this page, sent meanwhile, gets 409.
        pages.claim(session)
        let decision: CardDecision
        try {
          decision = decideCard(await readCard(req), session.query.threeDsChallengePreference)
        } catch (error) {
          // No card was charged (the body was unreadable or the card invalid): the page may send another.
          pages.release(session)
          throw error
        }
        sendJson(
          res,
          200,
          decision.challenge ? challenge(session, decision) : await settle(session, decision),
        )
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/card\/challenges\/([^/]+)$/,
      handle: async (req, res, [challengeId = '']) => {
        const pending = challenges.get(challengeId)
        if (!pending) throw new HttpError(404, 'unknown challenge')
        // Of two answers racing (two approves, or an approve and a fail), one decides.
        const approve = await claimAndRead(pending, 'challenge', () => readApprove(req))
        pending.state = 'answered'
        if (approve) return sendJson(res, 200, await settle(pending.session, pending.decision))
        pages.release(pending.session)
        sendJson(res, 200, {
          status: 'authDeclined',
          info: challengeFailed(totalOf(pending.session.query)),
        })
      },
    },
  ]
}
