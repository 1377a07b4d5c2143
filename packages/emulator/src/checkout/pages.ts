import type { IncomingMessage, ServerResponse } from 'node:http'
import { type ChainFamily, familyOf } from '../blockchains'
import { HttpError, send } from '../http'
import type { Ledger } from '../ledger'
import { amountProblem, baseUnitsOf } from '../wallet/amounts'
import { merchantTransaction } from '../wallet/evm-tx'
import { historyPage } from './history-page'
import { errorPage, PAGE_CSP } from './layout'
import { purchasePage, withdrawPage } from './pay-page'
import { type CheckoutQuery, decodeCheckoutQuery } from './query'
import { type PageKind, parseCheckoutPath } from './route'
import type { Sessions } from './sessions'
import { totalOf } from './total'

/** What the page routes need from the emulator. */
export interface PagesContext {
  sessions: Sessions
  ledger: Ledger
  extraBlockchains: Readonly<Record<string, ChainFamily>>
  /** Whether a local chain of this family is attached (sending needs one). */
  hasChain(family: ChainFamily): boolean
}

const HTML = 'text/html; charset=utf-8'

function sendPage(res: ServerResponse, status: number, html: string): void {
  send(res, status, html, HTML, { 'Content-Security-Policy': PAGE_CSP, 'Referrer-Policy': 'no-referrer' })
}

/**
 * What the page asks to pay beyond what one payment on its chain may move: found at page load, rather than
 * by the chain when the request is built or sent.
 */
function amountProblems(family: ChainFamily, kind: PageKind, query: CheckoutQuery): string[] {
  const total = totalOf(query)
  const problem = total && amountProblem(family, baseUnitsOf(total, family))
  const problems = problem ? [problem] : []
  // An EVM purchase pays the merchant's own transaction when it gives one: its value is the amount.
  if (family === 'evm' && kind === 'purchase' && query.transaction !== undefined) {
    try {
      merchantTransaction(query.transaction)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      problems.push(error.message)
    }
  }
  return problems
}

/**
 * Serves a checkout page at `/{routePrefix?}/{blockchain}{route}`, or the error page the hosted checkout
 * would show: 404 for an unknown route, 400 for an unknown blockchain or a malformed parameter.
 */
export function servePage(ctx: PagesContext, _req: IncomingMessage, res: ServerResponse, url: URL): void {
  const path = parseCheckoutPath(url.pathname)
  const heightChangeId = url.searchParams.get('useHeightChange') ?? undefined
  if (!path) {
    sendPage(res, 404, errorPage('Page not found', [`No checkout page at ${url.pathname}`], heightChangeId))
    return
  }
  const family = familyOf(path.blockchain, ctx.extraBlockchains)
  const { query, errors } = decodeCheckoutQuery(url.searchParams)
  if (!family) errors.unshift(`blockchain not supported: ${path.blockchain}`)
  if (path.kind === 'purchase' && !totalOf(query) && query.transaction === undefined)
    errors.push('a purchase needs cents (with currency), token with amount, or a transaction')
  if (family) errors.push(...amountProblems(family, path.kind, query))
  if (errors.length || !family) {
    sendPage(res, 400, errorPage('This checkout cannot be opened', errors, heightChangeId))
    return
  }
  const session = ctx.sessions.open({
    kind: path.kind,
    blockchain: path.blockchain,
    family,
    merchantId: path.merchantId,
    query,
  })
  if (path.kind === 'purchase') sendPage(res, 200, purchasePage(session, ctx.hasChain(family)))
  else if (path.kind === 'withdraw') sendPage(res, 200, withdrawPage(session, ctx.hasChain(family)))
  else {
    const kind = path.kind === 'purchase-history' ? 'purchase' : 'withdraw'
    sendPage(res, 200, historyPage(session, ctx.ledger.list({ merchantId: path.merchantId, kind })))
  }
}
