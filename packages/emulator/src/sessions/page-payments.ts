import { HttpError } from '../server/http'
import type { PageSession } from './sessions'

/** Where a page's payment stands; a page without an entry may pay. */
type PaymentState = 'charging' | 'challenged' | 'paid'

const BUSY: Record<PaymentState, string> = {
  charging: 'a payment of this checkout is under way',
  challenged: 'this checkout waits for the answer to its 3-D Secure challenge',
  paid: 'this checkout was already paid',
}

/** One payment per checkout page, whether its card or its wallet pays it. */
export interface PagePayments {
  /** Throws 409 unless the page may start a payment: none under way, no challenge open, not paid. */
  check(session: PageSession): void
  /** Claims the page for a payment (check, then `charging`), synchronously: a racing second claim gets 409. */
  claim(session: PageSession): void
  /** The payment claimed waits for a 3-D Secure answer. */
  challenged(session: PageSession): void
  /** The payment claimed was recorded: every later one gets 409. */
  paid(session: PageSession): void
  /** Nothing was paid (declined, refused, unreadable): the page may pay again. */
  release(session: PageSession): void
}

/** The payment states of the pages; keyed by session object, so an entry goes when its session is dropped. */
export function createPagePayments(): PagePayments {
  const states = new WeakMap<PageSession, PaymentState>()
  const check = (session: PageSession) => {
    const state = states.get(session)
    if (state) throw new HttpError(409, BUSY[state])
  }
  return {
    check,
    claim(session) {
      check(session)
      states.set(session, 'charging')
    },
    challenged: (session) => void states.set(session, 'challenged'),
    paid: (session) => void states.set(session, 'paid'),
    release: (session) => void states.delete(session),
  }
}
