import { randomUUID } from 'node:crypto'
import type { ChainFamily } from '../chains/blockchains'
import type { CheckoutQuery } from '../query/query'
import type { PageKind } from '../shell/route'

/** One opened checkout page: what it was opened with, kept so its requests are built on the server. */
export interface PageSession {
  id: string
  kind: PageKind
  blockchain: string
  family: ChainFamily
  merchantId: string
  query: CheckoutQuery
  /** The payment intent a `payment-intent` page pays. */
  intentId?: string
}

/** The pages opened during this run. */
export interface Sessions {
  open(page: Omit<PageSession, 'id'>): PageSession
  get(id: string): PageSession | undefined
}

/** Keeps the most recent pages (oldest dropped past `limit`, so a long run does not grow without bound). */
export function createSessions(limit = 5000): Sessions {
  const pages = new Map<string, PageSession>()
  return {
    open(page) {
      const session = { ...page, id: randomUUID() }
      pages.set(session.id, session)
      if (pages.size > limit) pages.delete(pages.keys().next().value as string)
      return session
    },
    get: (id) => pages.get(id),
  }
}
