import type { Ledger } from '../ledger/ledger'
import { readJson } from '../server/body'
import { type Claimable, claimAndRead } from '../server/claim'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PageSession, Sessions } from '../sessions/sessions'
import { isPaymentButtonMethod } from '../shell/route'
import { payerOf, readButtonIdentifier } from './button-identifier'
import { BUTTON_NAMES } from './button-page'
import { readButtonSubtotal } from './button-subtotal'

/** What the payment button endpoint needs. */
export interface ButtonContext {
  sessions: Sessions
  ledger: Ledger
}

/**
 * `POST /emulator/sessions/{id}/button` `{ subtotal, identifier? }`: the customer approved the button's
 * payment sheet. `subtotal` is the amount the sheet showed (the last `updateSubtotal:` the page heard);
 * PayPal and Venmo also need the `identifier` their host sent. Answers `{ status: 'success', info:
 * { paymentId } }` and records the payment (method `apple-pay`, `google-pay`, `paypal` or `venmo`). A button
 * page pays once: of approvals racing, the first wins and the others get 409, as does any later one; a
 * malformed approval (400) charges nothing and leaves the page free to pay.
 */
export function buttonRoutes(ctx: ButtonContext): Route[] {
  // Keyed by the page's session object, so an entry goes when the session is dropped.
  const payments = new WeakMap<PageSession, Claimable>()
  return [
    {
      method: 'POST',
      path: /^\/emulator\/sessions\/([^/]+)\/button$/,
      handle: async (req, res, [sessionId = '']) => {
        const session = ctx.sessions.get(sessionId)
        if (!session) throw new HttpError(404, 'this button has expired: reload it')
        const kind = session.kind
        if (!isPaymentButtonMethod(kind)) throw new HttpError(409, 'this page is not a payment button')
        let payment = payments.get(session)
        if (!payment) {
          payment = { state: 'open' }
          payments.set(session, payment)
        }
        // Claimed before the body is read: a second approval sent meanwhile gets 409.
        const approval = await claimAndRead(payment, 'button payment', async () => {
          const body = await readJson(req)
          const total = readButtonSubtotal(body.subtotal)
          const wallet = kind === 'paypal' || kind === 'venmo'
          const payer = wallet
            ? payerOf(readButtonIdentifier(body.identifier, BUTTON_NAMES[kind]))
            : undefined
          return { total, payer }
        })
        payment.state = 'answered'
        const entry = ctx.ledger.record({
          kind: 'purchase',
          merchantId: session.merchantId,
          blockchain: session.blockchain,
          method: kind,
          total: approval.total,
          ...(approval.payer ? { payer: approval.payer } : {}),
        })
        sendJson(res, 200, { status: 'success', info: { paymentId: entry.paymentId } })
      },
    },
  ]
}
