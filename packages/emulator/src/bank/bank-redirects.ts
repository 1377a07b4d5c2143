import { randomUUID } from 'node:crypto'
import type { Total } from '../query/total'
import type { PageSession } from '../sessions/sessions'

/** A "Pay with bank" payment waiting for the customer's answer on the bank's page. */
export interface BankRedirect {
  id: string
  session: PageSession
  total: Total
  status: 'pending' | 'paid' | 'canceled'
  paymentId?: string
}

/** The bank payments started during this run. */
export interface BankRedirects {
  start(session: PageSession, total: Total): BankRedirect
  get(id: string): BankRedirect | undefined
}

/** Keeps the most recent bank payments (oldest dropped past `limit`). */
export function createBankRedirects(limit = 1000): BankRedirects {
  const redirects = new Map<string, BankRedirect>()
  return {
    start(session, total) {
      const redirect: BankRedirect = { id: randomUUID(), session, total, status: 'pending' }
      redirects.set(redirect.id, redirect)
      if (redirects.size > limit) redirects.delete(redirects.keys().next().value as string)
      return redirect
    },
    get: (id) => redirects.get(id),
  }
}
