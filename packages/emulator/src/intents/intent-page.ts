import { cardSection } from '../card/card-section'
import type { CheckoutQuery } from '../query/query'
import { formatTotal, totalOf } from '../query/total'
import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { layout } from '../shell/layout'
import { walletSection } from '../wallet/wallet-section'
import type { PaymentIntentRecord } from './payment-intents'

/** The only query parameters of a payment intent page in the kit's order. */
export const INTENT_PARAMS = [
  'origins',
  'deviceId',
  'merchantCss',
  'color',
  'loaderBackground',
  'useHeightChange',
  'theme',
] as const

/** The part of the page's query that the URL gave (the intent supplies the amount and the wallet). */
export function urlParams(query: CheckoutQuery): Partial<CheckoutQuery> {
  return Object.fromEntries(INTENT_PARAMS.filter((n) => query[n] !== undefined).map((n) => [n, query[n]]))
}

/** The page of a payment intent: its total, then wallet and card payment, or its payment once paid. */
export function intentPage(session: PageSession, intent: PaymentIntentRecord, hasChain: boolean): string {
  const paid = intent.status === 'succeeded'
  const total = totalOf(session.query)
  return layout(
    `Pay ${intent.id}`,
    {
      kind: 'payment-intent',
      sessionId: session.id,
      intentId: intent.id,
      merchantId: intent.merchantId,
      blockchain: intent.blockchain,
      family: session.family,
      emulatorBase: '/emulator/intents',
      query: urlParams(session.query),
      ...(session.query.useHeightChange === undefined
        ? {}
        : { heightChangeId: session.query.useHeightChange }),
    },
    `<section class="card" data-testid="order">
<h1 data-testid="order-title">Payment · ${escapeHtml(intent.merchantId)}</h1>
<dl>
<dt>Total</dt><dd data-testid="order-total">${escapeHtml(formatTotal(total))}</dd>
<dt>Payment intent</dt><dd data-testid="order-intent"><code>${escapeHtml(intent.id)}</code></dd>
<dt>Blockchain</dt><dd data-testid="order-blockchain">${escapeHtml(intent.blockchain)}</dd>
</dl>
</section>
${
  paid
    ? `<section class="card" data-testid="intent-paid"><h2>Already paid</h2>
<p>Payment id: <code data-testid="intent-payment-id">${escapeHtml(intent.paymentId ?? '')}</code></p></section>`
    : `${walletSection(session, 'Pay', hasChain)}\n${cardSection()}`
}
<section class="card" data-testid="result" hidden></section>`,
  )
}
