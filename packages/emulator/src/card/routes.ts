import { randomUUID } from 'node:crypto'
import type { PageSession, Sessions } from '../checkout/sessions'
import { totalOf } from '../checkout/total'
import { HttpError, type Route, readJson, sendJson } from '../http'
import type { Ledger } from '../ledger'
import { protectionSignals } from '../protection/protection-signals'
import { cardDeclined, challengeFailed } from './outcome'
import { type CardDecision, cardProblem, decideCard } from './test-cards'

/** What the card endpoints need. */
export interface CardContext {
  sessions: Sessions
  ledger: Ledger
}

interface Challenge {
  session: PageSession
  decision: CardDecision
}

const MAX_CHALLENGES = 1000

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`)
  return value
}

/**
 * `POST /emulator/sessions/{id}/card` charges a test card: `success`, `authDeclined`, or a 3-D Secure
 * `challenge` answered with `POST /emulator/card/challenges/{id}` (`{ approve }`). Outcomes are values
 * (`{ status, info }`); only a card the form should not have sent (invalid number, expiry, CVV) is a 400.
 */
export function cardRoutes(ctx: CardContext): Route[] {
  const challenges = new Map<string, Challenge>()

  const settle = (session: PageSession, decision: CardDecision) => {
    const total = totalOf(session.query)
    if (decision.outcome === 'decline') return { status: 'authDeclined', info: cardDeclined(total) }
    const record = ctx.ledger.record({
      kind: 'purchase',
      merchantId: session.merchantId,
      blockchain: session.blockchain,
      method: 'card',
      ...(total ? { total } : {}),
      payer: `${decision.brand} •••• ${decision.digits.slice(-4)}`,
      ...protectionSignals(session.query),
    })
    return { status: 'success', info: { paymentId: record.paymentId } }
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
        const body = await readJson(req)
        const card = {
          number: text(body.number, 'number'),
          expiry: text(body.expiry, 'expiry'),
          cvv: text(body.cvv, 'cvv'),
        }
        const problem = cardProblem(card)
        if (problem) throw new HttpError(400, problem)
        const decision = decideCard(card, session.query.threeDsChallengePreference)
        if (!decision.challenge) return sendJson(res, 200, settle(session, decision))
        const challengeId = randomUUID()
        challenges.set(challengeId, { session, decision })
        if (challenges.size > MAX_CHALLENGES) challenges.delete(challenges.keys().next().value as string)
        sendJson(res, 200, { status: 'challenge', challengeId })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/card\/challenges\/([^/]+)$/,
      handle: async (req, res, [challengeId = '']) => {
        const challenge = challenges.get(challengeId)
        if (!challenge) throw new HttpError(404, 'unknown or already answered challenge')
        const { approve } = await readJson(req)
        if (typeof approve !== 'boolean') throw new HttpError(400, 'approve must be true or false')
        challenges.delete(challengeId)
        if (approve) return sendJson(res, 200, settle(challenge.session, challenge.decision))
        sendJson(res, 200, {
          status: 'authDeclined',
          info: challengeFailed(totalOf(challenge.session.query)),
        })
      },
    },
  ]
}
