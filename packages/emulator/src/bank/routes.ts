import type { Ledger } from '../ledger/ledger'
import { type Total, totalOf } from '../query/total'
import { readJson } from '../server/body'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PagePayments } from '../sessions/page-payments'
import type { PageSession, Sessions } from '../sessions/sessions'
import type { BankAccounts } from './bank-accounts'
import type { BankRedirect, BankRedirects } from './bank-redirects'
import { TEST_BANKS } from './test-banks'

/** What the bank endpoints need. */
export interface BankContext {
  sessions: Sessions
  ledger: Ledger
  bankAccounts: BankAccounts
  bankRedirects: BankRedirects
  /** Set once the server listens: the bank's page is on it. */
  checkoutOrigin: string
  /** Shared with the card and wallet endpoints: a purchase page pays once, whatever pays it. */
  pagePayments: PagePayments
}

function session(ctx: BankContext, id: string, kind: PageSession['kind']): PageSession {
  const found = ctx.sessions.get(id)
  if (!found) throw new HttpError(404, 'this checkout page has expired: reload it')
  if (found.kind !== kind) throw new HttpError(409, `this page is not a ${kind} page`)
  return found
}

function achTotal(page: PageSession): Total {
  const total = totalOf(page.query)
  const allowed = page.query.allowedPaymentMethods
  if (!total || !('cents' in total))
    throw new HttpError(409, 'bank payments pay purchases with a cents total only')
  if (allowed && !allowed.includes('ach')) throw new HttpError(409, 'this checkout does not allow ach')
  return total
}

function state(redirect: BankRedirect) {
  return {
    status: redirect.status,
    ...(redirect.paymentId ? { info: { paymentId: redirect.paymentId } } : {}),
  }
}

/**
 * The bank endpoints of the checkout origin: linking a test bank (`POST /emulator/bank-link/sessions/{id}/link`),
 * paying a purchase with a linked account's token (`POST /emulator/sessions/{id}/ach`), and the "Pay with
 * bank" step whose bank page is opened by a `redirect` (`POST /emulator/sessions/{id}/bank-redirects`,
 * `GET|POST /emulator/bank-redirects/{id}`). A purchase page pays once: an ACH payment or a bank approval
 * of a page that paid (by any means) or is being paid gets 409, and a pending bank payment stays pending.
 */
export function bankRoutes(ctx: BankContext): Route[] {
  const payer = (bank: string, mask?: string) => (mask ? `${bank} •••• ${mask}` : bank)
  // Claimed and recorded with no await in between: of two payments of one page racing, one is recorded.
  const record = (page: PageSession, total: Total, who: string) => {
    ctx.pagePayments.claim(page)
    ctx.pagePayments.paid(page)
    return ctx.ledger.record({
      kind: 'purchase',
      merchantId: page.merchantId,
      blockchain: page.blockchain,
      method: 'ach',
      total,
      payer: who,
    })
  }
  return [
    {
      method: 'POST',
      path: /^\/emulator\/bank-link\/sessions\/([^/]+)\/link$/,
      handle: async (req, res, [sessionId = '']) => {
        const page = session(ctx, sessionId, 'bank-link')
        const { bank: bankId } = await readJson(req)
        const bank = TEST_BANKS.find((b) => b.id === bankId)
        if (!bank) throw new HttpError(400, `bank must be one of ${TEST_BANKS.map((b) => b.id).join(', ')}`)
        if (bank.outcome === 'failed')
          return sendJson(res, 200, { status: 'failed', reason: 'failed', message: bank.failure ?? '' })
        const accounts = ctx.bankAccounts.link(bank, page.merchantId, page.query.sessionKey ?? '')
        sendJson(res, 200, {
          status: 'linked',
          tokens: accounts.map((a) => a.token),
          accounts: accounts.map(({ name, mask, bank }) => ({ name, mask, bank })),
        })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/ach$/,
      handle: async (req, res, [sessionId = '']) => {
        const page = session(ctx, sessionId, 'purchase')
        const total = achTotal(page)
        const { token } = await readJson(req)
        if (typeof token !== 'string' || !token)
          throw new HttpError(400, 'token must be a linked account token')
        const account = ctx.bankAccounts.get(token)
        if (!account) throw new HttpError(400, 'this token is not a linked bank account')
        if (account.merchantId !== page.merchantId)
          throw new HttpError(
            400,
            `this bank account was linked for ${account.merchantId}, not ${page.merchantId}`,
          )
        const paid = record(page, total, payer(account.bank, account.mask))
        sendJson(res, 200, { status: 'success', info: { paymentId: paid.paymentId } })
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/bank-redirects$/,
      handle: (_req, res, [sessionId = '']) => {
        const page = session(ctx, sessionId, 'purchase')
        ctx.pagePayments.check(page)
        const redirect = ctx.bankRedirects.start(page, achTotal(page))
        sendJson(res, 200, { id: redirect.id, url: `${ctx.checkoutOrigin}/bank/authorize/${redirect.id}` })
      },
    },
    {
      method: 'GET',
      path: /^\/emulator\/bank-redirects\/([^/]+)$/,
      handle: (_req, res, [id = '']) => {
        const redirect = ctx.bankRedirects.get(id)
        if (!redirect) throw new HttpError(404, 'unknown bank payment')
        sendJson(res, 200, state(redirect))
      },
    },
    {
      method: 'POST',
      path: /^\/emulator\/bank-redirects\/([^/]+)$/,
      handle: async (req, res, [id = '']) => {
        const redirect = ctx.bankRedirects.get(id)
        if (!redirect) throw new HttpError(404, 'unknown bank payment')
        const { approve } = await readJson(req)
        if (typeof approve !== 'boolean') throw new HttpError(400, 'approve must be true or false')
        // Decided synchronously after the last await: a second answer finds it settled.
        if (redirect.status !== 'pending') throw new HttpError(409, 'this bank payment was already answered')
        if (approve)
          redirect.paymentId = record(redirect.session, redirect.total, 'bank (redirect)').paymentId
        redirect.status = approve ? 'paid' : 'canceled'
        sendJson(res, 200, state(redirect))
      },
    },
  ]
}
