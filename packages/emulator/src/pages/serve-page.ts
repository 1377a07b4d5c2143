import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HostedCardFormVariant } from '@portico/core'
import type { BankRedirects } from '../bank/bank-redirects'
import { bankAuthorizePage, bankLinkPage } from '../bank/link-page'
import { buttonProblems, paymentButtonPage } from '../buttons/button-page'
import { CARD_FORM_TITLES, cardFormPage, cardFormPageName, readCardFormRequest } from '../card-form/form-page'
import { type ChainFamily, familyOf } from '../chains/blockchains'
import { ChainPackageMissingError } from '../chains/chain-packages'
import { INTENT_PARAMS, intentPage } from '../intents/intent-page'
import type { PaymentIntents } from '../intents/payment-intents'
import type { Ledger } from '../ledger/ledger'
import { type CheckoutQuery, decodeCheckoutQuery } from '../query/query'
import { totalOf } from '../query/total'
import { HttpError, send } from '../server/http'
import type { Sessions } from '../sessions/sessions'
import { errorPage, PAGE_CSP } from '../shell/layout'
import { isPaymentButtonMethod, type PageKind, parseCheckoutPath } from '../shell/route'
import { amountProblem, baseUnitsOf } from '../wallet/amounts'
import { merchantTransaction } from '../wallet/evm-tx'
import { historyPage } from './history-page'
import { purchasePage, withdrawPage } from './pay-page'

/** What the page routes need from the emulator. */
export interface PagesContext {
  sessions: Sessions
  ledger: Ledger
  intents: PaymentIntents
  bankRedirects: BankRedirects
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
      if (!(error instanceof HttpError || error instanceof ChainPackageMissingError)) throw error
      problems.push(error.message)
    }
  }
  return problems
}

// The hosted card form's variants by the name of their page, `/form/v2/{page}`.
const CARD_FORM_PAGES = new Map(
  (Object.keys(CARD_FORM_TITLES) as HostedCardFormVariant[]).map((variant) => [
    cardFormPageName(variant),
    variant,
  ]),
)
const CARD_FORM = /^\/form\/v2\/([^/]+)\/?$/
const INTENT = /^\/intents\/checkout\/([^/]+)\/?$/
const BANK_AUTHORIZE = /^\/bank\/authorize\/([^/]+)$/

/** A page to send: its status and document. */
type Page = [status: number, html: string]

function refused(errors: string[], heightChangeId?: string): Page {
  return [400, errorPage('This checkout cannot be opened', errors, heightChangeId)]
}

function notFound(what: string, heightChangeId?: string): Page {
  return [404, errorPage('Page not found', [what], heightChangeId)]
}

function intentCheckout(ctx: PagesContext, id: string, url: URL): Page {
  const heightChangeId = url.searchParams.get('useHeightChange') ?? undefined
  const intent = ctx.intents.get(id)
  if (!intent) return notFound(`No payment intent ${id}`, heightChangeId)
  // Only the intent page's own parameters are read; the intent gives the amount and the wallet. Purchase
  // protection's session id (Portico's addition after them) is kept too, for the ledger.
  const own = new URLSearchParams()
  for (const name of [...INTENT_PARAMS, 'protectionSessionId']) {
    const value = url.searchParams.get(name)
    if (value !== null) own.set(name, value)
  }
  const { query, errors } = decodeCheckoutQuery(own)
  if (errors.length) return refused(errors, heightChangeId)
  const family = familyOf(intent.blockchain, ctx.extraBlockchains) as ChainFamily
  const session = ctx.sessions.open({
    kind: 'payment-intent',
    blockchain: intent.blockchain,
    family,
    merchantId: intent.merchantId,
    query: {
      ...query,
      cents: intent.amount,
      currency: intent.currency,
      ...(intent.pubkey ? { pubkey: intent.pubkey } : {}),
    },
    intentId: intent.id,
  })
  return [200, intentPage(session, intent, ctx.hasChain(family))]
}

function checkoutPage(ctx: PagesContext, url: URL): Page {
  const heightChangeId = url.searchParams.get('useHeightChange') ?? undefined
  const path = parseCheckoutPath(url.pathname)
  if (!path) return notFound(`No checkout page at ${url.pathname}`, heightChangeId)
  const family = familyOf(path.blockchain, ctx.extraBlockchains)
  const { query, errors } = decodeCheckoutQuery(url.searchParams)
  if (!family) errors.unshift(`blockchain not supported: ${path.blockchain}`)
  if (path.kind === 'purchase' && !totalOf(query) && query.transaction === undefined)
    errors.push('a purchase needs cents (with currency), token with amount, or a transaction')
  if (family) errors.push(...amountProblems(family, path.kind, query))
  if (path.kind === 'bank-link' && !query.sessionKey)
    errors.push('bank linking needs a sessionKey: the customer must be signed in')
  if (isPaymentButtonMethod(path.kind)) errors.push(...buttonProblems(query))
  if (errors.length || !family) return refused(errors, heightChangeId)
  const session = ctx.sessions.open({
    kind: path.kind,
    blockchain: path.blockchain,
    family,
    merchantId: path.merchantId,
    query,
  })
  if (path.kind === 'purchase') return [200, purchasePage(session, ctx.hasChain(family))]
  if (path.kind === 'withdraw') return [200, withdrawPage(session, ctx.hasChain(family))]
  if (path.kind === 'bank-link') return [200, bankLinkPage(session)]
  const button = session.kind
  if (isPaymentButtonMethod(button)) return [200, paymentButtonPage({ ...session, kind: button })]
  const kind = path.kind === 'purchase-history' ? 'purchase' : 'withdraw'
  return [200, historyPage(session, ctx.ledger.list({ merchantId: path.merchantId, kind }))]
}

function pageFor(ctx: PagesContext, url: URL): Page {
  const cardForm = CARD_FORM_PAGES.get(CARD_FORM.exec(url.pathname)?.[1] ?? '')
  if (cardForm) {
    const request = readCardFormRequest(cardForm, url.searchParams)
    return request.ok ? [200, cardFormPage(request.data)] : refused(request.errors)
  }
  const intent = INTENT.exec(url.pathname)
  if (intent) return intentCheckout(ctx, intent[1] ?? '', url)
  const bank = BANK_AUTHORIZE.exec(url.pathname)
  if (bank) {
    const redirect = ctx.bankRedirects.get(bank[1] ?? '')
    return redirect
      ? [200, bankAuthorizePage(redirect)]
      : notFound('No bank payment here: it may have expired.')
  }
  return checkoutPage(ctx, url)
}

/**
 * Serves a checkout page: `/{routePrefix?}/{blockchain}{route}`, a payment button
 * (`/form/{blockchain}/{apple-pay|google-pay|paypal|venmo}/{merchantId}`), the bank link page, a payment intent's page,
 * the hosted card form, or the bank page of a "Pay with bank" redirect. Otherwise the error page the hosted
 * checkout would show: 404 for an unknown route or id, 400 for an unknown blockchain or a malformed parameter.
 */
export function servePage(ctx: PagesContext, _req: IncomingMessage, res: ServerResponse, url: URL): void {
  const [status, html] = pageFor(ctx, url)
  sendPage(res, status, html)
}
