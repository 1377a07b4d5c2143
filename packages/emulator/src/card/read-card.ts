import type { IncomingMessage } from 'node:http'
import { readJson } from '../server/body'
import { HttpError } from '../server/http'
import { cardProblem } from './test-cards'

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`)
  return value
}

/**
 * Reads the card a checkout page sends (`{ number, expiry, cvv }`), for a purchase page and an intent page
 * alike. Throws HttpError 400 for a field that is not text or a card the checkout would refuse.
 */
export async function readCard(req: IncomingMessage) {
  const body = await readJson(req)
  const card = {
    number: text(body.number, 'number'),
    expiry: text(body.expiry, 'expiry'),
    cvv: text(body.cvv, 'cvv'),
  }
  const problem = cardProblem(card)
  if (problem) throw new HttpError(400, problem)
  return card
}
